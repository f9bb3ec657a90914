// `npm test`: the whole suite, as CI runs it (tools/launcher/src/test-suite.ts).
import { runTool } from './lib/run-tool.mjs';

await runTool('launcher/src/test-suite.ts');
