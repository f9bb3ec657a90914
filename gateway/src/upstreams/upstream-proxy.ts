import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { GatewayTuning } from '../config/env.js';
import { gatewayErrors, rejectUpgrade, sendJsonError } from '../http-errors.js';
import type { Logger } from '../logger.js';
import { gatewayOwnedResponseHeaders } from '../security/security-headers.js';
import { answerHeadersOf, type WholeAnswer } from './public-answers.js';
import { RequestBodyGate } from './request-body-gate.js';
import type { UpstreamPool, UpstreamTarget } from './upstream-pool.js';

/** One request's journey through a pool: the replica it is on now and the ones that already refused it. */
interface ProxyAttempt {
  target: UpstreamTarget;
  tried: Set<string>;
  /** The TCP connection to `target` is up: from then on the body may have been read, so no retry. */
  connected: boolean;
  proxyReq?: ClientRequest;
  gate?: RequestBodyGate;
  /** The gateway has answered (413) or given up: later proxy errors are noise. */
  settled: boolean;
  logger: Logger;
  /** Set once the replica accepted a WebSocket upgrade: errors then only close the tunnel. */
  upgraded: boolean;
  /** Headers for a raw answer on an upgrade socket (security headers, request id). */
  upgradeResponseHeaders?: Record<string, string>;
  /** The client's response, for HTTP requests. */
  res?: ServerResponse;
  /** The request body, when the gateway already read it whole (anonymous callers); otherwise it streams. */
  body?: Buffer;
}

type ErrorWithCode = Error & { code?: string };

const CONNECT_TIMEOUT = 'GATEWAY_CONNECT_TIMEOUT';
const UPSTREAM_TIMEOUT = 'GATEWAY_UPSTREAM_TIMEOUT';

function codedError(code: string, message: string): ErrorWithCode {
  return Object.assign(new Error(message), { code });
}

function errorAnswer(error: { statusCode: number; message: string }): WholeAnswer {
  return { status: error.statusCode, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: Buffer.from(JSON.stringify(error)) };
}

function isServerResponse(value: unknown): value is ServerResponse {
  return typeof (value as ServerResponse | undefined)?.writeHead === 'function';
}

export interface UpstreamProxyOptions {
  tuning: GatewayTuning;
  bodyLimitBytes: number;
}

/**
 * One http-proxy-middleware instance per upstream, created once at boot (never per request), balancing over the
 * pool's replicas through `router`. Keep-alive agents are what keeps proxied throughput up.
 */
export class UpstreamProxy {
  private readonly attempts = new WeakMap<IncomingMessage, ProxyAttempt>();
  private readonly middleware: RequestHandler<IncomingMessage, ServerResponse>;
  private readonly agents: { http: http.Agent; https: https.Agent };

