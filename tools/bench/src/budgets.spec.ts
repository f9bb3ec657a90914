import { describe, expect, it } from '@jest/globals';
import { budgetLines, cacheShare, describeCpu, metLabel, missedFactor, NEXT_STEPS, nextStepsOf } from './budgets.js';
import type { LoadSummary } from './format.js';

const load = (overrides: Partial<LoadSummary>): LoadSummary => ({
  requests: 2_000,
  requestsPerSecond: 200,
  p50: 4,
  p95: 10,
  p97_5: 12,
  p99: 20,
  max: 40,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  ...overrides,
});

describe('budgetLines', () => {
  const lines = budgetLines({
    searches: [
      { name: 'search: defaults (spec §9)', fixedRate: load({}), saturation: load({ requestsPerSecond: 1_210.4, p99: 48 }), countP95Ms: 0.4, counted: true },
      { name: 'search: Jalisco, 2–5 M', fixedRate: load({ p99: 31 }), countP95Ms: 6.2, counted: true },
      // Offered 200 a second, answered 150: latency within the budget does not make up for the rate.
      { name: 'search: location "polanco"', fixedRate: load({ requestsPerSecond: 150 }), counted: false },
      { name: 'search: ≥12 bedrooms (no match)', fixedRate: load({ non2xx: 3 }), countP95Ms: 4.9, counted: true },
    ],
    intake: { load: load({ requestsPerSecond: 640, p99: 90 }), accepted: 6_400, stored: 6_400, published: 6_399 },
    start: { firstSeconds: 14.2, againSeconds: 7.9 },
  });
  const line = (start: string) => lines.find((entry) => entry.budget.startsWith(start))!;

  it('checks each search shape at the fixed rate: p99, the rate actually served, and no error', () => {
    expect(line('search: defaults (spec §9): p99').met).toBe(true);
    expect(line('search: Jalisco, 2–5 M (geographic): p99').met).toBe(false);
    expect(line('search: Jalisco, 2–5 M (geographic): p99').measured).toBe('p99 31 ms, p50 4.0 ms at 200 req/s');
    expect(line('search: location "polanco": p99').met).toBe(false);
    expect(line('search: ≥12 bedrooms (no match): p99').measured).toContain('3 errors');
    expect(line('search: ≥12 bedrooms (no match): p99').met).toBe(false);
  });

  it('reads the default search at saturation and every count p95, and says when a search ran no count', () => {
    expect(line('search: defaults (spec §9): ≥ 1,500 req/s')).toEqual({
      budget: 'search: defaults (spec §9): ≥ 1,500 req/s at saturation',
      measured: '1,210 req/s, p99 48 ms',
      met: false,
      missedBy: '1.2×',
      nextStep: NEXT_STEPS.saturation,
    });
    expect(line('search: Jalisco, 2–5 M: count').missedBy).toBe('1.2×');
    expect(metLabel(false, '1.2×')).toBe('**missed** by 1.2×');
    expect(line('search: defaults (spec §9): count').met).toBe(true);
    expect(line('search: Jalisco, 2–5 M: count').met).toBe(false);
    expect(line('search: ≥12 bedrooms (no match): count').met).toBe(true);
    expect(lines.some((entry) => entry.budget.startsWith('search: location "polanco": count'))).toBe(false);
  });

  it('misses lead intake when one event is not in the stream, however fast', () => {
    expect(line('lead intake')).toEqual({
      budget: 'lead intake (POST /api/leads): ≥ 500 inquiries/s sustained, each stored and published once',
      measured: '640/s (p99 90 ms); 6,400 accepted in the run, 6,400 stored, 6,399 lead.created published',
      met: false,
      // Fast enough: no factor to give, the miss is the event.
      nextStep: NEXT_STEPS.intake,
    });
  });

  it('meets lead intake with requests still in flight at the end: stored and published alike, more than answered', () => {
    const [intake] = budgetLines({ searches: [], intake: { load: load({ requestsPerSecond: 640 }), accepted: 6_400, stored: 6_420, published: 6_420 } });
    expect(intake!.met).toBe(true);
  });

  it('times npm start on the migrated database, and names where the replica and the limiter are measured', () => {
    expect(line('npm start').met).toBe(true);
    expect(line('npm start').measured).toBe('7.9 s (database migrated); 14.2 s on an empty database (migrations, demo catalogue)');
    expect(metLabel(line('the same searches served by the replica').met)).toBe('see there');
  });

  it('says how far a missed line is (a ceiling: measured ÷ budget; a floor: budget ÷ measured) and lists each next step once', () => {
    expect(missedFactor(66, 30, 'ceiling')).toBe('2.2×');
    expect(missedFactor(154, 500, 'floor')).toBe('3.2×');
    expect(missedFactor(2_133, 30, 'ceiling')).toBe('71×');
    expect(line('search: location "polanco": p99').missedBy).toBe('1.3×');
    expect(line('npm start').nextStep).toBeUndefined();
    expect(nextStepsOf(lines)).toEqual([NEXT_STEPS.fixedRate, NEXT_STEPS.saturation, NEXT_STEPS.count, NEXT_STEPS.intake]);
  });
});

describe('cacheShare and describeCpu', () => {
  it("says which share of the answers the gateway's cache served, and nothing when it served none", () => {
    expect(cacheShare(load({ requests: 2_000, cacheHits: 1_990 }))).toBe("; 100 % from the gateway's cache");
    expect(cacheShare(load({ requests: 2_000, cacheHits: 1_500 }))).toBe("; 75 % from the gateway's cache");
    expect(cacheShare(load({ requests: 2_000 }))).toBe('');
  });

  it("lists each process's CPU per request and their total, leaving out what was not measured", () => {
    expect(describeCpu({ gateway: 0.21, properties: 0.4, postgres: NaN, autocannon: 0.3 })).toBe('gateway 0.21, properties 0.40, autocannon 0.30 ms (total 0.91 ms)');
  });
});
