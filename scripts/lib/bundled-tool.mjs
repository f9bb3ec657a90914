// `npm start`'s way to run its tool: from one JavaScript file bundled from the TypeScript (esbuild, again only when a
// source under the tool's folder is newer than the bundle), not through tsx, whose loader starts a worker thread and
// compiles on load: about a second of every start on a busy machine. Any trouble bundling falls back to tsx.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDependencies, repoRoot } from './dependencies.mjs';
import { runTool } from './run-tool.mjs';

/** The newest modification time of any file under `dir`. */
function newestChange(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Runs `tools/<tool>` (a path such as 'launcher/src/start.ts') from `tools/<project>/dist/<name>.mjs`, at the same
 * depth as its source, so paths the tool computes from its own folder stay right; `import.meta.url` and
 * `import.meta.dirname` are the source's (a file next to it, exit-with-parent.mjs, is found there).
 */
export async function runBundledTool(tool) {
  const entry = path.join(repoRoot, 'tools', tool);
  const sourceDir = path.dirname(entry);
  const bundle = path.join(path.dirname(sourceDir), 'dist', path.basename(entry).replace(/\.ts$/, '.mjs'));
  try {
    if (!(await ensureDependencies({ announce: (text) => process.stdout.write(`\n${text}\n`) }))) process.exit(1);
    if (!fs.existsSync(bundle) || fs.statSync(bundle).mtimeMs < newestChange(sourceDir)) {
      const esbuild = await import('esbuild');
      await esbuild.build({
        entryPoints: [entry],
        outfile: bundle,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // Packages load from node_modules as they are; only the tool's own TypeScript is bundled.
        packages: 'external',
        define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href), 'import.meta.dirname': JSON.stringify(sourceDir) },
        logLevel: 'silent',
      });
      // Its service process would otherwise live as long as the launcher.
      await esbuild.stop();
    }
  } catch (error) {
    process.stderr.write(`Running ${tool} through tsx (could not bundle it: ${error.message})\n`);
    return runTool(tool);
  }
  await import(pathToFileURL(bundle).href);
}
