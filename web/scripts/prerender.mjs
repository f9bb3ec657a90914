// Prerenders the landing into dist/index.html after `vite build` (the client) and `vite build --ssr` (the server's
// render, dist/.server/entry-server.js, kept: the gateway renders listings with it): the first response of / then
// carries its whole content, and the app hydrates it. Run by the web app's build.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const webRoot = resolve(import.meta.dirname, '..');
const dist = join(webRoot, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';

const { prerenderLandingHtml } = await import(pathToFileURL(join(dist, '.server', 'entry-server.js')).href);
const landing = await prerenderLandingHtml();
const indexFile = join(dist, 'index.html');
const shell = await readFile(indexFile, 'utf8');
if (!shell.includes(EMPTY_ROOT)) throw new Error(`${indexFile} has no ${EMPTY_ROOT} to prerender into`);
const prerendered = shell.replace(EMPTY_ROOT, `<div id="root" data-prerendered>${landing}</div><!--/root-->`);
await writeFile(indexFile, prerendered);

// The precompressed siblings written by the client build describe the empty shell: write them again.
const original = Buffer.from(prerendered);
await writeFile(`${indexFile}.gz`, await promisify(gzip)(original, { level: 9 }));
await writeFile(
  `${indexFile}.br`,
  await promisify(brotliCompress)(original, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: original.length },
  }),
);
process.stdout.write(`prerendered / into dist/index.html (${Math.round(original.length / 1024)} KB)\n`);
