import { describe, expect, it } from '@jest/globals';
import {
  describeScans,
  formatMs,
  markdownTable,
  percentile,
  renderMarkdown,
  resultColumns,
  resultRows,
  resultsBaseName,
  summarizePlan,
  textTable,
  type BenchReport,
  type ScenarioResult,
} from './format.js';

// Trimmed from real EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) output of the benchmark database (1M listings).
const locationCountPlan = [
  {
    Plan: {
      'Node Type': 'Aggregate',
      'Parallel Aware': false,
      'Actual Rows': 1,
      'Actual Loops': 1,
      'Shared Hit Blocks': 147,
      'Shared Read Blocks': 10027,
      Plans: [
        {
          'Node Type': 'Bitmap Heap Scan',
          'Parallel Aware': false,
          'Relation Name': 'properties',
          'Actual Rows': 5950,
          'Actual Loops': 1,
          'Recheck Cond': "((search_text ~~ '%polanco%'::text) AND published AND (archived_at IS NULL))",
          Filter: "(operation_type = 'comprar'::text)",
          'Exact Heap Blocks': 10030,
          'Lossy Heap Blocks': 0,
          Plans: [
            {
              'Node Type': 'Bitmap Index Scan',
              'Parallel Aware': false,
              'Index Name': 'properties_live_text_idx',
              'Actual Rows': 10388,
              'Actual Loops': 1,
              'Index Cond': "(search_text ~~ '%polanco%'::text)",
            },
          ],
        },
      ],
    },
    'Planning Time': 4.538,
    'Execution Time': 277.507,
  },
];

const parallelCountPlan = {
  Plan: {
    'Node Type': 'Aggregate',
    'Actual Rows': 1,
    'Actual Loops': 1,
    'Shared Hit Blocks': 592,
    'Shared Read Blocks': 0,
    Plans: [
      {
        'Node Type': 'Gather',
        'Actual Rows': 3,
        'Actual Loops': 1,
        Plans: [
          {
            'Node Type': 'Index Only Scan',
            'Parallel Aware': true,
            'Relation Name': 'properties',
            'Index Name': 'properties_live_relevance_idx',
            'Actual Rows': 154689,
            'Actual Loops': 3,
            'Heap Fetches': 0,
            'Index Cond': "(operation_type = 'comprar'::text)",
          },
        ],
      },
    ],
  },
  'Planning Time': 0.173,
  'Execution Time': 53.682,
};

const seqScanPlan = {
  Plan: { 'Node Type': 'Seq Scan', 'Relation Name': 'properties', 'Actual Rows': 12, 'Actual Loops': 1, Filter: '(bedrooms >= 3)' },
  'Planning Time': 0.1,
  'Execution Time': 812.4,
};

describe('summarizePlan', () => {
  it('finds the index behind a bitmap scan and the heap blocks it cost', () => {
    const summary = summarizePlan(locationCountPlan);
    expect(summary).toMatchObject({ executionMs: 277.507, planningMs: 4.538, sharedHit: 147, sharedRead: 10027, usesIndex: true, seqScan: false });
    expect(summary.scans).toEqual([
      { type: 'Bitmap Heap Scan', parallel: false, index: null, relation: 'properties', rows: 5950, heapBlocks: 10030, heapFetches: null },
      { type: 'Bitmap Index Scan', parallel: false, index: 'properties_live_text_idx', relation: null, rows: 10388, heapBlocks: 0, heapFetches: null },
    ]);
    expect(summary.tree).toEqual([
      'Aggregate rows=1',
      "  Bitmap Heap Scan on properties ((search_text ~~ '%polanco%'::text) AND published AND (archived_at IS NULL)) filter (operation_type = 'comprar'::text) heap blocks=10,030 rows=5,950",
      "    Bitmap Index Scan using properties_live_text_idx (search_text ~~ '%polanco%'::text) rows=10,388",
    ]);
  });

  it('counts the rows of every parallel loop', () => {
    const summary = summarizePlan(parallelCountPlan);
    expect(summary.scans[0]).toMatchObject({ type: 'Index Only Scan', parallel: true, rows: 464067, heapFetches: 0 });
    expect(summary.tree[2]).toBe("    Parallel Index Only Scan using properties_live_relevance_idx (operation_type = 'comprar'::text) rows=464,067 (3 loops)");
  });

  it('flags a sequential scan', () => {
    expect(summarizePlan(seqScanPlan)).toMatchObject({ usesIndex: false, seqScan: true });
  });
});

describe('describeScans', () => {
  it('names index scans, heap work and sequential scans', () => {
    expect(describeScans(summarizePlan(locationCountPlan))).toBe('Bitmap Index Scan properties_live_text_idx → 10,030 heap blocks');
    expect(describeScans(summarizePlan(parallelCountPlan))).toBe('Parallel Index Only Scan properties_live_relevance_idx');
    expect(describeScans(summarizePlan(seqScanPlan))).toBe('SEQ SCAN on properties');
    expect(describeScans(undefined)).toBe('–');
  });
});

describe('formatMs', () => {
  it('keeps the precision that matters at each size', () => {
    expect([formatMs(0.347), formatMs(4.21), formatMs(48.6), formatMs(1250.2), formatMs(undefined)]).toEqual(['0.35', '4.2', '49', '1,250', '–']);
  });
});

