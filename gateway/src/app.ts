import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { REQUEST_ID_HEADER, type GatewayHealth, type Identity, type PublicGatewayHealth } from '@prestigio/contracts';
import { upstreamNames, type GatewayConfig, type UpstreamName } from './config/env.js';
import { checkGatewayHealth } from './health/gateway-health.js';
import { gatewayErrors, rejectUpgrade, sendJsonError } from './http-errors.js';
import { Logger, setLogLevel } from './logger.js';
import { requestProtocol, setForwardingHeaders, stripHopByHopHeaders, stripInternalHeaders } from './security/forwarding-headers.js';
import { isForeignOrigin } from './security/origin-check.js';
import { ClientAdmission } from './security/client-admission.js';
import { clientAddress, isLoopbackAddress, RateLimiter } from './security/rate-limit.js';
import { attachSignedIdentity, resolveIdentity, type IdentityResolver } from './security/identity.js';
import { acceptOrCreateRequestId } from './security/request-id.js';
import { securityHeaders } from './security/security-headers.js';
import { PropertyPages } from './static/property-pages.js';
import { PageRenderer } from './static/page-renderer.js';
import { createSpaHandler } from './static/spa.js';
import { isApiPath, matchApiRoute, pathnameOf, siteFileApiPath, WEBSOCKET_PATH, WEBSOCKET_PATHS, WEBSOCKET_UPSTREAM } from './upstreams/route-table.js';
import { UpstreamPool, type ResolveAddresses } from './upstreams/upstream-pool.js';
import { UpstreamProxy } from './upstreams/upstream-proxy.js';
import { BodyReadError, hasBody, readWholeBody } from './upstreams/read-body.js';
import { isListingWrite, PublicAnswers, publicAnswerKey } from './upstreams/public-answers.js';

export interface GatewayDependencies {
  /** main.ts plugs the NATS-backed session resolver in here; tests use a fake. */
  resolveIdentity?: IdentityResolver;
  /** Per-address limits; tests pass one with small limits. */
  rateLimiter?: RateLimiter;
  /** DNS lookup of upstream host names (tests fake a scaled service). */
  resolveAddresses?: ResolveAddresses;
}

export interface Gateway {
  readonly app: Express;
  readonly server: Server;
  readonly pools: Record<UpstreamName, UpstreamPool>;
  /** Listens on `port` (default: the configured one; 0 picks a free port) and resolves with the address. */
  listen(port?: number): Promise<AddressInfo>;
  /** Graceful stop: no new connections, tunnels closed, in-flight requests finish (up to the grace period). */
  close(): Promise<void>;
}

interface RequestContext {
  requestId: string;
  logger: Logger;
  /** Security headers for this request (HSTS only over https), also written on raw upgrade answers. */
  securityHeaders: Record<string, string>;
}

const gatewayLogger = new Logger('Gateway');

