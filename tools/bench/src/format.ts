// Pure formatting of benchmark results: Postgres plan summaries, the one results table (terminal and markdown) and
// the markdown report written to bench/results/.

export interface ScanSummary {
  type: string;
  parallel: boolean;
  index: string | null;
  relation: string | null;
  rows: number;
  heapBlocks: number;
  heapFetches: number | null;
}
export interface PlanSummary {
  executionMs: number;
  planningMs: number;
  sharedHit: number;
  sharedRead: number;
  scans: ScanSummary[];
  usesIndex: boolean;
  seqScan: boolean;
  tree: string[];
}
export interface LoadSummary {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  /** Nearest-rank p95 of every 2xx answer's own time (autocannon's histogram has no p95). */
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Responses by HTTP status. */
  statusCodes?: Record<string, number>;
  /** Answers the gateway served from its short cache of public answers (`x-cache: HIT`). */
  cacheHits?: number;
}
export interface ScenarioResult {
  name: string;
  method?: string;
  path?: string;
  body?: unknown;
  matches?: number | null;
  load?: LoadSummary;
  plans?: { count?: PlanSummary; page?: PlanSummary };
}
export interface Column {
  title: string;
  align: 'left' | 'right';
}
export interface BenchReport {
  tag: string | null;
  startedAt: string;
  database: string;
  listings: { total: number; published: number };
  settings: { duration: number; connections: number; seed: number };
  environment: {
    commit: string;
    dirty: boolean;
    root: string | null;
    node: string;
    cpus: number;
    cpuModel: string;
    loadAverage: { before: number; after: number };
    autocannon: string;
    postgres: string;
    sharedBuffers: string;
    workMem: string;
  };
  scenarios: ScenarioResult[];
}

/** A node of Postgres' EXPLAIN (FORMAT JSON) tree, as far as the summary reads it. */
interface PlanNode {
  'Node Type': string;
  'Parallel Aware'?: boolean;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Exact Heap Blocks'?: number;
  'Heap Fetches'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

const grouping = new Intl.NumberFormat('en-US');

/** 1234567 → "1,234,567" (en-US grouping, so the tables read the same everywhere). */
export const groupDigits = (value: number): string => grouping.format(value);

/** Nearest-rank percentile `p` (0–100) of ascending `sorted` values; NaN when there are none. */
export const percentile = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

/** Milliseconds with the precision that matters at their size: 0.35, 4.2, 48, 1,250. */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '–';
  if (ms < 1) return ms.toFixed(2);
  if (ms < 10) return ms.toFixed(1);
  return groupDigits(Math.round(ms));
}

/**
 * The essentials of `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)` output: times, every scan node (with its index, rows
 * and heap blocks), whether an index was used and whether any table was read sequentially.
 * `explained` is the "QUERY PLAN" value: an array of one object, or that object.
 */
