import 'reflect-metadata';
import { bootstrapService } from '@prestigio/nest-common';
import { AppModule } from './app.module.js';
import { loadServiceEnv } from './config/env.js';

await bootstrapService(AppModule, { name: 'properties', env: loadServiceEnv() });
