// Prefixes every line a process prints with a fixed-width, coloured name (`auth       │ ...`), so the output of the
// whole stack can be read in one terminal.
import readline from 'node:readline';

/** Where prefixed lines go: a terminal, a file, a pipe; null prints nowhere. */
export type Output = NodeJS.WritableStream & { isTTY?: boolean };

export interface LineLog {
  label: string;
  recent: string[];
  write(line: string): void;
  follow(stream: NodeJS.ReadableStream): void;
  tail(count?: number): string;
}

const NAME_WIDTH = 10;
const COLOURS = [36, 35, 33, 32, 34, 91, 96, 95, 93, 92];
const assignedColours = new Map<string, number>();

/** Colour only for a terminal (and never with NO_COLOR); FORCE_COLOR forces it. */
export function wantsColour(output: Output | null | undefined): boolean {
  if (process.env.NO_COLOR) return false;
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== '0') return true;
  return Boolean(output?.isTTY);
}

function colourFor(name: string): number {
  if (!assignedColours.has(name)) assignedColours.set(name, COLOURS[assignedColours.size % COLOURS.length]);
  return assignedColours.get(name)!;
}

/** `label` padded to the common width, coloured when the output is a terminal. */
export function formatPrefix(label: string, output: Output | null = process.stdout): string {
  const padded = `${label.padEnd(NAME_WIDTH)} │`;
  return wantsColour(output) ? `\x1b[${colourFor(label)}m${padded}\x1b[0m` : padded;
}

/** Children print plain text when their lines end up in a file or a pipe (Nest colours its logs by default). */
export function childColourEnv(output: Output | null | undefined): Record<string, string> {
  return wantsColour(output) ? {} : { NO_COLOR: '1' };
}

/** A writer of whole lines under one label; also keeps the last lines for error messages. */
export function createLineLog(label: string, output: Output | null = process.stdout, keep = 60): LineLog {
  const prefix = formatPrefix(label, output);
  const recent: string[] = [];
  return {
    label,
    recent,
    write(line: string) {
      recent.push(line);
      if (recent.length > keep) recent.shift();
      if (output) output.write(`${prefix} ${line}\n`);
    },
    /** Forwards every line of a readable stream (a child's stdout or stderr). */
    follow(stream: NodeJS.ReadableStream) {
      readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => this.write(line));
    },
    tail(count = 30) {
      return recent.slice(-count).map((line) => `    ${line}`).join('\n') || '    (no output)';
    },
  };
}
