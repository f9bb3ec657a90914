import { describe, expect, it } from '@jest/globals';
import { parseArguments, usage, UsageError } from '@prestigio/launcher';
import { seedOptions } from '@prestigio/seed';
import { benchOptions } from './options.js';

describe('parseArguments', () => {
  it('applies the defaults when nothing is given', () => {
    expect(parseArguments([], benchOptions)).toEqual({
      help: false,
      suite: 'all',
      properties: 1_000_000,
      seed: 1,
      leads: 100_000,
      idleSockets: 10_000,
      conversations: 2_000,
      duration: 10,
      connections: 20,
      only: undefined,
      tag: undefined,
      root: undefined,
      baseline: undefined,
      fresh: false,
      drop: false,
      skipBuild: false,
    });
  });

  it('reads values after a space or an equals sign, and readable digit groups', () => {
    const options = parseArguments(['--properties', '1_000_000', '--seed=7', '--duration', '5', '--connections=1,000'], benchOptions);
    expect(options).toMatchObject({ properties: 1_000_000, seed: 7, duration: 5, connections: 1000 });
  });

  it('turns flags on and names them in camelCase', () => {
    expect(parseArguments(['--fresh', '--skip-build'], benchOptions)).toMatchObject({ fresh: true, skipBuild: true, drop: false });
  });

  it('keeps text values, equals signs included', () => {
    expect(parseArguments(['--only', 'search: page', '--tag=a=b'], benchOptions)).toMatchObject({ only: 'search: page', tag: 'a=b' });
  });

  it("reads the Lighthouse suite's baseline checkout and half", () => {
    expect(parseArguments(['--suite', 'lighthouse', '--baseline', '../before', '--only=taps'], benchOptions)).toMatchObject({ suite: 'lighthouse', baseline: '../before', only: 'taps' });
  });

  it('asks for help with --help or -h', () => {
    expect(parseArguments(['-h'], seedOptions).help).toBe(true);
    expect(parseArguments(['--properties', '5', '--help'], seedOptions)).toMatchObject({ help: true, properties: 5 });
  });

  it('accepts zero listings but not a zero duration', () => {
    expect(parseArguments(['--properties', '0'], seedOptions).properties).toBe(0);
    expect(() => parseArguments(['--duration', '0'], benchOptions)).toThrow('--duration takes a whole number greater than 0 (got "0")');
  });

  it.each([
    [['--properties'], '--properties takes a whole number (got nothing)'],
    [['--properties', '--fresh'], '--properties takes a whole number (got nothing)'],
    [['--properties', '1e6'], '--properties takes a whole number (got "1e6")'],
    [['--properties', '-5'], '--properties takes a whole number (got "-5")'],
    [['--seed', '1.5'], '--seed takes a whole number (got "1.5")'],
    [['--propertys', '5'], 'Unknown option --propertys'],
    [['1000000'], 'Unexpected argument "1000000"'],
    [['--fresh=yes'], '--fresh takes no value'],
    [['--only'], '--only takes a value'],
    [['--suite', 'chats'], '--suite takes one of all, search, dashboard, chat, lighthouse, saved-searches, ha (got "chats")'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArguments(argv, benchOptions)).toThrow(new UsageError(message));
  });
});

describe('usage', () => {
  it('lists every option with its default', () => {
    const text = usage('npm run seed --', seedOptions, 'Adds listings.');
    expect(text).toContain('Usage: npm run seed -- [options]\nAdds listings.');
    expect(text).toMatch(/--properties N +how many generated listings the catalogue should hold \(default 1000\)/);
    expect(text).toMatch(/--seed N +generator seed; .* \(default 1\)/);
    expect(text).toMatch(/--help +this text/);
  });

  it('shows flags without a value or default', () => {
    expect(usage('npm run bench --', benchOptions, '')).toMatch(/\n {2}--fresh {16}drop and recreate the benchmark database first\n/);
  });
});
