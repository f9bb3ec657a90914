// `npm run bench -- --suite saved-searches`: saved-search alerts at scale (issue 27). 100,000 active saved searches
// spread as visitors save them (operation, type, often a state, half with a place, a budget); EXPLAIN ANALYZE of the
// service's exact matching statement for listings of the busiest and quietest kinds (goal: under 50 ms of database
// time each); then a daily digest for 100,000 addresses with an alert each, queued by the service's own digest code
// (goal: under a minute). Its own database, `prestigio_bench_alerts`, created fresh and dropped at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabaseIfMissing, dropDatabase, migrateAll, repoRoot } from '@prestigio/launcher';
import { matchingSearchesQuery, savedSearchDigestRunner, savedSearchMatchColumns } from '@prestigio/leads-service/seeding';
import { savedSearchName, type PropertyListedEvent, type SavedSearchCriteria } from '@prestigio/contracts';
import { randomUUID } from 'node:crypto';
import { formatMs, groupDigits, runDate } from './format.js';
import type { SuiteContext } from './suite.js';

const DATABASE = 'prestigio_bench_alerts';
const SEARCHES = 100_000;
const MATCH_GOAL_MS = 50;
const DIGEST_GOAL_MS = 60_000;
const INSERT_BATCH = 5_000;

export function alertsDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** A small deterministic generator (the same searches every run). */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const STATES = ['Ciudad de México', 'Jalisco', 'Nuevo León', 'Querétaro', 'Estado de México', 'Yucatán', 'Quintana Roo', 'Puebla'] as const;
const PLACES = ['Polanco', 'Condesa', 'Roma Norte', 'Del Valle', 'Santa Fe', 'Lomas de Chapultepec', 'Coyoacán', 'Pedregal', 'Providencia', 'Zapopan', 'San Pedro Garza García', 'Cumbres', 'Juriquilla', 'Mérida', 'Playa del Carmen', 'Cancún', 'Interlomas', 'Angelópolis', 'Tulum', 'Valle Oriente'];

/** One visitor's saved search, as the landing's form would produce it. */
function criteriaOf(random: ReturnType<typeof generator>): SavedSearchCriteria {
  const roll = random.next();
  const operationType = roll < 0.7 ? 'comprar' : roll < 0.95 ? 'rentar' : 'remate';
  const typeRoll = random.next();
  const propertyType = typeRoll < 0.4 ? 'casa' : typeRoll < 0.75 ? 'departamento' : typeRoll < 0.8 ? 'terreno' : typeRoll < 0.85 ? 'oficina' : typeRoll < 0.9 ? 'local' : undefined;
  const state = random.next() < 0.6 ? random.pick(STATES) : undefined;
  const location = random.next() < 0.5 ? random.pick(PLACES) : undefined;
  const rent = operationType === 'rentar';
  const maxPrice = random.next() < 0.2 ? (rent ? 500_000 : 10_000_000) : rent ? 15_000 + Math.floor(random.next() * 30) * 5_000 : 2_000_000 + Math.floor(random.next() * 56) * 500_000;
  return {
    operationType,
    ...(propertyType && { propertyType }),
    ...(state && { state }),
    ...(location && { location }),
    minPrice: 0,
    maxPrice,
    bedrooms: Math.floor(random.next() * 4),
    bathrooms: 0,
    parkingSpaces: 0,
    minArea: 0,
    maxArea: 1000,
    hasGarden: random.next() < 0.15,
  };
}

