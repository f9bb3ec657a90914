// Types of format.mjs for the TypeScript that imports it (its unit test).
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
  p97_5: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
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
export declare const groupDigits: (value: number) => string;
export declare function formatMs(ms: number | null | undefined): string;
export declare function summarizePlan(explained: unknown): PlanSummary;
export declare function describeScans(summary: PlanSummary | undefined): string;
export declare const resultColumns: Column[];
export declare function resultRows(scenarios: ScenarioResult[]): string[][];
export declare function textTable(columns: Column[], rows: string[][]): string;
export declare function markdownTable(columns: Column[], rows: string[][]): string;
export declare const runDate: (date: Date) => string;
export declare function resultsBaseName(date: Date, tag?: string | null): string;
export declare function renderMarkdown(report: BenchReport): string;
