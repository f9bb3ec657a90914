import { searchTextOf } from '../properties/search-text.js';
import type { SeedProperty } from './seed-property.js';

/** What the insert needs of a connection: TypeORM's EntityManager, or a pg client returning its rows. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

export interface PropertyAgent {
  id: string;
  fullName: string;
  phone?: string;
}

const columns = [
  ['slug', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['operation_type', 'text'],
  ['property_type', 'text'],
  ['status', 'text'],
  ['state', 'text'],
  ['city', 'text'],
  ['colonia', 'text'],
  ['address', 'text'],
  ['price', 'bigint'],
  ['bedrooms', 'smallint'],
  ['bathrooms', 'smallint'],
  ['half_bathrooms', 'smallint'],
  ['parking_spaces', 'smallint'],
  ['land_area', 'numeric'],
  ['building_area', 'numeric'],
  ['has_garden', 'boolean'],
  ['amenities', 'text'],
  ['maintenance_fee', 'integer'],
  ['age_years', 'smallint'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['agent_id', 'uuid'],
  ['agent_name', 'text'],
  ['agent_phone', 'text'],
  ['main_image_url', 'text'],
  ['search_text', 'text'],
] as const;

function rowOf(listing: SeedProperty, agent: PropertyAgent | null): unknown[] {
  return [
    listing.slug,
    listing.title,
    listing.description,
    listing.operationType,
    listing.propertyType,
    listing.status,
    listing.state,
    listing.city,
    listing.colonia ?? null,
    listing.address ?? null,
    listing.price,
    listing.bedrooms,
    listing.bathrooms,
    listing.halfBathrooms,
    listing.parkingSpaces,
    listing.landArea ?? null,
    listing.buildingArea ?? null,
    listing.hasGarden,
    // Arrays of arrays do not unnest row by row; amenity names have no commas, so they travel as one string.
    listing.amenities.join(','),
    listing.maintenanceFee ?? null,
    listing.ageYears ?? null,
    listing.latitude ?? null,
    listing.longitude ?? null,
    agent?.id ?? null,
    agent?.fullName ?? null,
    agent?.phone ?? null,
    listing.photos[0]?.url ?? null,
    searchTextOf(listing),
  ];
}

/**
 * Inserts listings in one statement per batch, skipping slugs that already exist (seeding is idempotent). With
 * `withPhotos`, the gallery rows are written too; the benchmark generator skips them and keeps only the main photo.
 * Returns how many listings were new.
 */
export async function insertSeedProperties(
  manager: SqlRunner,
  listings: SeedProperty[],
  agentFor: (listing: SeedProperty, index: number) => PropertyAgent | null,
  options: { withPhotos: boolean },
): Promise<number> {
  if (listings.length === 0) return 0;
  const rows = listings.map((listing, index) => rowOf(listing, agentFor(listing, index)));
  const parameters = columns.map((_, column) => rows.map((row) => row[column]));
  const unnestArgs = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const names = columns.map(([name]) => name);
  const inserted = (await manager.query(
    `INSERT INTO properties (${names.join(', ')})
     SELECT ${names.map((name) => (name === 'amenities' ? `coalesce(string_to_array(nullif(u.amenities, ''), ','), '{}')` : `u.${name}`)).join(', ')}
       FROM unnest(${unnestArgs}) AS u(${names.join(', ')})
     ON CONFLICT (slug) DO NOTHING
     RETURNING id, slug`,
    parameters,
  )) as Array<{ id: string; slug: string }>;
  if (options.withPhotos && inserted.length > 0) {
    const bySlug = new Map(listings.map((listing) => [listing.slug, listing]));
    const photoRows = inserted.flatMap(({ id, slug }) =>
      (bySlug.get(slug)?.photos ?? []).map((photo, position) => [id, position, photo.url, photo.largeUrl, photo.alt]),
    );
    if (photoRows.length > 0) {
      const photoColumns = photoRows[0]!.map((_, column) => photoRows.map((row) => row[column]));
      await manager.query(
        `INSERT INTO property_photos (property_id, position, url, large_url, alt)
         SELECT * FROM unnest($1::uuid[], $2::integer[], $3::text[], $4::text[], $5::text[])`,
        photoColumns,
      );
    }
  }
  return inserted.length;
}
