import 'reflect-metadata';
import { bootstrapService } from '@prestigio/nest-common';
import { AppModule } from './app.module.js';
import { loadServiceEnv } from './config/env.js';
import { useChatWebSocketAdapter } from './realtime/frame-adapter.js';

await bootstrapService(AppModule, { name: 'chat', env: loadServiceEnv(), configureApp: useChatWebSocketAdapter });
