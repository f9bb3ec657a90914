// Command-line options of `npm run seed` and `npm run bench`: `--name value`, `--name=value` and bare flags, checked
// against a small specification so a typo fails loudly instead of silently running a different benchmark.

export class UsageError extends Error {}

/**
 * @typedef {{ type: 'count' | 'positive', default?: number, help: string }
 *   | { type: 'flag', help: string }
 *   | { type: 'text', default?: string, help: string }
 *   | { type: 'choice', choices: string[], default: string, help: string }} OptionSpec
 */

const isOption = (argument) => argument.startsWith('--');
const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

function parseNumber(name, raw, type) {
  // Digits only, in the readable forms people type: 1000000, 1_000_000, 1,000,000 (not 1e6, -5 or 2.5).
  const digits = /^\d[\d_,]*$/.test(raw ?? '');
  const value = digits ? Number(raw.replace(/[_,]/g, '')) : NaN;
  const valid = Number.isSafeInteger(value) && (type === 'count' ? value >= 0 : value > 0);
  if (raw === undefined || !valid) {
    throw new UsageError(`--${name} takes a whole number${type === 'positive' ? ' greater than 0' : ''} (got ${raw === undefined ? 'nothing' : `"${raw}"`})`);
  }
  return value;
}

/**
 * Parses `argv` (without node and the script) against `spec` (keys in kebab-case). Returns the options in
 * camelCase with defaults applied, and `help: true` when --help or -h was given. Throws UsageError otherwise.
 *
 * @param {string[]} argv
 * @param {Record<string, OptionSpec>} spec
 */
export function parseArguments(argv, spec) {
  const options = { help: false };
  for (const [name, option] of Object.entries(spec)) {
    options[camelCase(name)] = option.type === 'flag' ? false : option.default;
  }
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (argument === '--help' || argument === '-h') {
      options.help = true;
      continue;
    }
    if (!isOption(argument)) throw new UsageError(`Unexpected argument "${argument}"`);
    const [name, inline] = argument.slice(2).split(/=(.*)/s, 2);
    const option = spec[name];
    if (!option) throw new UsageError(`Unknown option --${name}`);
    if (option.type === 'flag') {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
      options[camelCase(name)] = true;
      continue;
    }
    let raw = inline;
    if (raw === undefined && index + 1 < argv.length && !isOption(argv[index + 1])) raw = argv[++index];
    if (option.type === 'text') {
      if (!raw) throw new UsageError(`--${name} takes a value`);
      options[camelCase(name)] = raw;
    } else if (option.type === 'choice') {
      if (!option.choices.includes(raw)) throw new UsageError(`--${name} takes one of ${option.choices.join(', ')} (got ${raw === undefined ? 'nothing' : `"${raw}"`})`);
      options[camelCase(name)] = raw;
    } else {
      options[camelCase(name)] = parseNumber(name, raw, option.type);
    }
  }
  return options;
}

/** The --help text: one line per option with its default. */
export function usage(command, spec, summary) {
  const lines = Object.entries(spec).map(([name, option]) => {
    const value = option.type === 'choice' ? option.choices.join('|') : option.type === 'text' ? 'VALUE' : 'N';
    const left = option.type === 'flag' ? `--${name}` : `--${name} ${value}`;
    const fallback = option.type !== 'flag' && option.default !== undefined ? ` (default ${option.default})` : '';
    return `  ${left.padEnd(22)} ${option.help}${fallback}`;
  });
  return `Usage: ${command} [options]\n${summary}\n\nOptions:\n${lines.join('\n')}\n  ${'--help'.padEnd(22)} this text\n`;
}

/** `npm run seed`: the generator's own options, passed on to the properties service's seed CLI. */
export const seedOptions = {
  properties: { type: 'count', default: 1000, help: 'how many generated listings the catalogue should hold' },
  seed: { type: 'count', default: 1, help: 'generator seed; the same seed always gives the same catalogue' },
};

/** `npm run bench`. Defaults keep one run to a few minutes once the catalogue exists. */
export const benchOptions = {
  suite: { type: 'choice', choices: ['all', 'search', 'dashboard', 'chat', 'lighthouse'], default: 'all', help: 'the catalogue\'s searches, the CRM dashboard, one chat replica, Lighthouse on the public pages, or all' },
  properties: { type: 'count', default: 1_000_000, help: 'listings in the benchmark database (seeded when fewer)' },
  seed: { type: 'count', default: 1, help: 'generator seed of the catalogue' },
  leads: { type: 'count', default: 100_000, help: 'leads in the dashboard benchmark database (activities: five each)' },
  'idle-sockets': { type: 'positive', default: 10_000, help: 'idle chat connections held at once' },
  conversations: { type: 'positive', default: 2_000, help: 'concurrent chat conversations (a question every 10 s each)' },
  duration: { type: 'positive', default: 10, help: 'seconds of load per scenario' },
  connections: { type: 'positive', default: 20, help: 'concurrent connections per scenario' },
  only: { type: 'text', help: 'run only the scenarios whose name contains this text (lighthouse suite: "audits" or "taps")' },
  tag: { type: 'text', help: 'suffix of the results files (bench/results/<date>-search-<tag>.md)' },
  root: { type: 'text', help: 'benchmark another built checkout of Prestigio (e.g. a worktree with a proposed change)' },
  baseline: { type: 'text', help: 'lighthouse suite: measure this built checkout too (before a change), first, side by side in the same run' },
  fresh: { type: 'flag', help: 'drop and recreate the benchmark database first' },
  drop: { type: 'flag', help: 'only drop the benchmark database and exit' },
  'skip-build': { type: 'flag', help: 'use the existing dist/ folders instead of running the Nx build' },
};
