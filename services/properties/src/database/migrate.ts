// `node dist/database/migrate.js`: applies the properties service's migrations and exits (`npm run db:migrate`).
import 'reflect-metadata';
import { runMigrationsAndExit } from '@prestigio/nest-common';
import { loadServiceEnv } from '../config/env.js';
import { databaseOptions } from './database.options.js';

await runMigrationsAndExit({ name: 'properties', env: loadServiceEnv(), database: databaseOptions });
