import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.gz` and `<file>.br` beside every text asset so the gateway can send them as they are, without
 * compressing on each request. A variant is skipped when it would not be smaller than the original.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'prestigio:precompress',
    // The client build only: the server's render is never served.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      // resolve, not join: `vite build --outDir /abs/path` must not become <root>/abs/path.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      // A failed build has written nothing to compress (and its own error says why).
      if (error) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const original = await readFile(file);
          const [gzipped, brotlied] = await Promise.all([
            gzipAsync(original, { level: 9 }),
            brotliAsync(original, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: original.length,
              },
            }),
          ]);
          if (gzipped.length < original.length) await writeFile(`${file}.gz`, gzipped);
          if (brotlied.length < original.length) await writeFile(`${file}.br`, brotlied);
        }),
      );
    },
  };
}

const gateway = 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // Workspace libraries are consumed as TypeScript source, never as their built dist/.
    conditions: ['@prestigio/source', ...defaultClientConditions],
  },
  // The server's render (src/entry-server.tsx, built into dist/.server, which the gateway never serves) carries every
  // dependency, so the gateway can run it without the web app's node_modules; workspace libraries come from source
  // as in the client.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['@prestigio/source', ...defaultServerConditions] },
  },
  // The site's public files are the client's; the server's render needs none of them.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // The contracts' labels (operations, types, states) in a chunk of their own: the landing's search needs
              // them as the page starts, and bundled with the listings' zod schemas (as the default splitting does,
              // every other page using both) they brought zod and its schemas into the landing's start.
              groups: [{ name: 'labels', test: /libs\/contracts\/src\/labels\.ts$/ }],
            },
          },
        },
  },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/ws': { target: gateway, ws: true, changeOrigin: false },
    },
  },
}));
