import type { ParsedOptions, StartedStack } from '@prestigio/launcher';
import type { benchOptions } from './options.js';

export type BenchOptions = ParsedOptions<typeof benchOptions>;

/** The built stack as the bench starts it (free ports, a random NATS namespace), and how to stop it early. */
export type StartBenchStack = (settings: {
  databaseUrl: string;
  natsUrl: string;
  root: string;
  env: Record<string, string>;
}) => Promise<{ stack: StartedStack; stopStack: () => Promise<void>; namespace: string }>;

/** What main.ts hands each suite (dashboard, chat, Lighthouse). */
export interface SuiteContext {
  root: string;
  databaseUrl: string;
  natsUrl: string;
  options: BenchOptions;
  /** A heading for the next step. */
  step: (text: string) => void;
  /** One line of output. */
  say: (text: string) => void;
  startBenchStack: StartBenchStack;
}
