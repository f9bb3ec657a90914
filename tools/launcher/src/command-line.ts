// Command-line options of the tools (`npm run seed`, `npm run bench`): `--name value`, `--name=value` and bare flags,
// split by Node's util.parseArgs, then checked against a small specification so a typo fails loudly instead of
// silently running a different benchmark.
import { parseArgs } from 'node:util';

export class UsageError extends Error {}

export type OptionSpec =
  | { type: 'count' | 'positive'; default?: number; help: string }
  | { type: 'flag'; help: string }
  | { type: 'text'; default?: string; help: string }
  | { type: 'choice'; choices: readonly string[]; default: string; help: string };

type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;
type ValueOf<Spec extends OptionSpec> = Spec extends { type: 'flag' }
  ? boolean
  : Spec extends { type: 'count' | 'positive' }
    ? number
    : Spec extends { type: 'choice'; choices: readonly (infer Choice)[] }
      ? Choice
      : string | undefined;

/** The parsed options: camelCase names, `help` always there. */
export type ParsedOptions<Specs extends Record<string, OptionSpec>> = { help: boolean } & {
  -readonly [Name in keyof Specs & string as CamelCase<Name>]: ValueOf<Specs[Name]>;
};

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function parseNumber(name: string, raw: string | undefined, type: 'count' | 'positive'): number {
  // Digits only, in the readable forms people type: 1000000, 1_000_000, 1,000,000 (not 1e6, -5 or 2.5).
  const value = raw !== undefined && /^\d[\d_,]*$/.test(raw) ? Number(raw.replace(/[_,]/g, '')) : NaN;
  const valid = Number.isSafeInteger(value) && (type === 'count' ? value >= 0 : value > 0);
  if (raw === undefined || !valid) {
    throw new UsageError(`--${name} takes a whole number${type === 'positive' ? ' greater than 0' : ''} (got ${raw === undefined ? 'nothing' : `"${raw}"`})`);
  }
  return value;
}

/**
 * Parses `argv` (without node and the script) against `spec` (keys in kebab-case). Returns the options in
 * camelCase with defaults applied, and `help: true` when --help or -h was given. Throws UsageError otherwise.
 */
export function parseArguments<Specs extends Record<string, OptionSpec>>(argv: string[], spec: Specs): ParsedOptions<Specs> {
  const options: Record<string, unknown> = { help: false };
  for (const [name, option] of Object.entries(spec)) {
    options[camelCase(name)] = option.type === 'flag' ? false : option.default;
  }
  // Not strict: parseArgs' own errors name no value; the checks below say what each option takes.
  const { tokens } = parseArgs({
    args: argv,
    options: {
      help: { type: 'boolean', short: 'h' },
      ...Object.fromEntries(Object.entries(spec).map(([name, option]) => [name, { type: option.type === 'flag' ? 'boolean' : 'string' } as const])),
    },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind === 'positional') throw new UsageError(`Unexpected argument "${token.value}"`);
    if (token.kind !== 'option') continue;
    if (token.name === 'help') {
      options.help = true;
      continue;
    }
    const option = spec[token.name];
    if (!option) throw new UsageError(`Unknown option ${token.rawName}`);
    const name = token.name;
    if (option.type === 'flag') {
      if (token.value !== undefined) throw new UsageError(`--${name} takes no value`);
      options[camelCase(name)] = true;
      continue;
    }
    // `--properties --fresh`: the next option is not this one's value.
    const raw = !token.inlineValue && token.value?.startsWith('--') ? undefined : token.value;
    if (option.type === 'text') {
      if (!raw) throw new UsageError(`--${name} takes a value`);
      options[camelCase(name)] = raw;
    } else if (option.type === 'choice') {
      if (raw === undefined || !option.choices.includes(raw)) {
        throw new UsageError(`--${name} takes one of ${option.choices.join(', ')} (got ${raw === undefined ? 'nothing' : `"${raw}"`})`);
      }
      options[camelCase(name)] = raw;
    } else {
      options[camelCase(name)] = parseNumber(name, raw, option.type);
    }
  }
  return options as ParsedOptions<Specs>;
}

/** The --help text: one line per option with its default. */
export function usage(command: string, spec: Record<string, OptionSpec>, summary: string): string {
  const lines = Object.entries(spec).map(([name, option]) => {
    const value = option.type === 'choice' ? option.choices.join('|') : option.type === 'text' ? 'VALUE' : 'N';
    const left = option.type === 'flag' ? `--${name}` : `--${name} ${value}`;
    const fallback = option.type !== 'flag' && option.default !== undefined ? ` (default ${option.default})` : '';
    return `  ${left.padEnd(22)} ${option.help}${fallback}`;
  });
  return `Usage: ${command} [options]\n${summary}\n\nOptions:\n${lines.join('\n')}\n  ${'--help'.padEnd(22)} this text\n`;
}

/**
 * Parses this process's arguments against `spec`; prints the usage and exits on --help (0) or a usage error (2).
 */
export function parseCommandLine<Specs extends Record<string, OptionSpec>>(command: string, spec: Specs, summary: string): ParsedOptions<Specs> {
  let options: ParsedOptions<Specs>;
  try {
    options = parseArguments(process.argv.slice(2), spec);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`✖ ${error.message}\n\n${usage(command, spec, '')}`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(usage(command, spec, summary));
    process.exit(0);
  }
  return options;
}
