import { describeServiceSkeleton } from '@prestigio/testing/service-e2e';
import { AppModule } from '../src/app.module.js';
import { envSchema } from '../src/config/env.js';

describeServiceSkeleton({ name: 'scheduling', appModule: AppModule, envSchema, schema: 'scheduling' });
