import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';

/** What a fake upstream saw of one request; it also sends this back as its JSON body. */
export interface EchoedRequest {
  upstream: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface UpgradeSeen {
  url: string;
  headers: IncomingHttpHeaders;
}

export interface FakeUpstream {
  readonly name: string;
  readonly url: string;
  readonly port: number;
  readonly requests: EchoedRequest[];
  readonly upgrades: UpgradeSeen[];
  /** TCP connections accepted so far (keep-alive reuse shows as few connections for many requests). */
  readonly connectionCount: number;
  /** Stops listening and drops every connection (a crashed replica). */
  stop(): Promise<void>;
  /** Listens again on the same host and port (the replica came back). */
  restart(): Promise<void>;
}

export interface FakeUpstreamOptions {
  host?: string;
  port?: number;
  /** Never answer requests whose path starts with this (for timeouts). */
  hangOn?: string;
  /** What GET /health answers. */
  healthStatus?: () => number;
}

/**
 * An HTTP + WebSocket server that echoes what reached it: method, path, headers and body over HTTP; every
 * WebSocket message back as `echo:<message>`. It also sets headers the gateway must override or drop.
 */
export async function startFakeUpstream(name: string, options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const host = options.host ?? '127.0.0.1';
  const requests: EchoedRequest[] = [];
  const upgrades: UpgradeSeen[] = [];
  const sockets = new Set<Socket>();
  let connectionCount = 0;

  const handler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/health') {
        const status = options.healthStatus?.() ?? 200;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: status === 200 ? 'ok' : 'error', service: name, checks: { database: { status: status === 200 ? 'up' : 'down' } } }));
        return;
      }
      const seen: EchoedRequest = { upstream: name, method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(seen);
      if (options.hangOn && req.url!.startsWith(options.hangOn)) return;
      res.writeHead(200, {
        'content-type': 'application/json',
        'x-powered-by': 'Express',
        'x-frame-options': 'SAMEORIGIN',
      });
      res.end(JSON.stringify(seen));
    });
  };

  let server: Server;
  let wss: WebSocketServer;
  let port = options.port ?? 0;

  const listen = async () => {
    server = createServer(handler);
    server.on('connection', (socket: Socket) => {
      connectionCount += 1;
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    wss = new WebSocketServer({ server, path: '/ws' });
    wss.on('connection', (socket, req) => {
      upgrades.push({ url: req.url!, headers: req.headers });
      socket.on('message', (data) => socket.send(`echo:${data.toString()}`));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  };

  await listen();
  return {
    name,
    get url() {
      return `http://${host}:${port}`;
    },
    get port() {
      return port;
    },
    requests,
    upgrades,
    get connectionCount() {
      return connectionCount;
    },
    async stop() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    restart: listen,
  };
}
