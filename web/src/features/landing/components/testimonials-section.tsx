import { Quote } from 'lucide-react';
import { LandingSection } from '../../../components/layouts/public-site/landing-section';
import { Portrait } from '../../../components/ui/portrait';
import { testimonials } from '../lib/landing-content';
import { StarRating } from './star-rating';

export function TestimonialsSection() {
  return (
    <LandingSection
      anchor="testimonios"
      headingId="testimonios-titulo"
      eyebrow="Testimonios"
      title="Lo que dicen nuestros clientes"
      description="La confianza de quienes ya encontraron su hogar o su inversión con nosotros es nuestra mejor carta de presentación."
      className="bg-navy-50"
    >
      <ul className="mt-14 grid gap-8 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-xl bg-white p-8 shadow-sm ring-1 ring-navy-100">
              <Quote className="h-9 w-9 text-gold-400" aria-hidden="true" />
              <div className="mt-5">
                <StarRating rating={testimonial.rating} />
              </div>
              <blockquote className="mt-5 flex-1 font-serif text-lg leading-relaxed text-navy-800 italic">
                “{testimonial.content}”
              </blockquote>
              <figcaption className="mt-7 flex items-center gap-4 border-t border-navy-100 pt-6">
                <Portrait
                  src={testimonial.image}
                  initials={testimonial.initials}
                  className="h-12 w-12 bg-navy-900"
                  initialsClassName="text-sm font-semibold text-gold-300"
                />
                <span>
                  <span className="block font-semibold text-navy-900">{testimonial.name}</span>
                  <span className="block text-sm text-navy-500">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
