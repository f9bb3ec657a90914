import type { OptionSpec } from '@prestigio/launcher';

/** `npm run seed`: the generator's own options. */
export const seedOptions = {
  properties: { type: 'count', default: 1000, help: 'how many generated listings the catalogue should hold' },
  seed: { type: 'count', default: 1, help: 'generator seed; the same seed always gives the same catalogue' },
} as const satisfies Record<string, OptionSpec>;
