import { describe, expect, it, jest } from '@jest/globals';
import { DEVELOPMENT_IDENTITY_SECRET } from '@prestigio/contracts';
import { defineServiceEnv, loadEnv, parseEnv } from './env.js';
import { z } from 'zod';

const schema = defineServiceEnv(3003, { SMTP_PORT: z.coerce.number().int().default(1025) });

describe('service env', () => {
  it('fills every documented default, with the service port', () => {
    const result = parseEnv(schema, {});
    expect(result).toEqual({
      ok: true,
      env: {
        PORT: 3003,
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/prestigio',
        NATS_URL: 'nats://127.0.0.1:4222',
        NATS_NAMESPACE: 'prestigio',
        NATS_STREAM_REPLICAS: 1,
        IDENTITY_SECRET: DEVELOPMENT_IDENTITY_SECRET,
        LOG_LEVEL: 'log',
        NODE_ENV: 'development',
        SEED_DEMO_DATA: false,
        SMTP_PORT: 1025,
      },
    });
  });

  it('refuses the public development identity secret in production', () => {
    const result = parseEnv(schema, { NODE_ENV: 'production', IDENTITY_SECRET: DEVELOPMENT_IDENTITY_SECRET });
    expect(result).toEqual({
      ok: false,
      problems: ['Invalid environment variable IDENTITY_SECRET: must not be the public development value in production'],
    });
  });

  it('treats an empty value (FOO= in a compose file) as not set', () => {
    const result = parseEnv(schema, { IDENTITY_SECRET: '', PORT: '', LOG_LEVEL: '' });
    expect(result).toMatchObject({ ok: true, env: { IDENTITY_SECRET: DEVELOPMENT_IDENTITY_SECRET, PORT: 3003, LOG_LEVEL: 'log' } });
  });

  it('reads and converts given values, and ignores unrelated variables', () => {
    const result = parseEnv(schema, {
      PORT: '4100',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'debug',
      NATS_URL: 'nats://a:4222,nats://b:4222',
      NATS_STREAM_REPLICAS: '3',
      PATH: '/usr/bin',
    });
    expect(result.ok && result.env).toMatchObject({ PORT: 4100, SEED_DEMO_DATA: true, LOG_LEVEL: 'debug', NATS_STREAM_REPLICAS: 3 });
    expect(result.ok && 'PATH' in result.env).toBe(false);
  });

  it('names every bad variable on its own line', () => {
    const result = parseEnv(schema, {
      PORT: '70000',
      DATABASE_URL: 'mysql://x',
      DATABASE_REPLICA_URL: 'replica:5433',
      NATS_NAMESPACE: 'has.dots',
      LOG_LEVEL: 'chatty',
      SEED_DEMO_DATA: 'yes',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'Invalid environment variable PORT: must be between 0 and 65535',
        'Invalid environment variable DATABASE_URL: must be a postgres:// URL',
        'Invalid environment variable DATABASE_REPLICA_URL: must be a postgres:// URL',
        'Invalid environment variable NATS_NAMESPACE: must contain only letters, digits, "_" or "-"',
        'Invalid environment variable LOG_LEVEL: must be one of error, warn, log, debug, verbose',
        'Invalid environment variable SEED_DEMO_DATA: must be true or false',
      ],
    });
  });

  it('requires IDENTITY_SECRET in production, and only there', () => {
    expect(parseEnv(schema, { NODE_ENV: 'production' })).toEqual({
      ok: false,
      problems: ['Invalid environment variable IDENTITY_SECRET: is required when NODE_ENV=production'],
    });
    const secret = 'a-production-secret-of-some-length';
    const production = parseEnv(schema, { NODE_ENV: 'production', IDENTITY_SECRET: secret });
    expect(production.ok && production.env.IDENTITY_SECRET).toBe(secret);
    expect(parseEnv(schema, { IDENTITY_SECRET: 'short' })).toEqual({
      ok: false,
      problems: ['Invalid environment variable IDENTITY_SECRET: must be at least 16 characters long'],
    });
  });

  it('fails fast: loadEnv reports each problem and exits with code 1', () => {
    const report = jest.fn<(line: string) => void>();
    const exit = jest.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    expect(() => loadEnv(schema, { source: { PORT: 'http', NODE_ENV: 'staging' }, report, exit })).toThrow('exit 1');
    expect(report.mock.calls.map(([line]) => line)).toEqual([
      'Invalid environment variable PORT: must be a port number',
      'Invalid environment variable NODE_ENV: must be development, production or test',
    ]);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('returns the env without reporting anything when it is valid', () => {
    const report = jest.fn<(line: string) => void>();
    expect(loadEnv(schema, { source: { PORT: '3999' }, report }).PORT).toBe(3999);
    expect(report).not.toHaveBeenCalled();
  });
});
