// A `.env` file (KEY=VALUE lines, # comments, optional quotes) read into process.env without overriding what the
// shell already set, by Node's own parser (process.loadEnvFile, util.parseEnv).
import fs from 'node:fs';
import { parseEnv } from 'node:util';

/** The variables a `.env` text sets. */
export function parseEnvFile(text: string): Record<string, string> {
  return parseEnv(text) as Record<string, string>;
}

/** Loads `file` if it exists; returns the names it set (those the shell had not set already). */
export function loadEnvFile(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  const applied = Object.keys(parseEnvFile(fs.readFileSync(file, 'utf8'))).filter((name) => process.env[name] === undefined);
  process.loadEnvFile(file);
  return applied;
}