const load = { requests: 2900, requestsPerSecond: 290.4, p50: 44, p95: 250, p97_5: 298, p99: 378, max: 420, errors: 0, timeouts: 0, non2xx: 0 };
const scenarios: ScenarioResult[] = [
  {
    name: 'search: location "polanco"',
    method: 'POST',
    path: '/api/properties/search',
    body: { operationType: 'comprar', location: 'polanco' },
    matches: 5950,
    load,
    plans: { count: summarizePlan(locationCountPlan), page: summarizePlan(parallelCountPlan) },
  },
  { name: 'search: ≥3 bedrooms + garden', matches: 114795, load: { ...load, requests: 0, requestsPerSecond: 0, p50: 0, p95: 0, p97_5: 0, p99: 0, timeouts: 20 } },
  { name: 'GET / (SPA index)', method: 'GET', path: '/', load: { ...load, non2xx: 3, errors: 1 } },
];

describe('resultRows', () => {
  it('gives one row per scenario, with SQL columns only for searches', () => {
    const rows = resultRows(scenarios);
    expect(rows[0]).toEqual([
      'search: location "polanco"',
      '5,950',
      '290',
      '44',
      '298',
      '378',
      '0',
      '278',
      '54',
      'Bitmap Index Scan properties_live_text_idx → 10,030 heap blocks | Parallel Index Only Scan properties_live_relevance_idx',
    ]);
    expect(rows[2]).toEqual(['GET / (SPA index)', '', '290', '44', '298', '378', '4', '', '', '']);
    expect(rows.every((row) => row.length === resultColumns.length)).toBe(true);
  });

  it('shows no latency, rather than zero, when nothing was answered', () => {
    expect(resultRows(scenarios)[1].slice(2, 7)).toEqual(['0', '–', '–', '–', '20']);
  });
});

describe('tables', () => {
  const columns = [
    { title: 'Scenario', align: 'left' as const },
    { title: 'req/s', align: 'right' as const },
  ];

  it('pads text columns to their widest cell, numbers to the right', () => {
    expect(textTable(columns, [['search: page 40', '38'], ['GET /', '1,449']])).toBe(
      ['Scenario         req/s', '───────────────  ─────', 'search: page 40     38', 'GET /            1,449'].join('\n'),
    );
  });

  it('writes markdown with right-aligned numbers and escaped pipes', () => {
    expect(markdownTable(columns, [['count | page', '3']])).toBe(['| Scenario | req/s |', '|---|---:|', '| count \\| page | 3 |'].join('\n'));
  });
});

describe('resultsBaseName', () => {
  it('dates the file in UTC and keeps the tag file-name safe', () => {
    const lateEvening = new Date('2026-11-22T23:30:00-06:00');
    expect(resultsBaseName(lateEvening)).toBe('2026-11-23-search');
    expect(resultsBaseName(lateEvening, 'Count cache!')).toBe('2026-11-23-search-count-cache');
    expect(resultsBaseName(lateEvening, 'run 2', 'dashboard')).toBe('2026-11-23-dashboard-run-2');
  });
});

describe('percentile', () => {
  it('is the nearest-rank value of the sorted sample', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => index + 1);
    expect([percentile(twenty, 50), percentile(twenty, 95), percentile(twenty, 97.5), percentile(twenty, 100)]).toEqual([10, 19, 20, 20]);
    expect(percentile([7.5], 95)).toBe(7.5);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('renderMarkdown', () => {
  it('puts the context, the table and each search plan in one document', () => {
    const report: BenchReport = {
      tag: 'before',
      startedAt: '2026-11-22T07:05:00.000Z',
      database: 'prestigio_bench',
      listings: { total: 1_000_000, published: 839_976 },
      settings: { duration: 10, connections: 20, seed: 1 },
      environment: {
        commit: 'eb7040a',
        dirty: true,
        root: null,
        node: 'v20.20.2',
        cpus: 2,
        cpuModel: 'Test CPU',
        loadAverage: { before: 0.42, after: 1.9 },
        autocannon: '8.0.0',
        postgres: 'PostgreSQL 15.20',
        sharedBuffers: '128MB',
        workMem: '4MB',
      },
      scenarios,
    };
    const markdown = renderMarkdown(report);
    expect(markdown).toMatch(/^# Catalogue benchmark 2026-11-22 \(before\)\n/);
    expect(markdown).toContain('1,000,000 listings (839,976 published) in `prestigio_bench`. 20 connections for 10 s per scenario');
    expect(markdown).toContain('load average 0.4 before the load, 1.9 after. Commit `eb7040a` with uncommitted changes.');
    expect(markdown).toContain(markdownTable(resultColumns, resultRows(scenarios)));
    expect(markdown).toContain('### search: location "polanco"\n\n`{"operationType":"comprar","location":"polanco"}`');
    expect(markdown).toContain('- count: 278 ms (planning 4.5 ms), index used, buffers hit 147 / read 10,027');
    expect(markdown).toContain('-- page\nAggregate rows=1\n');
    // Only searches have plans.
    expect(markdown).not.toContain('### GET /');
  });
});
