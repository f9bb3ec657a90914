import { describe, expect, it } from '@jest/globals';
import { landPropertyTypes, operationTypes, propertyTypes } from '@prestigio/contracts';
import { demoProperties } from './demo-properties.data.js';
import { coherenceProblems, isPublished, photoProblems, schemaProblems, sharedCostTypes, slugPattern } from './seed-checks.js';

describe('seed catalogue', () => {
  it('has at least 64 listings that all pass the write schema', () => {
    expect(demoProperties.length).toBeGreaterThanOrEqual(64);
    expect(schemaProblems(demoProperties)).toEqual([]);
  });

  it('spans at least 14 states and every operation and property type', () => {
    expect(new Set(demoProperties.map((listing) => listing.state)).size).toBeGreaterThanOrEqual(14);
    expect(new Set(demoProperties.map((listing) => listing.operationType))).toEqual(new Set(operationTypes));
    expect(new Set(demoProperties.map((listing) => listing.propertyType))).toEqual(new Set(propertyTypes));
  });

  it('has unique lowercase ascii slugs derived from distinct titles and descriptions', () => {
    const slugs = demoProperties.map((listing) => listing.slug);
    for (const slug of slugs) expect(slug).toMatch(slugPattern);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(demoProperties.map((listing) => listing.description)).size).toBe(demoProperties.length);
  });

  it('features at least three published listings under different operations', () => {
    const featured = demoProperties.filter((listing) => listing.status === 'destacado');
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.every(isPublished)).toBe(true);
    expect(new Set(featured.map((listing) => listing.operationType)).size).toBeGreaterThanOrEqual(3);
  });

  it('uses every status, mostly disponible, with sold and rented matching the operation', () => {
    const statuses = demoProperties.map((listing) => listing.status);
    for (const status of ['disponible', 'destacado', 'apartada', 'vendida', 'rentada', 'borrador'] as const) expect(statuses).toContain(status);
    expect(statuses.filter((status) => status === 'disponible').length).toBeGreaterThan(demoProperties.length / 2);
  });

  it('shows at least ten published purchases within the default search (≤ 10,000,000 MXN)', () => {
    const affordable = demoProperties.filter((listing) => isPublished(listing) && listing.operationType === 'comprar' && listing.price <= 10_000_000);
    expect(affordable.length).toBeGreaterThanOrEqual(10);
    expect(demoProperties.filter((listing) => listing.price > 10_000_000).length).toBeGreaterThanOrEqual(20);
  });

  it('keeps rents monthly between 25,000 and 450,000 MXN and sale prices in whole pesos', () => {
    for (const listing of demoProperties) {
      expect(Number.isInteger(listing.price)).toBe(true);
      if (listing.operationType === 'rentar') {
        expect(listing.price).toBeGreaterThanOrEqual(25_000);
        expect(listing.price).toBeLessThanOrEqual(450_000);
      } else {
        expect(listing.price).toBeGreaterThanOrEqual(1_000_000);
      }
    }
  });

  it('describes each listing in two to four sentences', () => {
    const problems = demoProperties
      .map((listing) => ({ slug: listing.slug, sentences: (listing.description.match(/[.!?](\s|$)/g) ?? []).length }))
      .filter(({ sentences }) => sentences < 2 || sentences > 4);
    expect(problems).toEqual([]);
  });

  it('keeps areas, rooms, gardens and fees coherent with the type', () => {
    expect(demoProperties.flatMap(coherenceProblems)).toEqual([]);
    for (const listing of demoProperties) {
      if (listing.operationType === 'desarrollo') expect(listing.ageYears).toBe(0);
      if (landPropertyTypes.includes(listing.propertyType)) expect(listing.ageYears).toBeNull();
      if (sharedCostTypes.includes(listing.propertyType)) expect(listing.maintenanceFee).toBeGreaterThan(0);
    }
  });

  it('shows two to five sized Unsplash photos with alt text, varied across listings', () => {
    expect(demoProperties.flatMap(photoProblems)).toEqual([]);
    const mainPhotos = new Set(demoProperties.map((listing) => listing.photos[0]!.url));
    expect(mainPhotos.size).toBeGreaterThanOrEqual(30);
    const photoSets = new Set(demoProperties.map((listing) => listing.photos.map((photo) => photo.url).join(' ')));
    expect(photoSets.size).toBe(demoProperties.length);
  });
});
