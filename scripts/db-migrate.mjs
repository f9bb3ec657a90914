// `npm run db:migrate`: applies every service's pending migrations (tools/launcher/src/db-migrate.ts).
import { runTool } from './lib/run-tool.mjs';

await runTool('launcher/src/db-migrate.ts');