/** Inserts `count` active daily searches, one address each, with the service's own match columns. */
async function seedSearches(client: pg.Client, count: number): Promise<void> {
  const random = generator(27);
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, index) => {
      const criteria = criteriaOf(random);
      return { email: `buscador${start + index}@bench.mx`, criteria, name: savedSearchName(criteria), ...savedSearchMatchColumns(criteria) };
    });
    await client.query(
      `INSERT INTO crm.saved_searches (email, name, criteria, frequency, status, match_key, min_price, max_price, min_bedrooms, min_bathrooms,
                                       min_parking_spaces, min_area, max_area, needs_garden, location_terms, consent_at, privacy_notice_version, confirmed_at)
       SELECT email, name, criteria, 'una_vez_al_dia', 'activa', match_key, min_price, max_price, min_bedrooms, min_bathrooms,
              min_parking_spaces, min_area, max_area, needs_garden, location_terms, now(), 'bench', now()
         FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[], $5::bigint[], $6::bigint[], $7::smallint[], $8::smallint[], $9::smallint[],
                     $10::numeric[], $11::numeric[], $12::boolean[], $13::jsonb[])
           AS s(email, name, criteria, match_key, min_price, max_price, min_bedrooms, min_bathrooms, min_parking_spaces, min_area, max_area, needs_garden, location_terms)`,
      [
        rows.map((row) => row.email),
        rows.map((row) => row.name),
        rows.map((row) => JSON.stringify(row.criteria)),
        rows.map((row) => row.matchKey),
        rows.map((row) => row.minPrice),
        rows.map((row) => row.maxPrice),
        rows.map((row) => row.minBedrooms),
        rows.map((row) => row.minBathrooms),
        rows.map((row) => row.minParkingSpaces),
        rows.map((row) => row.minArea),
        rows.map((row) => row.maxArea),
        rows.map((row) => row.needsGarden),
        rows.map((row) => (row.locationTerms ? JSON.stringify(row.locationTerms) : null)),
      ],
    );
  }
  await client.query('VACUUM (ANALYZE) crm.saved_searches');
}

function listing(overrides: Partial<PropertyListedEvent> & Pick<PropertyListedEvent, 'title' | 'searchText'>): PropertyListedEvent {
  return {
    propertyId: randomUUID(),
    slug: 'bench',
    operationType: 'comprar',
    propertyType: 'casa',
    state: 'Ciudad de México',
    city: 'Ciudad de México',
    colonia: null,
    price: 8_500_000,
    bedrooms: 3,
    bathrooms: 3,
    parkingSpaces: 2,
    area: 280,
    hasGarden: true,
    mainImageUrl: null,
    ...overrides,
  };
}

/** New listings of the commonest and rarer kinds: a house in Polanco (the busiest keys), a flat for rent, land. */
const SAMPLE_LISTINGS = [
  listing({ title: 'Casa en Polanco', colonia: 'Polanco', searchText: 'casa en polanco | polanco | ciudad de mexico', price: 9_500_000 }),
  listing({ title: 'Casa económica en Coyoacán', colonia: 'Coyoacán', searchText: 'casa economica en coyoacan | coyoacan | ciudad de mexico', price: 3_000_000, hasGarden: false }),
  listing({ title: 'Departamento en renta en Providencia', operationType: 'rentar', propertyType: 'departamento', state: 'Jalisco', city: 'Guadalajara', colonia: 'Providencia', searchText: 'departamento en renta en providencia | providencia | guadalajara', price: 32_000, bedrooms: 2, area: 110, hasGarden: false }),
  listing({ title: 'Terreno en Yucatán', propertyType: 'terreno_lote', state: 'Yucatán', city: 'Mérida', searchText: 'terreno en yucatan | merida', price: 1_800_000, bedrooms: 0, bathrooms: 0, parkingSpaces: 0, area: 900, hasGarden: false }),
];

interface MatchFigure {
  listing: string;
  matches: number;
  executionMs: number;
  planningMs: number;
  usesIndex: boolean;
}

async function explainMatching(client: pg.Client): Promise<MatchFigure[]> {
  const figures: MatchFigure[] = [];
  for (const sample of SAMPLE_LISTINGS) {
    const { sql, parameters } = matchingSearchesQuery(sample);
    // Warm the cache as a running service's would be, then measure.
    await client.query(sql, parameters);
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, parameters);
    const plan = rows[0]['QUERY PLAN'][0] as { 'Execution Time': number; 'Planning Time': number; Plan: { 'Actual Rows': number } };
    figures.push({
      listing: `${sample.title}, ${sample.price.toLocaleString('es-MX')}`,
      matches: plan.Plan['Actual Rows'],
      executionMs: plan['Execution Time'],
      planningMs: plan['Planning Time'],
      usesIndex: JSON.stringify(plan).includes('saved_searches_match_idx'),
    });
  }
  return figures;
}