export function summarizePlan(explained: unknown): PlanSummary {
  const top = (Array.isArray(explained) ? explained[0] : explained) as { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number };
  const scans: ScanSummary[] = [];
  const lines: string[] = [];
  const walk = (node: PlanNode, depth: number) => {
    const loops = node['Actual Loops'] ?? 1;
    const rows = Math.round((node['Actual Rows'] ?? 0) * loops);
    const isScan = /Scan$/.test(node['Node Type']);
    if (isScan) {
      scans.push({
        type: node['Node Type'],
        parallel: Boolean(node['Parallel Aware']),
        index: node['Index Name'] ?? null,
        relation: node['Relation Name'] ?? null,
        rows,
        heapBlocks: (node['Exact Heap Blocks'] ?? 0) + ((node['Lossy Heap Blocks'] as number | undefined) ?? 0),
        heapFetches: node['Heap Fetches'] ?? null,
      });
    }
    lines.push(`${'  '.repeat(depth)}${describeNode(node)} rows=${groupDigits(rows)}${loops > 1 ? ` (${loops} loops)` : ''}`);
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(top.Plan, 0);
  return {
    executionMs: top['Execution Time'],
    planningMs: top['Planning Time'],
    sharedHit: top.Plan['Shared Hit Blocks'] ?? 0,
    sharedRead: top.Plan['Shared Read Blocks'] ?? 0,
    scans,
    usesIndex: scans.some((scan) => scan.index !== null),
    seqScan: scans.some((scan) => scan.type === 'Seq Scan'),
    tree: lines,
  };
}

function describeNode(node: PlanNode): string {
  const parallel = node['Parallel Aware'] ? 'Parallel ' : '';
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const relation = !node['Index Name'] && node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const condition = node['Index Cond'] ?? node['Recheck Cond'] ?? '';
  const filter = node.Filter ? ` filter ${node.Filter}` : '';
  const heap = node['Exact Heap Blocks'] ? ` heap blocks=${groupDigits(node['Exact Heap Blocks'])}` : '';
  const fetches = node['Heap Fetches'] ? ` heap fetches=${groupDigits(node['Heap Fetches'])}` : '';
  return `${parallel}${node['Node Type']}${index}${relation}${condition ? ` ${condition}` : ''}${filter}${heap}${fetches}`;
}

/** "Index Only Scan properties_live_relevance_idx" / "Bitmap Heap Scan (10,030 heap blocks) ← …text_idx". */
export function describeScans(summary: PlanSummary | undefined): string {
  if (!summary) return '–';
  const heapScans = summary.scans.filter((scan) => scan.type === 'Bitmap Heap Scan');
  const parts = summary.scans
    .filter((scan) => scan.type !== 'Bitmap Heap Scan')
    .map((scan) => {
      const name = `${scan.parallel ? 'Parallel ' : ''}${scan.type}${scan.index ? ` ${scan.index}` : ''}`;
      return scan.type === 'Seq Scan' ? `${name.toUpperCase()} on ${scan.relation}` : name;
    });
  const heapBlocks = heapScans.reduce((total, scan) => total + scan.heapBlocks, 0);
  return heapScans.length ? `${parts.join(' + ')} → ${groupDigits(heapBlocks)} heap blocks` : parts.join(' + ');
}

/** The columns of the results table, in order. */
export const resultColumns: Column[] = [
  { title: 'Scenario', align: 'left' },
  { title: 'Matches', align: 'right' },
  { title: 'req/s', align: 'right' },
  { title: 'p50 ms', align: 'right' },
  { title: 'p97.5 ms', align: 'right' },
  { title: 'p99 ms', align: 'right' },
  { title: 'Errors', align: 'right' },
  { title: 'count SQL ms', align: 'right' },
  { title: 'page SQL ms', align: 'right' },
  { title: 'Plan (count | page)', align: 'left' },
];

/** One row of cells per scenario; scenarios that are not searches have no SQL columns. */
export function resultRows(scenarios: ScenarioResult[]): string[][] {
  return scenarios.map((scenario) => {
    const { load, plans } = scenario;
    const errors = load ? load.errors + load.timeouts + load.non2xx : null;
    // No answer within the run: autocannon reports zero latencies, which would read as instant.
    const answered = Boolean(load?.requests);
    return [
      scenario.name,
      scenario.matches === undefined || scenario.matches === null ? '' : groupDigits(scenario.matches),
      load ? groupDigits(Math.round(load.requestsPerSecond)) : '–',
      answered ? formatMs(load!.p50) : '–',
      answered ? formatMs(load!.p97_5) : '–',
      answered ? formatMs(load!.p99) : '–',
      errors === null ? '–' : groupDigits(errors),
      plans ? formatMs(plans.count?.executionMs) : '',
      plans ? formatMs(plans.page?.executionMs) : '',
      plans ? `${describeScans(plans.count)} | ${describeScans(plans.page)}` : '',
    ];
  });
}

const width = (text: string) => [...text].length;
const pad = (text: string, size: number, align: Column['align']) => (align === 'right' ? ' '.repeat(size - width(text)) + text : text + ' '.repeat(size - width(text)));

/** A plain-text table for the terminal, columns padded to their widest cell. */
export function textTable(columns: Column[], rows: string[][]): string {
  const sizes = columns.map((column, index) => Math.max(width(column.title), ...rows.map((row) => width(row[index] ?? ''))));
  const render = (cells: string[]) => cells.map((cell, index) => pad(cell, sizes[index]!, columns[index]!.align)).join('  ').trimEnd();
  return [render(columns.map((column) => column.title)), sizes.map((size) => '─'.repeat(size)).join('  '), ...rows.map(render)].join('\n');
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

export function markdownTable(columns: Column[], rows: string[][]): string {
  const header = `| ${columns.map((column) => escapeCell(column.title)).join(' | ')} |`;
  const rule = `|${columns.map((column) => (column.align === 'right' ? '---:' : '---')).join('|')}|`;
  return [header, rule, ...rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`)].join('\n');
}

/** YYYY-MM-DD of the run, in UTC so a file name never depends on the machine's zone. */
export const runDate = (date: Date): string => date.toISOString().slice(0, 10);

/** bench/results/<date>-<suite>[-tag] */
export function resultsBaseName(date: Date, tag?: string | null, suite = 'search'): string {
  const safeTag = tag ? `-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}` : '';
  return `${runDate(date)}-${suite}${safeTag}`;
}

/** The markdown results file: context, the table, then every search's plans. */
export function renderMarkdown(report: BenchReport): string {
  const { environment: env, settings } = report;
  const lines = [
    `# Catalogue benchmark ${runDate(new Date(report.startedAt))}${report.tag ? ` (${report.tag})` : ''}`,
    '',
    `${groupDigits(report.listings.total)} listings (${groupDigits(report.listings.published)} published) in \`${report.database}\`. ` +
      `${settings.connections} connections for ${settings.duration} s per scenario through the gateway (autocannon ${env.autocannon}), ` +
      `one scenario after the other.`,
    '',
    `Machine: ${env.cpus} × ${env.cpuModel}, Node ${env.node}, ${env.postgres} (shared_buffers ${env.sharedBuffers}, ` +
      `work_mem ${env.workMem}); 1-minute load average ${env.loadAverage.before.toFixed(1)} before the load, ` +
      `${env.loadAverage.after.toFixed(1)} after. Commit \`${env.commit}\`${env.dirty ? ' with uncommitted changes' : ''}${env.root ? `, checkout ${env.root}` : ''}.`,
    '',
    markdownTable(resultColumns, resultRows(report.scenarios)),
    '',
    'Latencies are of whole HTTP requests through the gateway. "count SQL" and "page SQL" are the execution times of',
    '`EXPLAIN (ANALYZE, BUFFERS)` of the exact statements the repository runs for that search (captured from TypeORM),',
    'the median of three runs taken after the load on a quiet database (warm cache); "–" means the repository did not',
    'run that statement. A "–" latency means no request of that scenario was answered within the run.',
    '',
    '## Plans',
  ];
  for (const scenario of report.scenarios.filter((entry) => entry.plans)) {
    lines.push('', `### ${scenario.name}`, '', `\`${JSON.stringify(scenario.body)}\``, '');
    for (const [label, plan] of Object.entries(scenario.plans!) as Array<[string, PlanSummary]>) {
      lines.push(
        `- ${label}: ${formatMs(plan.executionMs)} ms (planning ${formatMs(plan.planningMs)} ms), ` +
          `${plan.seqScan ? '**sequential scan**' : plan.usesIndex ? 'index used' : 'no index'}, ` +
          `buffers hit ${groupDigits(plan.sharedHit)} / read ${groupDigits(plan.sharedRead)}`,
      );
    }
    lines.push('', '```', ...(Object.entries(scenario.plans!) as Array<[string, PlanSummary]>).flatMap(([label, plan]) => [`-- ${label}`, ...plan.tree]), '```');
  }
  return `${lines.join('\n')}\n`;
}