/** Builds the gateway from a config object, so tests start it on port 0 with fake upstreams. */
export async function createGateway(config: GatewayConfig, dependencies: GatewayDependencies = {}): Promise<Gateway> {
  setLogLevel(config.logLevel);
  const identityResolver = dependencies.resolveIdentity ?? resolveIdentity;
  const { tuning } = config;
  const originPolicy = { allowedOrigins: config.allowedOrigins, trustProxy: config.trustProxy };
  const rateLimiter = dependencies.rateLimiter ?? new RateLimiter(undefined, config.rateLimitScale);
  const perClient = (limit: number) => Math.ceil(limit * config.rateLimitScale);
  const admission = new ClientAdmission({
    requestsPerClient: perClient(tuning.maxRequestsInFlightPerClient),
    webSocketsPerClient: perClient(tuning.maxWebSocketsPerClient),
    webSockets: tuning.maxWebSockets,
  });

  const pools = Object.fromEntries(
    upstreamNames.map((name) => [
      name,
      new UpstreamPool(name, config.upstreams[name], {
        markDownMs: tuning.markDownMs,
        dnsRefreshMs: tuning.dnsRefreshMs,
        resolve: dependencies.resolveAddresses,
      }),
    ]),
  ) as Record<UpstreamName, UpstreamPool>;
  await Promise.all(Object.values(pools).map((pool) => pool.start()));
  const proxies = Object.fromEntries(
    upstreamNames.map((name) => [name, new UpstreamProxy(pools[name], { tuning, bodyLimitBytes: config.bodyLimitBytes })]),
  ) as Record<UpstreamName, UpstreamProxy>;

  const publicAnswers = new PublicAnswers({ ttlMs: tuning.publicAnswerCacheMs, maxEntries: 1_000, maxBytes: 32 * 1024 * 1024 });

  /** Request id and security headers: the same for HTTP requests and upgrades. */
  function openContext(req: IncomingMessage): RequestContext {
    const requestId = acceptOrCreateRequestId(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    return {
      requestId,
      logger: gatewayLogger.forRequest(requestId),
      securityHeaders: securityHeaders(requestProtocol(req, config.trustProxy) === 'https'),
    };
  }

  function writeResponseHeaders(res: ServerResponse, context: RequestContext): void {
    for (const name in context.securityHeaders) res.setHeader(name, context.securityHeaders[name]!);
    res.setHeader(REQUEST_ID_HEADER, context.requestId);
  }

  /** Header hygiene before anything reaches a service: strip, forward, identify. Resolves to who is calling. */
  async function prepareUpstreamHeaders(req: IncomingMessage, context: RequestContext, isUpgrade: boolean): Promise<Identity | null> {
    const stripped = stripInternalHeaders(req.headers);
    if (stripped.length > 0) context.logger.warn(`client sent internal headers, removed: ${stripped.join(', ')}`);
    // Hop-by-hop first: a client's `Connection: x-forwarded-for` must not delete what the gateway sets next.
    if (!isUpgrade) stripHopByHopHeaders(req.headers);
    setForwardingHeaders(req, config.trustProxy);
    // Node already answered any `Expect: 100-continue`; passed on, it would stall the body until the replica
    // answers 100 too.
    delete req.headers.expect;
    try {
      return await attachSignedIdentity(req, identityResolver, config.identitySecret, context.requestId);
    } catch (error) {
      context.logger.warn('identity resolution failed; forwarding as anonymous', error);
      return null;
    }
  }

  /**
   * An anonymous caller's body is read whole here first: a slow sender then holds a gateway socket, never one of the
   * replica's pool. Signed-in agents' uploads (photos, up to the body limit) stream through, bounded by the
   * server's request timeout.
   */
  async function bufferedBodyOf(req: IncomingMessage, identity: Identity | null): Promise<Buffer | undefined> {
    if (identity || !hasBody(req)) return undefined;
    return readWholeBody(req, tuning.anonymousBodyLimitBytes, tuning.anonymousBodyDeadlineMs);
  }

  function answerBodyReadError(req: IncomingMessage, res: ServerResponse, pathname: string, context: RequestContext, error: BodyReadError): void {
    context.logger.warn(`${req.method} ${pathname}: anonymous body ${error.reason}`);
    if (error.reason === 'aborted') res.destroy();
    else if (error.reason === 'too-large') sendJsonError(res, gatewayErrors.payloadTooLarge, { connection: 'close' });
    else sendJsonError(res, gatewayErrors.requestTimeout, { connection: 'close' });
  }

  /**
   * /api/* is the hot path: it goes straight to the proxy without express's router and response wrappers, which
   * cost a large share of the gateway's CPU per proxied request.
   */
  function handleApiRequest(req: IncomingMessage, res: ServerResponse, pathname: string, context: RequestContext): void {
    const upstream = matchApiRoute(pathname);
    if (!upstream) return sendJsonError(res, gatewayErrors.notFound);
    if (isForeignOrigin(req, originPolicy)) {
      context.logger.warn(`${req.method} ${pathname}: refused, foreign origin ${req.headers.origin ?? '(none)'}`);
      return sendJsonError(res, gatewayErrors.forbiddenOrigin);
    }
    const address = clientAddress(req, config.trustProxy);
    rateLimiter
      .check(req.method ?? 'GET', pathname, address)
      .then((verdict) => {
        if (verdict.allowed) return forwardApiRequest(req, res, pathname, context, upstream, address);
        context.logger.warn(`${req.method} ${pathname}: rate limit reached`);
        sendJsonError(res, gatewayErrors.tooManyRequests, { 'retry-after': String(verdict.retryAfterSeconds) });
      })
      .catch((error: unknown) => {
        context.logger.error(`${req.method} ${pathname}: the rate limiter failed`, error);
        sendJsonError(res, gatewayErrors.internal);
      });
  }

  /** An /api/* request within its limits: size, admission, identity, then the proxy. */
  function forwardApiRequest(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    context: RequestContext,
    upstream: NonNullable<ReturnType<typeof matchApiRoute>>,
    address: string,
  ): void {
    const declaredLength = Number(req.headers['content-length'] ?? 0);
    if (declaredLength > config.bodyLimitBytes) {
      context.logger.warn(`${req.method} ${pathname}: declared body of ${declaredLength} bytes, refused`);
      return sendJsonError(res, gatewayErrors.payloadTooLarge, { connection: 'close' });
    }
    const release = admission.admitRequest(address);
    if (!release) {
      context.logger.warn(`${req.method} ${pathname}: too many requests in flight from one client`);
      return sendJsonError(res, gatewayErrors.tooManyRequests, { 'retry-after': '1', connection: 'close' });
    }
    res.once('close', release);
    prepareUpstreamHeaders(req, context, false)
      .then((identity) => bufferedBodyOf(req, identity))
      .then((body) => {
        const proxy = proxies[upstream];
        const cacheKey = upstream === 'properties' && publicAnswers.enabled ? publicAnswerKey(req, pathname, body) : null;
        if (cacheKey) return publicAnswers.answer(cacheKey, res, () => proxy.fetchWhole(req, body, context.logger));
        if (isListingWrite(req.method, pathname)) publicAnswers.forget();
        proxy.forward(req, res, context.logger, body);
      })
      .catch((error: unknown) => {
        if (error instanceof BodyReadError) return answerBodyReadError(req, res, pathname, context, error);
        context.logger.error(`${req.method} ${pathname} failed`, error);
        sendJsonError(res, gatewayErrors.internal);
      });
  }

  const app = express();
  app.disable('x-powered-by');

  /** The replicas' addresses and checks are for the machine itself (health checks, the launcher) and admins. */
  async function mayReadHealthDetails(req: Request): Promise<boolean> {
    if (isLoopbackAddress(clientAddress(req, config.trustProxy))) return true;
    const identity = await identityResolver(req).catch(() => null);
    return identity?.role === 'admin' && identity.status === 'active';
  }

  app.get('/health', (req: Request, res: Response, next: NextFunction) => {
    Promise.all([checkGatewayHealth(Object.values(pools), tuning.healthTimeoutMs), mayReadHealthDetails(req)])
      .then(([health, detailed]) => {
        const body: PublicGatewayHealth | GatewayHealth = detailed ? health : { status: health.status };
        res.status(health.status === 'ok' ? 200 : 503).set('cache-control', 'no-store').json(body);
      })
      .catch(next);
  });

  app.all([...WEBSOCKET_PATHS], (_req: Request, res: Response) => {
    // Reaching express means it was not an upgrade.
    sendJsonError(res, gatewayErrors.upgradeRequired, { upgrade: 'websocket' });
  });

  // The SPA's files without a .br/.gz sibling are compressed on the fly; precompressed ones are left alone.
  app.use(compression());
  const listings = new PropertyPages(pools.properties, {
    cacheMs: tuning.propertyPageCacheMs,
    maxEntries: 1_000,
    timeoutMs: tuning.propertyPageTimeoutMs,
  });
  const renderer = new PageRenderer(resolve(config.webDist, '.server', 'entry-server.js'), config.publicSiteUrl, tuning.pageRenderTimeoutMs);
  renderer.warmUp(new Logger('PageRenderer'));
  app.use(createSpaHandler(config.webDist, { siteUrl: config.publicSiteUrl, listings, renderer }));

  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain; charset=utf-8').set('cache-control', 'no-store').send('No encontrado');
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    gatewayLogger.forRequest(req.headers[REQUEST_ID_HEADER] as string).error(`${req.method} ${req.url} failed`, error);
    if (res.headersSent) return res.destroy();
    res.status(500).type('text/plain; charset=utf-8').send('Error interno del servidor');
  });

  let closing: Promise<void> | undefined;

  const server = createServer(
    {
      headersTimeout: tuning.headersTimeoutMs,
      requestTimeout: tuning.requestTimeoutMs,
      // How often those two deadlines are checked (Node's default, 30 s, would let a slow client linger that long).
      connectionsCheckingInterval: Math.min(1_000, tuning.headersTimeoutMs),
    },
    (req, res) => {
    // While shutting down, answers close their connection so clients reconnect to another instance.
    if (closing) res.shouldKeepAlive = false;
    const context = openContext(req);
    writeResponseHeaders(res, context);
    const pathname = pathnameOf(req.url);
    const siteFile = siteFileApiPath(req.method, pathname);
    if (siteFile) {
      req.url = siteFile;
      handleApiRequest(req, res, siteFile, context);
    } else if (isApiPath(pathname)) handleApiRequest(req, res, pathname, context);
    else app(req, res);
    },
  );
  const tunnels = new Set<Duplex>();

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    if (closing) {
      socket.destroy();
      return;
    }
    const context = openContext(req);
    const responseHeaders = { ...context.securityHeaders, [REQUEST_ID_HEADER]: context.requestId };
    if (!WEBSOCKET_PATHS.includes(pathnameOf(req.url))) {
      rejectUpgrade(socket, gatewayErrors.notFound, responseHeaders);
      return;
    }
    if (isForeignOrigin(req, { ...originPolicy, upgrade: true })) {
      context.logger.warn(`WebSocket upgrade refused, foreign origin ${req.headers.origin ?? '(none)'}`);
      rejectUpgrade(socket, gatewayErrors.forbiddenOrigin, responseHeaders);
      return;
    }
    const address = clientAddress(req, config.trustProxy);
    const verdict = await rateLimiter.check('GET', WEBSOCKET_PATH, address);
    if (!verdict.allowed) {
      rejectUpgrade(socket, gatewayErrors.tooManyRequests, { ...responseHeaders, 'retry-after': String(verdict.retryAfterSeconds) });
      return;
    }
    const release = admission.admitWebSocket(address);
    if (!release) {
      context.logger.warn('WebSocket upgrade refused: too many open from this client or in all');
      rejectUpgrade(socket, gatewayErrors.tooManyRequests, { ...responseHeaders, 'retry-after': '5' });
      return;
    }
    tunnels.add(socket);
    socket.once('close', () => {
      tunnels.delete(socket);
      release();
    });
    await prepareUpstreamHeaders(req, context, true);
    if (socket.destroyed) return;
    proxies[WEBSOCKET_UPSTREAM].upgrade(req, socket, head, context.logger, responseHeaders);
  }

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    handleUpgrade(req, socket, head).catch((error: unknown) => {
      gatewayLogger.error('WebSocket upgrade failed', error);
      socket.destroy();
    });
  });

  return {
    app,
    server,
    pools,
    listen(port = config.port) {
      return new Promise<AddressInfo>((resolveListen, rejectListen) => {
        server.once('error', rejectListen);
        server.listen(port, config.host, () => {
          server.off('error', rejectListen);
          const address = server.address() as AddressInfo;
          gatewayLogger.log(`listening on http://${address.address}:${address.port}`);
          resolveListen(address);
        });
      });
    },
    close() {
      closing ??= new Promise<void>((resolveClose) => {
        gatewayLogger.log('shutting down');
        for (const pool of Object.values(pools)) pool.stop();
        for (const socket of tunnels) socket.destroy();
        const forceTimer = setTimeout(() => server.closeAllConnections(), tuning.shutdownGraceMs);
        forceTimer.unref();
        // Kept-alive client connections become idle as their last response ends; close them as they do.
        const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
        idleSweep.unref();
        const finish = () => {
          clearTimeout(forceTimer);
          clearInterval(idleSweep);
          for (const proxy of Object.values(proxies)) proxy.close();
          resolveClose();
        };
        if (!server.listening) return finish();
        server.close(() => finish());
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
