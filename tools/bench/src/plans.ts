// The Postgres plans of each benchmarked search, for the exact SQL the service runs: the built PropertiesRepository
// is called with the scenario's criteria on a data source whose logger records every statement, and each recorded
// SELECT is run again under EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SearchCriteria } from '@prestigio/contracts';
import { summarizePlan, type PlanSummary } from './format.js';

/** A statement the service ran, as TypeORM's logger reports it. */
interface Statement {
  sql: string;
  parameters: unknown[];
}

/** What the benchmark needs of a TypeORM DataSource loaded from the measured checkout. */
interface MeasuredDataSource {
  manager: unknown;
  query(sql: string, parameters?: unknown[]): Promise<Array<Record<string, unknown>>>;
  getRepository(entity: unknown): unknown;
  setOptions(options: object): void;
  initialize(): Promise<unknown>;
  destroy(): Promise<void>;
}

type PlanLabel = 'count' | 'page';

export interface ExplainedSearch {
  name: string;
  plans: Partial<Record<PlanLabel, PlanSummary>>;
  /** The 95th percentile of the count's execution time over COUNT_RUNS runs (a budget: ≤ 5 ms). */
  countP95Ms?: number;
  sql: Partial<Record<PlanLabel, { text: string; parameters: unknown[] }>>;
}

/** Loads a module of the checkout being measured, so the SQL is that checkout's (its own node_modules too). */
function loaderFor(root: string) {
  const requireFromRoot = createRequire(path.join(root, 'package.json'));
  const dist = path.join(root, 'services', 'properties', 'dist');
  return {
    dist: (file: string) => import(pathToFileURL(path.join(dist, file)).href),
    package: (name: string) => import(pathToFileURL(requireFromRoot.resolve(name)).href),
  };
}

/** A TypeORM logger that keeps the statements it is told about and says nothing. */
function recordingLogger(statements: Statement[]) {
  const silent = () => {};
  return {
    logQuery: (query: string, parameters?: unknown[]) => statements.push({ sql: query, parameters: parameters ?? [] }),
    logQueryError: silent,
    logQuerySlow: silent,
    logSchemaBuild: silent,
    logMigration: silent,
    log: silent,
  };
}

const RUNS = 3;
/** The count's runs, for its 95th percentile. */
export const COUNT_RUNS = 20;

/**
 * One run can be disturbed by anything else on a 2-core machine: the run with the median execution time, and the
 * 95th percentile of the `runs`.
 */
async function medianPlan(dataSource: MeasuredDataSource, sql: string, parameters: unknown[], runs = RUNS): Promise<{ plan: PlanSummary; p95Ms: number }> {
  const summaries: PlanSummary[] = [];
  for (let run = 0; run < runs; run++) {
    const [row] = await dataSource.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, parameters);
    summaries.push(summarizePlan(row!['QUERY PLAN']));
  }
  summaries.sort((a, b) => a.executionMs - b.executionMs);
  return { plan: summaries[Math.floor(runs / 2)]!, p95Ms: summaries[Math.ceil(runs * 0.95) - 1]!.executionMs };
}

/**
 * For each search scenario: `{ count, page }` plan summaries (see summarizePlan) and the SQL they came from.
 */
export async function explainSearches({
  databaseUrl,
  root,
  scenarios,
}: {
  databaseUrl: string;
  root: string;
  scenarios: ReadonlyArray<{ name: string; criteria: SearchCriteria }>;
}): Promise<ExplainedSearch[]> {
  const load = loaderFor(root);
  await load.package('reflect-metadata');
  const { createDataSource, ReplicaReads } = await load.package('@prestigio/nest-common');
  const { SEARCH_PAGE_SIZE } = await load.package('@prestigio/contracts');
  const { databaseOptions } = await load.dist('database/database.options.js');
  const { PropertiesRepository } = await load.dist('properties/properties.repository.js');
  const { Property } = await load.dist('properties/property.entity.js');
  const { PropertyPhoto } = await load.dist('properties/property-photo.entity.js');

  const statements: Statement[] = [];
  // No migrations here: the stack has just applied them, and a plan capture must never change the schema.
  const dataSource: MeasuredDataSource = createDataSource(databaseUrl, { ...databaseOptions, migrations: [] });
  dataSource.setOptions({ logging: ['query'], logger: recordingLogger(statements) });
  await dataSource.initialize();
  try {
    const explained: ExplainedSearch[] = [];
    for (const scenario of scenarios) {
      const { criteria } = scenario;
      // A fresh repository per search, so nothing it may remember from the previous one (a total) hides a statement.
      // No replica URL: every read runs on this data source, whose logger records the statements.
      const repository = new PropertiesRepository(dataSource.getRepository(Property), dataSource.getRepository(PropertyPhoto), new ReplicaReads(dataSource, undefined, databaseOptions));
      statements.length = 0;
      // The same defaults the search service applies before calling the repository.
      await repository.search(criteria, criteria.page ?? 1, criteria.pageSize ?? SEARCH_PAGE_SIZE.default, criteria.sort ?? 'relevance');
      const selects = statements.filter((statement) => /^\s*SELECT/i.test(statement.sql));
      const plans: ExplainedSearch['plans'] = {};
      const sql: ExplainedSearch['sql'] = {};
      let countP95Ms: number | undefined;
      for (const { sql: text, parameters } of selects) {
        // COUNT(…) of the matches, or the sum of the live listings' counters.
        const label: PlanLabel = /^\s*SELECT\s+(COUNT|COALESCE\(SUM)\(/i.test(text) ? 'count' : 'page';
        const { plan, p95Ms } = await medianPlan(dataSource, text, parameters, label === 'count' ? COUNT_RUNS : RUNS);
        plans[label] = plan;
        if (label === 'count') countP95Ms = p95Ms;
        sql[label] = { text, parameters };
      }
      explained.push({ name: scenario.name, plans, sql, countP95Ms });
    }
    return explained;
  } finally {
    await dataSource.destroy();
  }
}
