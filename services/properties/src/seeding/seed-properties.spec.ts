import { describe, expect, it } from '@jest/globals';
import {
  landPropertyTypes,
  mexicanStates,
  operationTypes,
  propertyTypes,
  propertyWriteSchema,
  publishedPropertyStatuses,
  type PropertyType,
} from '@prestigio/contracts';
import { demoProperties } from './demo-properties.data.js';
import { generateProperty, generatePropertyBatches, generateProperties } from './property-generator.js';
import { industrialMarkets, mexicanMarkets } from './mexican-markets.js';
import type { SeedProperty } from './seed-property.js';

const slugPattern = /^[a-z0-9-]+$/;
const cardSizing = '?auto=format&fit=crop&w=800&q=75';
const gallerySizing = '?auto=format&fit=crop&w=1600&q=80';
const sharedCostTypes: readonly PropertyType[] = ['departamento', 'condominio', 'casa_condominio'];
const isPublished = (listing: SeedProperty) => publishedPropertyStatuses.includes(listing.status);

/** Schema problems of each failing listing, so a failure names the listing and the field. */
function schemaProblems(listings: Iterable<SeedProperty>): string[] {
  const problems: string[] = [];
  for (const listing of listings) {
    const result = propertyWriteSchema.safeParse(listing);
    if (!result.success) {
      problems.push(`${listing.slug}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    }
  }
  return problems;
}

function photoProblems(listing: SeedProperty): string[] {
  const problems: string[] = [];
  if (listing.photos.length < 2 || listing.photos.length > 5) problems.push(`${listing.slug}: ${listing.photos.length} photos`);
  for (const photo of listing.photos) {
    const base = photo.url.slice(0, photo.url.indexOf('?'));
    if (new URL(photo.url).hostname !== 'images.unsplash.com') problems.push(`${listing.slug}: ${photo.url} is not Unsplash`);
    if (photo.url !== base + cardSizing || photo.largeUrl !== base + gallerySizing) problems.push(`${listing.slug}: bad sizing ${photo.url}`);
    if (photo.alt.trim().length < 5) problems.push(`${listing.slug}: photo without alt text`);
  }
  return problems;
}

const nonResidentialTypes: readonly PropertyType[] = ['oficina', 'local', 'local_comercial', 'bodega', 'bodega_comercial', 'nave_industrial'];
const homeTypes: readonly PropertyType[] = ['casa', 'casa_condominio', 'departamento', 'condominio'];

/** What a careful agent would flag as inconsistent in a listing. */
function coherenceProblems(listing: SeedProperty): string[] {
  const problems: string[] = [];
  const flag = (problem: string) => problems.push(`${listing.slug}: ${problem}`);
  if (landPropertyTypes.includes(listing.propertyType)) {
    if (listing.bedrooms + listing.bathrooms + listing.halfBathrooms + listing.parkingSpaces > 0) flag('land with rooms');
    if ((listing.buildingArea ?? 0) > 0) flag('land with a built area');
    if (!listing.landArea) flag('land without a land area');
  } else if (!listing.buildingArea) {
    flag('no built area');
  }
  if (nonResidentialTypes.includes(listing.propertyType) && listing.bedrooms > 0) flag('bedrooms in a business property');
  if (homeTypes.includes(listing.propertyType) && (listing.bedrooms < 1 || listing.bathrooms < 1)) flag('a home without bedrooms or bathrooms');
  if (sharedCostTypes.includes(listing.propertyType) && !listing.maintenanceFee) flag('condominium without maintenance fee');
  if (listing.hasGarden && !listing.amenities.includes('jardin')) flag('garden missing from the amenities');
  if (new Set(listing.amenities).size !== listing.amenities.length) flag('repeated amenity');
  if (listing.status === 'rentada' && listing.operationType !== 'rentar') flag('rented but not for rent');
  if (listing.status === 'vendida' && listing.operationType === 'rentar') flag('sold but for rent');
  return problems;
}

const EARTH_RADIUS_KM = 6371;
function distanceKm(fromLat: number, fromLng: number, toLat: number, toLng: number): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians(toLat - fromLat) / 2) ** 2 +
    Math.cos(radians(fromLat)) * Math.cos(radians(toLat)) * Math.sin(radians(toLng - fromLng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

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

  it('places every listing near a known city of its own state, with an address and a colonia', () => {
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

  it('shows two to five sized Unsplash photos with alt text, varied across listings', () => {
    expect(demoProperties.flatMap(photoProblems)).toEqual([]);
    const mainPhotos = new Set(demoProperties.map((listing) => listing.photos[0]!.url));
    expect(mainPhotos.size).toBeGreaterThanOrEqual(30);
    const photoSets = new Set(demoProperties.map((listing) => listing.photos.map((photo) => photo.url).join(' ')));
    expect(photoSets.size).toBe(demoProperties.length);
  });
});

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
