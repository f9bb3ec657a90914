import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';

const scriptsDir = import.meta.dirname;

/** The package names a module imports statically (`import … from 'x'`, `export … from 'x'`, `import 'x'`). */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const pattern = /^\s*(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

/** The file an import names: TypeScript imports `./x.js` for the source `./x.ts`. */
const sourceOf = (resolved: string) => (fs.existsSync(resolved) ? resolved : resolved.replace(/\.js$/, '.ts'));

/** Every non-relative module reached through static imports from `entry`, with the path that reaches it. */
function packagesLoadedBefore(entry: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string, trail: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) visit(sourceOf(path.resolve(path.dirname(file), specifier)), `${trail} → ${specifier}`);
      else found.set(specifier, `${trail} → ${specifier}`);
    }
  };
  visit(entry, path.relative(scriptsDir, entry));
  return found;
}

describe('entry scripts on a fresh clone', () => {
  // What `npm start`, `npm test`, `npm run db:migrate` and `npm run seed` load before their install step runs.
  it.each(['start.mjs', 'test.mjs', 'db-migrate.mjs', 'seed.mjs', 'bench.mjs', 'compose-smoke.mjs'])(
    '%s loads only Node built-ins until the dependencies are installed',
    (entry) => {
      const outside = [...packagesLoadedBefore(path.join(scriptsDir, entry))].filter(([name]) => !name.startsWith('node:'));
      expect(outside.map(([, trail]) => trail)).toEqual([]);
    },
  );

  it('notices a package imported through a helper module', () => {
    // The launcher's infra.ts needs `pg`: reaching it statically from an entry is what broke `npm start` on a fresh clone.
    const loaded = packagesLoadedBefore(path.join(scriptsDir, '..', 'tools', 'launcher', 'src', 'infra.ts'));
    expect([...loaded.keys()]).toContain('pg');
  });
});
