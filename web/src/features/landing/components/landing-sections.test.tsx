import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Hero } from './hero';
import { ServicesSection } from './services-section';
import { TeamSection } from './team-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseUsSection } from './why-choose-us-section';

/** A landing section (named by its heading), as a scope for queries. */
const section = (name: string | RegExp) => within(screen.getByRole('region', { name }));

describe('Hero', () => {
  it('jumps to the properties and to the contact form (spec §2)', () => {
    renderWithProviders(<Hero />);

    expect(screen.getByRole('link', { name: 'Ver Propiedades' })).toHaveAttribute('href', '#propiedades');
    expect(screen.getByRole('link', { name: 'Contactar Asesor' })).toHaveAttribute('href', '#contacto');
  });
});

describe('the landing’s fixed content (spec §9 counts)', () => {
  it('shows six services, four benefits and three team members', () => {
    renderWithProviders(
      <>
        <ServicesSection />
        <WhyChooseUsSection />
        <TeamSection />
      </>,
    );

    const [services, benefits, team] = screen.getAllByRole('region');
    expect(within(services!).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(benefits!).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(team!).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('shows three testimonials, each with a rating read out, half stars allowed', () => {
    renderWithProviders(<TestimonialsSection />);

    const testimonials = section('Lo que dicen nuestros clientes');
    expect(testimonials.getAllByRole('figure')).toHaveLength(3);
    const ratings = testimonials.getAllByRole('img', { name: /^Calificación: / });
    expect(ratings.map((rating) => rating.getAttribute('aria-label'))).toContain('Calificación: 4.5 de 5');
    const halfStars = ratings.flatMap((rating) => [...rating.querySelectorAll('[data-fill="half"]')]);
    expect(halfStars).toHaveLength(1);
  });
});
