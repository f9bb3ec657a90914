import { type DynamicModule, Logger, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication, NestExpressBodyParserOptionsFor } from '@nestjs/platform-express';
import { applySpanishValidationMessages } from '@prestigio/contracts';
import type { ErrorBody } from '@prestigio/contracts';
import type { Request, Response } from 'express';
import type { BaseEnv } from '../config/env.js';
import { ErrorMessages } from '../http/error-messages.js';
import { HttpExceptionFilter } from '../http/http-exception.filter.js';
import { plainTextRequests, refuseInvalidUtf8 } from '../http/plain-text.js';
import { enterRequestContext, requestIdMiddleware } from '../logging/request-id.middleware.js';
import { ServiceLogger } from '../logging/service-logger.js';
import { ServiceConfigModule } from './service-config.module.js';

export interface ServiceAppOptions<Env extends BaseEnv = BaseEnv> {
  /** `auth`, `properties`, `leads`, `scheduling` or `chat`: log prefix and /health's `service`. */
  name: string;
  /** The env the service's own schema validated (src/config/env.ts). */
  env: Env;
  /** Largest accepted JSON or form body. */
  bodyLimit?: string;
  /** Service-specific wiring that must happen before init, e.g. chat's WebSocket adapter. */
  configureApp?: (app: NestExpressApplication) => void | Promise<void>;
}

function answerUnknownRoute(_request: Request, response: Response): void {
  const body: ErrorBody = { statusCode: 404, message: ErrorMessages.notFound };
  response.status(404).json(body);
}

@Module({})
class ServiceRootModule {
  static wrap(appModule: Type, options: ServiceAppOptions): DynamicModule {
    return { module: ServiceRootModule, imports: [ServiceConfigModule.forService(options.name, options.env), appModule] };
  }
}

/**
 * The service's Nest app, fully configured and initialised (database migrated, NATS connected) but not listening:
 * `bootstrapService` listens on it; e2e tests hand it to supertest or listen on a random port.
 */
export async function createServiceApp(appModule: Type, options: ServiceAppOptions): Promise<NestExpressApplication> {
  const { name, env, bodyLimit = '1mb', configureApp } = options;
  applySpanishValidationMessages();
  const app = await NestFactory.create<NestExpressApplication>(ServiceRootModule.wrap(appModule, options), {
    logger: new ServiceLogger(name, env.LOG_LEVEL),
    abortOnError: false,
  });
  app.disable('x-powered-by');
  // Assigns the request id before anything can fail, so even a rejected body is answered with it.
  app.use(requestIdMiddleware);
  // Nest's types reserve `verify` for its rawBody option (unused here); Express's parsers take it as they always have.
  app.useBodyParser('json', { limit: bodyLimit, verify: refuseInvalidUtf8 } as NestExpressBodyParserOptionsFor<'json'>);
  app.useBodyParser('urlencoded', { limit: bodyLimit, extended: true, verify: refuseInvalidUtf8 } as NestExpressBodyParserOptionsFor<'urlencoded'>);
  // Before routing and validation: no control characters reach a handler, a query or Postgres.
  app.use(plainTextRequests);
  // The body parser's stream callbacks lose the async context, so the context is entered once the body is read.
  app.use(enterRequestContext);
  app.setGlobalPrefix('api', { exclude: ['health'] });
  app.useGlobalFilters(new HttpExceptionFilter());
  await configureApp?.(app);
  await app.init();
  // Nest answers unknown paths under /api itself; anything else would get Express's HTML page.
  app.use(answerUnknownRoute);
  return app;
}

/**
 * `src/main.ts` of every service: builds the app, shuts down gracefully on SIGTERM/SIGINT (HTTP, then NATS, then
 * the database) and listens on HOST:PORT. Any startup failure is logged and ends the process with code 1.
 */
export async function bootstrapService(appModule: Type, options: ServiceAppOptions): Promise<NestExpressApplication> {
  const logger = new Logger('Bootstrap');
  try {
    const app = await createServiceApp(appModule, options);
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    await app.listen(options.env.PORT, options.env.HOST);
    logger.log(`${options.name} service listening on http://${options.env.HOST}:${options.env.PORT}`);
    return app;
  } catch (error) {
    logger.error(`${options.name} service failed to start: ${(error as Error).message}`, (error as Error).stack);
    process.exit(1);
  }
}
