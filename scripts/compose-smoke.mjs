// `npm run compose:smoke`: builds the images and checks the Compose stack end to end (tools/launcher/src/compose-smoke.ts).
import { runTool } from './lib/run-tool.mjs';

await runTool('launcher/src/compose-smoke.ts');
