import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway, type Gateway, type GatewayDependencies } from '../../src/app.js';
import { defaultTuning, upstreamNames, type GatewayConfig, type GatewayTuning, type UpstreamName } from '../../src/config/env.js';

export const TEST_IDENTITY_SECRET = 'gateway-test-identity-secret';

/**
 * A port that nothing listens on: bound, read, released. Connections to it are refused (a replica that is down).
 */
export async function unusedPortUrl(): Promise<string> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as import('node:net').AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export interface TestGatewayOptions {
  upstreams: Partial<Record<UpstreamName, string[]>>;
  webDist?: string;
  bodyLimitBytes?: number;
  tuning?: Partial<GatewayTuning>;
  trustProxy?: boolean;
  allowedOrigins?: string[];
  rateLimitScale?: number;
  publicSiteUrl?: string;
  dependencies?: GatewayDependencies;
}

export interface RunningGateway {
  gateway: Gateway;
  baseUrl: string;
  port: number;
}

/** The gateway on a free port with short timeouts; upstreams not given point at a closed port. */
export async function startTestGateway(options: TestGatewayOptions): Promise<RunningGateway> {
  const closedPort = await unusedPortUrl();
  const upstreams = Object.fromEntries(upstreamNames.map((name) => [name, options.upstreams[name] ?? [closedPort]])) as Record<UpstreamName, string[]>;
  const config: GatewayConfig = {
    host: '127.0.0.1',
    port: 0,
    upstreams,
    webDist: options.webDist ?? join(tmpdir(), 'prestigio-gateway-no-web-dist'),
    bodyLimitBytes: options.bodyLimitBytes ?? 12 * 1024 * 1024,
    identitySecret: TEST_IDENTITY_SECRET,
    natsUrl: 'nats://127.0.0.1:4222',
    natsNamespace: 'gateway-test',
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/prestigio',
    logLevel: 'error',
    nodeEnv: 'test',
    trustProxy: options.trustProxy ?? false,
    allowedOrigins: new Set(options.allowedOrigins ?? []),
    // Off unless a test is about it: most tests send many requests from one address.
    rateLimitScale: options.rateLimitScale ?? 0,
    publicSiteUrl: options.publicSiteUrl ?? 'https://prestigio.test',
    tuning: { ...defaultTuning, connectTimeoutMs: 500, upstreamTimeoutMs: 1_000, markDownMs: 300, healthTimeoutMs: 500, shutdownGraceMs: 1_000, ...options.tuning },
  };
  const gateway = await createGateway(config, options.dependencies);
  const { port } = await gateway.listen(0);
  return { gateway, port, baseUrl: `http://127.0.0.1:${port}` };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json<T = unknown>(): T;
}

/** A plain HTTP request with exactly the headers given (fetch would add Accept-Encoding and decode bodies). */
export function send(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: OutgoingHttpHeaders; body?: string | Buffer; chunked?: boolean } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    // `path` is sent as written (a URL string would have its dot segments normalised away by the client).
    const req = httpRequest({ hostname, port, path, method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body,
          text: body.toString('utf8'),
          json: <T>() => JSON.parse(body.toString('utf8')) as T,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (init.body !== undefined && init.chunked) {
      // Written in pieces without a Content-Length: the limit has to be enforced while streaming.
      const body = Buffer.from(init.body);
      const pieceSize = 16 * 1024;
      for (let offset = 0; offset < body.length; offset += pieceSize) req.write(body.subarray(offset, offset + pieceSize));
      req.end();
    } else {
      req.end(init.body);
    }
  });
}

/** A temporary WEB_DIST; removed by the returned cleanup. */
export function makeTempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
