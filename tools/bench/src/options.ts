import type { OptionSpec } from '@prestigio/launcher';

/** `npm run bench`. Defaults keep one run to a few minutes once the catalogue exists. */
export const benchOptions = {
  suite: { type: 'choice', choices: ['all', 'search', 'dashboard', 'chat', 'lighthouse', 'saved-searches', 'ha'], default: 'all', help: 'the catalogue\'s searches, the CRM dashboard, one chat replica, Lighthouse on the public pages, saved-search alerts, or all; ha (not in all): searches on a streaming replica and the shared rate limiter\'s cost' },
  properties: { type: 'count', default: 1_000_000, help: 'listings in the benchmark database (seeded when fewer)' },
  seed: { type: 'count', default: 1, help: 'generator seed of the catalogue' },
  leads: { type: 'count', default: 100_000, help: 'leads in the dashboard benchmark database (activities: five each)' },
  'idle-sockets': { type: 'positive', default: 10_000, help: 'idle chat connections held at once' },
  conversations: { type: 'positive', default: 2_000, help: 'concurrent chat conversations (a question every 10 s each)' },
  duration: { type: 'positive', default: 10, help: 'seconds of load per scenario' },
  connections: { type: 'positive', default: 20, help: 'concurrent connections per scenario' },
  only: { type: 'text', help: 'run only the scenarios whose name contains this text (search suite: also "lead intake", "npm start"; lighthouse suite: "audits" or "taps")' },
  tag: { type: 'text', help: 'suffix of the results files (bench/results/<date>-<suite>-<tag>.md; search, dashboard and lighthouse suites)' },
  root: { type: 'text', help: 'benchmark another built checkout of Prestigio (e.g. a worktree with a proposed change)' },
  baseline: { type: 'text', help: 'search and lighthouse suites: measure this built checkout too (before a change), first, side by side in the same run' },
  fresh: { type: 'flag', help: 'drop and recreate the benchmark database first' },
  drop: { type: 'flag', help: 'only drop the benchmark database and exit' },
  'skip-build': { type: 'flag', help: 'use the existing dist/ folders instead of running the Nx build' },
} as const satisfies Record<string, OptionSpec>;
