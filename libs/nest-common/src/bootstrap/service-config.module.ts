import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { BaseEnv } from '../config/env.js';
import { IDENTITY_SECRET, SERVICE_ENV, SERVICE_NAME } from '../config/service-tokens.js';
import { IdentityGuard } from '../identity/identity.guard.js';

/** Makes the validated env and the service name injectable everywhere, and enforces identity on every route. */
@Global()
@Module({})
export class ServiceConfigModule {
  static forService(name: string, env: BaseEnv): DynamicModule {
    return {
      module: ServiceConfigModule,
      providers: [
        { provide: SERVICE_ENV, useValue: env },
        { provide: SERVICE_NAME, useValue: name },
        { provide: IDENTITY_SECRET, useValue: env.IDENTITY_SECRET },
        { provide: APP_GUARD, useClass: IdentityGuard },
      ],
      exports: [SERVICE_ENV, SERVICE_NAME, IDENTITY_SECRET],
    };
  }
}