/** One alert pending for every search (one per address), matched yesterday. */
async function seedPendingAlerts(client: pg.Client): Promise<number> {
  const sample = SAMPLE_LISTINGS[0]!;
  const { rowCount } = await client.query(
    `INSERT INTO crm.saved_search_alerts (search_id, property_id, reason, listing, matched_at)
     SELECT id, gen_random_uuid(), 'publicada', $1::jsonb, now() - interval '1 day' FROM crm.saved_searches`,
    [JSON.stringify(sample)],
  );
  await client.query('VACUUM (ANALYZE) crm.saved_search_alerts');
  return rowCount ?? 0;
}

export async function runSavedSearchesSuite({ root, databaseUrl, step, say }: SuiteContext): Promise<void> {
  await dropDatabase(databaseUrl);
  await createDatabaseIfMissing(databaseUrl);
  try {
    step(`Saved searches in ${DATABASE}`);
    await migrateAll({ databaseUrl, root, env: { LOG_LEVEL: 'warn' }, services: ['leads'] });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const startedAt = new Date();
    const loadBefore = os.loadavg()[0]!;
    let matching: MatchFigure[];
    let digest: { addresses: number; queued: number; ms: number };
    try {
      const seeding = Date.now();
      await seedSearches(client, SEARCHES);
      say(`${groupDigits(SEARCHES)} active saved searches in ${formatMs(Date.now() - seeding)} ms.`);

      step('Matching a new listing (EXPLAIN ANALYZE of the consumer\'s statement)');
      matching = await explainMatching(client);
      for (const figure of matching) say(`  ${figure.listing.padEnd(50)} ${String(figure.matches).padStart(6)} searches  ${formatMs(figure.executionMs)} ms${figure.usesIndex ? '' : '  (match index NOT used)'}`);

      step('Daily digest for every address');
      const addresses = await seedPendingAlerts(client);
      const runner = await savedSearchDigestRunner(databaseUrl, { publicSiteUrl: 'https://prestigio.bench', linkSecret: 'bench-secret' });
      const began = Date.now();
      const queued = await runner.sendDigests(new Date()).finally(() => runner.close());
      digest = { addresses, queued, ms: Date.now() - began };
      const { rows } = await client.query(`SELECT count(*)::int AS count FROM crm.mail_queue`);
      say(`  ${groupDigits(queued)} digests queued for ${groupDigits(addresses)} addresses in ${formatMs(digest.ms)} ms (${groupDigits(rows[0].count)} messages in the queue).`);
    } finally {
      await client.end();
    }

    const lines = [
      `# Saved-search alerts benchmark, ${startedAt.toISOString()}`,
      '',
      `${groupDigits(SEARCHES)} active saved searches (70 % comprar, 60 % with a state, 50 % with a place, a budget, some bedrooms and gardens).`,
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadBefore.toFixed(2)} before.`,
      '',
      `| new listing | searches it fits | DB execution ms | planning ms | match index | goal < ${MATCH_GOAL_MS} ms |`,
      '|---|---:|---:|---:|---|---|',
      ...matching.map((figure) => `| ${figure.listing} | ${groupDigits(figure.matches)} | ${formatMs(figure.executionMs)} | ${formatMs(figure.planningMs)} | ${figure.usesIndex ? 'yes' : 'NO'} | ${figure.executionMs + figure.planningMs < MATCH_GOAL_MS ? 'met' : 'MISSED'} |`),
      '',
      `| daily digest | addresses | e-mails queued | ms | goal < 60 s |`,
      '|---|---:|---:|---:|---|',
      `| one alert each, matched yesterday | ${groupDigits(digest.addresses)} | ${groupDigits(digest.queued)} | ${formatMs(digest.ms)} | ${digest.ms < DIGEST_GOAL_MS ? 'met' : 'MISSED'} |`,
      '',
    ];
    const resultsDir = path.join(repoRoot, 'bench', 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    const base = path.join(resultsDir, `${runDate(startedAt)}-saved-searches`);
    fs.writeFileSync(`${base}.md`, lines.join('\n'));
    fs.writeFileSync(`${base}.json`, `${JSON.stringify({ startedAt, searches: SEARCHES, matching, digest }, null, 2)}\n`);
    say(`\nWritten to ${path.relative(repoRoot, base)}.md`);
  } finally {
    await dropDatabase(databaseUrl);
    say(`Dropped ${DATABASE}.`);
  }
}
