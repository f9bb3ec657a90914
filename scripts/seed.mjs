// `npm run seed -- --properties 1000000 [--seed 1]`: generated listings for benchmarks (tools/seed/src/main.ts).
import { runTool } from './lib/run-tool.mjs';

await runTool('seed/src/main.ts');
