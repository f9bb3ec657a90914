// `npm start`: from a fresh clone to the running site (tools/launcher/src/start.ts). Plain JavaScript, as every entry here: it runs before the dependencies are installed.
import { runBundledTool } from './lib/bundled-tool.mjs';

await runBundledTool('launcher/src/start.ts');
