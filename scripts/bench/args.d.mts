// Types of args.mjs for the TypeScript that imports it (its unit test).
export declare class UsageError extends Error {}
export type OptionSpec =
  | { type: 'count' | 'positive'; default?: number; help: string }
  | { type: 'flag'; help: string }
  | { type: 'text'; default?: string; help: string };
export declare function parseArguments(argv: string[], spec: Record<string, OptionSpec>): Record<string, unknown> & { help: boolean };
export declare function usage(command: string, spec: Record<string, OptionSpec>, summary: string): string;
export declare const seedOptions: Record<string, OptionSpec>;
export declare const benchOptions: Record<string, OptionSpec>;
