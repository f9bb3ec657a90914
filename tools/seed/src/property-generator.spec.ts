import { describe, expect, it } from '@jest/globals';
import { landPropertyTypes, mexicanStates, operationTypes, propertyTypes } from '@prestigio/contracts';
import {
  coherenceProblems,
  demoProperties,
  distanceKm,
  isPublished,
  photoProblems,
  schemaProblems,
  slugPattern,
  type SeedProperty,
} from '@prestigio/properties-service/seeding';
import { industrialMarkets, mexicanMarkets } from './mexican-markets.js';
import { generateProperty, generatePropertyBatches, generateProperties } from './property-generator.js';

describe('listing generator', () => {
  const take = (count: number, seed?: number) => [...generateProperties(count, seed)];

  it('is deterministic for a seed and different for another', () => {
    expect(take(300, 42)).toEqual(take(300, 42));
    const other = take(300, 43);
    const differing = take(300, 42).filter((listing, index) => listing.title !== other[index]!.title || listing.price !== other[index]!.price);
    expect(differing.length).toBeGreaterThan(250);
  });

  it('uses seed 1 by default and can produce any listing on its own', () => {
    const stream = take(50);
    expect(stream).toEqual(take(50, 1));
    expect(generateProperty(37)).toEqual(stream[37]);
    expect([...generatePropertyBatches(50, 16)].map((batch) => batch.length)).toEqual([16, 16, 16, 2]);
    expect([...generatePropertyBatches(50, 16)].flat()).toEqual(stream);
  });

  it('generates 10,000 listings that pass the schema, with unique slugs apart from the hand-written ones', () => {
    const listings = take(10_000, 7);
    expect(schemaProblems(listings)).toEqual([]);
    const slugs = new Set<string>();
    for (const listing of listings) {
      expect(listing.slug).toMatch(slugPattern);
      slugs.add(listing.slug);
    }
    expect(slugs.size).toBe(listings.length);
    for (const listing of demoProperties) expect(slugs.has(listing.slug)).toBe(false);
    expect(listings.flatMap(photoProblems)).toEqual([]);
  });

  it('spreads listings over all 32 states, every type and operation, mostly published', () => {
    const listings = take(10_000, 11);
    expect(new Set(listings.map((listing) => listing.state))).toEqual(new Set(mexicanStates));
    expect(new Set(listings.map((listing) => listing.propertyType))).toEqual(new Set(propertyTypes));
    expect(new Set(listings.map((listing) => listing.operationType))).toEqual(new Set(operationTypes));
    const published = listings.filter(isPublished).length;
    expect(published / listings.length).toBeGreaterThan(0.8);
    expect(listings.filter((listing) => listing.status === 'destacado').length).toBeGreaterThan(100);
  });

  it('prices by market and operation: remates below purchases, rents monthly per m²', () => {
    const listings = take(20_000, 5);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const pricePerM2 = (listing: SeedProperty) => listing.price / (listing.buildingArea ?? 1);
    const houses = (operation: SeedProperty['operationType'], state?: SeedProperty['state']) =>
      listings.filter((listing) => listing.propertyType === 'casa' && listing.operationType === operation && (!state || listing.state === state)).map(pricePerM2);
    expect(median(houses('remate'))).toBeLessThan(median(houses('comprar')));
    expect(median(houses('comprar', 'Ciudad de México'))).toBeGreaterThan(median(houses('comprar', 'Zacatecas')) * 2);
    // Monthly rent per built m² stays within what Mexican markets charge, from a regional warehouse to a shop on Masaryk.
    const rentProblems = listings
      .filter((listing) => listing.operationType === 'rentar')
      .map((listing) => ({ slug: listing.slug, perM2: listing.price / listing.buildingArea! }))
      .filter(({ perM2 }) => perM2 < 15 || perM2 > 2_000);
    expect(rentProblems).toEqual([]);
    expect(listings.filter((listing) => listing.operationType !== 'rentar' && listing.price < 100_000)).toEqual([]);
  });

  it('keeps land, warehouses and homes coherent', () => {
    const listings = take(5_000, 9);
    expect(listings.flatMap(coherenceProblems)).toEqual([]);
    for (const listing of listings) {
      if (landPropertyTypes.includes(listing.propertyType)) expect(listing.operationType).not.toBe('rentar');
      expect(listing.title.length).toBeLessThanOrEqual(140);
    }
  });

  it('streams 50,000 listings quickly without keeping them', () => {
    const started = performance.now();
    let count = 0;
    for (const listing of generateProperties(50_000, 3)) if (listing.slug) count++;
    expect(count).toBe(50_000);
    // A million take about 7 s in plain Node (slower under Jest's VM); the bound only catches a gross regression.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe('the demo catalogue against the generator\'s markets', () => {
  it('places every hand-written listing near a known city of its own state, with an address and a colonia', () => {
    const markets = [...mexicanMarkets, ...industrialMarkets];
    const problems = demoProperties.flatMap((listing) => {
      if (!listing.colonia || !listing.address || listing.latitude == null || listing.longitude == null) return [`${listing.slug}: incomplete location`];
      const nearest = Math.min(
        ...markets
          .filter((market) => market.state === listing.state)
          .map((market) => distanceKm(listing.latitude!, listing.longitude!, market.latitude, market.longitude)),
      );
      return nearest <= 100 ? [] : [`${listing.slug}: ${Math.round(nearest)} km from the nearest city of ${listing.state}`];
    });
    expect(problems).toEqual([]);
  });
});
