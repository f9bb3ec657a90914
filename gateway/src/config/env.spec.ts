import { describe, expect, it } from '@jest/globals';
import { DEVELOPMENT_IDENTITY_SECRET } from '@prestigio/contracts';
import { defaultWebDist, loadGatewayConfig, parseByteSize } from './env.js';

describe('gateway environment', () => {
  it('applies the documented defaults', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      upstreams: {
        auth: ['http://127.0.0.1:3001'],
        properties: ['http://127.0.0.1:3002'],
        leads: ['http://127.0.0.1:3003'],
        scheduling: ['http://127.0.0.1:3004'],
        chat: ['http://127.0.0.1:3005'],
      },
      webDist: defaultWebDist,
      bodyLimitBytes: 12 * 1024 * 1024,
      identitySecret: DEVELOPMENT_IDENTITY_SECRET,
      natsUrl: 'nats://127.0.0.1:4222',
      natsNamespace: 'prestigio',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/prestigio',
      logLevel: 'log',
      nodeEnv: 'development',
      trustProxy: false,
      allowedOrigins: new Set(['http://localhost:5173', 'http://127.0.0.1:5173']),
      rateLimitScale: 1,
      publicSiteUrl: 'http://localhost:8080',
    });
    expect(defaultWebDist.endsWith('/web/dist')).toBe(true);
  });

  it('allows the configured origins, and the Vite dev server only outside production', () => {
    const production = loadGatewayConfig({ NODE_ENV: 'production', IDENTITY_SECRET: 'a-production-secret-value', ALLOWED_ORIGINS: 'https://www.prestigio.mx/, https://prestigio.mx' });
    expect([...production.allowedOrigins]).toEqual(['https://www.prestigio.mx', 'https://prestigio.mx']);
  });

  it('reads comma-separated replica lists, trimming blanks and trailing slashes', () => {
    const config = loadGatewayConfig({ CHAT_URL: 'http://chat:3005/, http://10.0.0.7:3005 ,', PORT: '9090', BODY_LIMIT: '512kb' });
    expect(config.upstreams.chat).toEqual(['http://chat:3005', 'http://10.0.0.7:3005']);
    expect(config.port).toBe(9090);
    expect(config.bodyLimitBytes).toBe(512 * 1024);
  });

  it('connects to every node of a NATS cluster listed in NATS_URL', () => {
    const nodes = 'nats://nats-1:4222,nats://nats-2:4222, nats://nats-3:4222';
    expect(loadGatewayConfig({ NATS_URL: nodes }).natsUrl).toBe(nodes);
    expect(() => loadGatewayConfig({ NATS_URL: 'nats://nats-1:4222,,nats://nats-2:4222' })).toThrow(/NATS_URL/);
  });

  it('sets how long public answers are replayed, 0 turning the cache off, never past the second public reads may lag', () => {
    expect(loadGatewayConfig({}).tuning.publicAnswerCacheMs).toBe(500);
    expect(loadGatewayConfig({ PUBLIC_ANSWER_CACHE_MS: '0' }).tuning.publicAnswerCacheMs).toBe(0);
    expect(() => loadGatewayConfig({ PUBLIC_ANSWER_CACHE_MS: '5000' })).toThrow(/PUBLIC_ANSWER_CACHE_MS must be at most 1000/);
    expect(() => loadGatewayConfig({ PUBLIC_ANSWER_CACHE_MS: '-1' })).toThrow(/PUBLIC_ANSWER_CACHE_MS must be 0 or more/);
  });

  it('treats empty variables as unset', () => {
    expect(loadGatewayConfig({ AUTH_URL: '', PORT: '' }).upstreams.auth).toEqual(['http://127.0.0.1:3001']);
  });

  it('resolves a relative WEB_DIST against the working directory', () => {
    expect(loadGatewayConfig({ WEB_DIST: 'some/dist' }).webDist).toBe(`${process.cwd()}/some/dist`);
  });

  it.each([
    ['AUTH_URL', { AUTH_URL: 'not a url' }],
    ['LEADS_URL', { LEADS_URL: 'ftp://leads:21' }],
    ['PORT', { PORT: 'eighty' }],
    ['BODY_LIMIT', { BODY_LIMIT: 'lots' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'chatty' }],
    ['IDENTITY_SECRET', { IDENTITY_SECRET: 'short' }],
    ['IDENTITY_SECRET', { NODE_ENV: 'production' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
  ])('fails fast naming %s', (variable, env) => {
    expect(() => loadGatewayConfig(env)).toThrow(new RegExp(`Invalid gateway environment: .*${variable}`));
  });

  it('accepts production with an explicit secret', () => {
    const config = loadGatewayConfig({ NODE_ENV: 'production', IDENTITY_SECRET: 'a-long-production-secret-value' });
    expect(config.identitySecret).toBe('a-long-production-secret-value');
  });

  it.each([
    ['12mb', 12 * 1024 * 1024],
    ['1.5kb', 1536],
    ['100', 100],
    ['2GB', 2 * 1024 ** 3],
    ['0', null],
    ['-1mb', null],
    ['mb', null],
  ])('parses the size %s', (text, bytes) => {
    expect(parseByteSize(text)).toBe(bytes);
  });
});
