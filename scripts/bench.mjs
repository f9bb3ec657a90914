// `npm run bench`: the catalogue, chat, dashboard and Lighthouse benchmarks (tools/bench/src/main.ts).
import { runTool } from './lib/run-tool.mjs';

await runTool('bench/src/main.ts');