  constructor(
    readonly pool: UpstreamPool,
    private readonly options: UpstreamProxyOptions,
  ) {
    const agentOptions = {
      keepAlive: true,
      maxSockets: options.tuning.maxSocketsPerTarget,
      maxFreeSockets: 64,
      // Most recently used first: idle sockets age out instead of all being kept barely alive.
      scheduling: 'lifo' as const,
    };
    this.agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };
    this.middleware = createProxyMiddleware<IncomingMessage, ServerResponse>({
      router: (req, _res, proxyOptions) => this.route(req, proxyOptions),
      changeOrigin: true,
      // A replica that accepted the connection but never answers the upgrade gets a 504, not a hung socket.
      upgradeTimeout: options.tuning.upstreamTimeoutMs,
      // Upgrades are wired by the gateway (server.on('upgrade') → this.upgrade) after headers are sanitised;
      // `ws: true` would let the library subscribe to every upgrade on its own and skip that step.
      ws: false,
      on: {
        proxyReq: (proxyReq, req, res) => this.onProxyReq(proxyReq, req, res),
        proxyReqWs: (proxyReq, req) => this.onProxyReqWs(proxyReq, req),
        proxyRes: (proxyRes) => {
          for (const name of gatewayOwnedResponseHeaders) delete proxyRes.headers[name];
        },
        error: (error, req, res) => this.onError(error as ErrorWithCode, req, res),
      },
    });
  }

  /**
   * Forwards an HTTP request to the next live replica; answers 502/503 at once when there is none. `body`: the
   * request's body already read by the gateway, sent instead of streaming the request.
   */
  forward(req: IncomingMessage, res: ServerResponse, logger: Logger, body?: Buffer): void {
    const target = this.pool.next();
    if (!target) {
      this.answerNoReplica(res, logger);
      return;
    }
    const attempt: ProxyAttempt = {
      target,
      tried: new Set([target.url]),
      connected: false,
      settled: false,
      logger,
      upgraded: false,
      res,
      body,
    };
    this.attempts.set(req, attempt);
    res.once('close', () => this.attempts.delete(req));
    this.dispatch(req, res);
  }

  private dispatch(req: IncomingMessage, res: ServerResponse): void {
    void this.middleware(req, res, (error?: unknown) => {
      // Only reached for failures outside the proxy's error event (that one already answered or retried).
      if (!error || res.headersSent || res.destroyed || this.attempts.get(req)?.settled) return;
      this.attempts.get(req)?.logger.error(`${req.method} ${req.url}: proxy failure`, error);
      sendJsonError(res, gatewayErrors.badGateway);
    });
  }

  /**
   * The whole answer of the next live replica to `req` (its headers already prepared) with `body`, for the gateway to
   * keep and replay (PublicAnswers). As `forward`: a replica that refuses the connection is marked down and the next
   * one asked; a replica's failure after that becomes the gateway's 502/504 answer. Conditional headers are not
   * sent: the answer is replayed to requests that did not send them.
   */
  async fetchWhole(req: IncomingMessage, body: Buffer | undefined, logger: Logger): Promise<WholeAnswer> {
    const tried = new Set<string>();
    for (let target = this.pool.next(); target; target = this.pool.next(tried)) {
      tried.add(target.url);
      try {
        return await this.requestWhole(target, req, body);
      } catch (error) {
        const failure = error as ErrorWithCode & { connected?: boolean };
        if (!failure.connected) {
          this.pool.markDown(target, failure.code ?? failure.message);
          continue;
        }
        logger.warn(`${req.method} ${req.url}: ${target.url} failed (${failure.code ?? failure.message})`);
        return errorAnswer(failure.code === UPSTREAM_TIMEOUT ? gatewayErrors.gatewayTimeout : gatewayErrors.badGateway);
      }
    }
    logger.warn(`${req.method} ${req.url}: no live ${this.pool.name} replica`);
    return errorAnswer(this.pool.targets.length === 0 ? gatewayErrors.noReplicas : gatewayErrors.badGateway);
  }


  private requestWhole(target: UpstreamTarget, req: IncomingMessage, body: Buffer | undefined): Promise<WholeAnswer> {
    const url = new URL(`${target.url}${req.url ?? '/'}`);
    const secure = url.protocol === 'https:';
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: url.host };
    // The answer is kept for every visitor, so it is asked for whole and plain: no validators of this client's copy,
    // and no encoding this client accepts (the cache replays no content-encoding).
    for (const name of ['if-none-match', 'if-modified-since', 'transfer-encoding', 'accept-encoding']) delete headers[name];
    headers['content-length'] = body?.length ?? 0;
    return new Promise((resolve, reject) => {
      let connected = false;
      const upstream = (secure ? https : http).request(url, { method: req.method, headers, agent: secure ? this.agents.https : this.agents.http }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () => resolve({ status: response.statusCode ?? 502, headers: answerHeadersOf(response.headers), body: Buffer.concat(chunks) }));
        response.once('error', (error) => reject(Object.assign(error, { connected: true })));
      });
      upstream.once('socket', (socket: Socket) => this.onceConnected(upstream, socket, () => (connected = true)));
      upstream.setTimeout(this.options.tuning.upstreamTimeoutMs, () =>
        upstream.destroy(codedError(UPSTREAM_TIMEOUT, `no answer within ${this.options.tuning.upstreamTimeoutMs} ms`)),
      );
      upstream.once('error', (error) => reject(Object.assign(error, { connected })));
      upstream.end(body);
    });
  }

  /** Forwards a WebSocket upgrade to the next live replica. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, logger: Logger, responseHeaders: Record<string, string>): void {
    const target = this.pool.next();
    if (!target) {
      logger.warn(`no live ${this.pool.name} replica for a WebSocket upgrade`);
      rejectUpgrade(socket, this.pool.targets.length === 0 ? gatewayErrors.noReplicas : gatewayErrors.badGateway, responseHeaders);
      return;
    }
    this.attempts.set(req, {
      target,
      tried: new Set([target.url]),
      connected: false,
      settled: false,
      logger,
      upgraded: false,
      upgradeResponseHeaders: responseHeaders,
    });
    this.middleware.upgrade(req, socket as Socket, head);
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private route(req: IncomingMessage, proxyOptions: { agent?: unknown; buffer?: unknown }): string {
    const attempt = this.attempts.get(req)!;
    const isUpgrade = req.headers.upgrade !== undefined;
    if (!isUpgrade) {
      // Per-request options: HPM hands the router a copy of the options for this request only.
      proxyOptions.agent = attempt.target.url.startsWith('https:') ? this.agents.https : this.agents.http;
      attempt.gate = new RequestBodyGate(this.options.bodyLimitBytes, () => this.rejectOversizedBody(req, attempt));
      proxyOptions.buffer = attempt.gate;
    }
    return attempt.target.url;
  }

  private onProxyReq(proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse): void {
    const attempt = this.attempts.get(req);
    if (!attempt) return;
    attempt.proxyReq = proxyReq;
    const gate = attempt.gate!;
    proxyReq.setTimeout(this.options.tuning.upstreamTimeoutMs, () =>
      proxyReq.destroy(codedError(UPSTREAM_TIMEOUT, `no answer within ${this.options.tuning.upstreamTimeoutMs} ms`)),
    );
    this.whenConnected(proxyReq, proxyReq.socket!, attempt, () => {
      if (attempt.proxyReq !== proxyReq || res.destroyed) return;
      if (attempt.body) gate.end(attempt.body);
      else req.pipe(gate);
    });
  }

  private onProxyReqWs(proxyReq: ClientRequest, req: IncomingMessage): void {
    const attempt = this.attempts.get(req);
    if (!attempt) return;
    attempt.proxyReq = proxyReq;
    proxyReq.once('socket', (socket: Socket) => this.whenConnected(proxyReq, socket, attempt, () => undefined));
    proxyReq.once('upgrade', () => {
      attempt.upgraded = true;
    });
  }

  private whenConnected(proxyReq: ClientRequest, socket: Socket, attempt: ProxyAttempt, onConnected: () => void): void {
    this.onceConnected(proxyReq, socket, () => {
      if (attempt.proxyReq === proxyReq) attempt.connected = true;
      onConnected();
    });
  }

  /** `onConnected` once `socket` is connected (at once for a kept-alive one); `request` fails if that takes too long. */
  private onceConnected(request: ClientRequest, socket: Socket, onConnected: () => void): void {
    if (!socket.connecting) {
      onConnected();
      return;
    }
    const timer = setTimeout(
      () => request.destroy(codedError(CONNECT_TIMEOUT, `no connection within ${this.options.tuning.connectTimeoutMs} ms`)),
      this.options.tuning.connectTimeoutMs,
    );
    socket.once('connect', () => {
      clearTimeout(timer);
      onConnected();
    });
    request.once('close', () => clearTimeout(timer));
  }

  private onError(error: ErrorWithCode, req: IncomingMessage, res: ServerResponse | Socket): void {
    try {
      const attempt = this.attempts.get(req);
      if (!attempt || attempt.settled) return;
      if (isServerResponse(res)) this.onHttpError(error, req, res, attempt);
      else this.onUpgradeError(error, res, attempt);
    } catch (unexpected) {
      // An exception here would surface inside a socket event and take the process down.
      res.destroy();
      this.attempts.get(req)?.logger.error('proxy error handling failed', unexpected);
    }
  }

  private onHttpError(error: ErrorWithCode, req: IncomingMessage, res: ServerResponse, attempt: ProxyAttempt): void {
    // (`req.destroyed` says nothing here: a fully read request body is destroyed too.)
    if (res.destroyed || res.writableEnded) {
      attempt.settled = true;
      return; // the client went away; nothing to answer
    }
    const { target } = attempt;
    if (!attempt.connected) {
      // Never reached the replica, so it read none of the body: mark it down and try the next one.
      this.pool.markDown(target, error.code ?? error.message);
      const next = this.pool.next(attempt.tried);
      if (next && !res.headersSent) {
        attempt.logger.debug(`${req.method} ${req.url}: ${target.url} unreachable (${error.code}), retrying on ${next.url}`);
        attempt.target = next;
        attempt.tried.add(next.url);
        attempt.proxyReq = undefined;
        setImmediate(() => {
          if (res.destroyed) attempt.settled = true; // the client gave up meanwhile
          else this.dispatch(req, res);
        });
        return;
      }
      attempt.settled = true;
      attempt.logger.warn(`${req.method} ${req.url}: no live ${this.pool.name} replica (${error.code ?? error.message})`);
      sendJsonError(res, gatewayErrors.badGateway);
      return;
    }
    attempt.settled = true;
    if (error.code === UPSTREAM_TIMEOUT) {
      attempt.logger.warn(`${req.method} ${req.url}: ${target.url} timed out`);
      sendJsonError(res, gatewayErrors.gatewayTimeout);
      return;
    }
    attempt.logger.warn(`${req.method} ${req.url}: ${target.url} failed (${error.code ?? error.message})`);
    sendJsonError(res, gatewayErrors.badGateway);
  }

  private onUpgradeError(error: ErrorWithCode, socket: Socket, attempt: ProxyAttempt): void {
    attempt.settled = true;
    if (!attempt.connected) this.pool.markDown(attempt.target, error.code ?? error.message);
    if (attempt.upgraded) {
      attempt.logger.debug(`WebSocket tunnel to ${attempt.target.url} closed: ${error.code ?? error.message}`);
      return;
    }
    // The library ends the client socket right after this handler, so an upgrade is never retried here: the chat
    // client reconnects (3 s) and by then the dead replica is skipped.
    attempt.logger.warn(`WebSocket upgrade to ${attempt.target.url} failed (${error.code ?? error.message})`);
    const timedOut = error.code === 'ERR_UPSTREAM_UPGRADE_TIMEOUT';
    rejectUpgrade(socket, timedOut ? gatewayErrors.gatewayTimeout : gatewayErrors.badGateway, attempt.upgradeResponseHeaders ?? {});
  }

  private rejectOversizedBody(req: IncomingMessage, attempt: ProxyAttempt): void {
    if (attempt.settled) return;
    attempt.settled = true;
    attempt.logger.warn(`${req.method} ${req.url}: body over ${this.options.bodyLimitBytes} bytes, refused`);
    if (!attempt.body) req.unpipe(attempt.gate);
    attempt.proxyReq?.destroy();
    if (attempt.res) sendJsonError(attempt.res, gatewayErrors.payloadTooLarge, { connection: 'close' });
  }

  private answerNoReplica(res: ServerResponse, logger: Logger): void {
    const empty = this.pool.targets.length === 0;
    logger.warn(`${empty ? 'no' : 'no live'} ${this.pool.name} replica`);
    sendJsonError(res, empty ? gatewayErrors.noReplicas : gatewayErrors.badGateway);
  }
}
