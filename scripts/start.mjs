// `npm start`: from a fresh clone to the running site (tools/launcher/src/start.ts). Plain JavaScript, as every entry here: it runs before the dependencies are installed.
import { runTool } from './lib/run-tool.mjs';

await runTool('launcher/src/start.ts');
