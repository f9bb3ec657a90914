import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsCurrent, rememberBuild } from './build.js';

// A small workspace: two built projects (one with a build script, one library without) and the shared inputs.
let root: string;
const write = (file: string, text = '') => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
/** Every file and directory of the workspace dated `msAgo` in the past, as an older checkout would be. */
const ageEverything = (msAgo: number) => {
  const when = new Date(Date.now() - msAgo);
  const age = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) age(path.join(dir, entry.name));
      fs.utimesSync(path.join(dir, entry.name), when, when);
    }
  };
  age(root);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'prestigio-build-check-'));
  write('package.json', JSON.stringify({ workspaces: ['services/*', 'libs/*'] }));
  write('package-lock.json', '{}');
  write('services/api/package.json', JSON.stringify({ scripts: { build: 'swc src -d dist' } }));
  write('services/api/src/main.ts', 'export {};');
  write('services/api/test/api.e2e-spec.ts', '');
  write('services/api/dist/main.js', '');
  write('libs/testing/package.json', JSON.stringify({ scripts: {} }));
  write('libs/testing/src/index.ts', '');
  ageEverything(60_000);
  rememberBuild(root, Date.now() - 30_000);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('buildIsCurrent', () => {
  it('is true when no input was written since the last build began, whatever the tests or a replaced dist/ do', () => {
    expect(buildIsCurrent(root)).toBe(true);
    write('services/api/test/api.e2e-spec.ts', 'changed');
    write('services/api/src/main.spec.ts', '');
    fs.utimesSync(path.join(root, 'services/api/src'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    fs.rmSync(path.join(root, 'services/api/dist'), { recursive: true });
    write('services/api/dist/main.js', '');
    // A project without a build script is not an input of this check (Nx builds it with its dependants).
    write('libs/testing/src/index.ts', 'changed');
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('is false when a source, a shared input or a directory listing changed since, or a dist/ is missing', () => {
    write('services/api/src/main.ts', 'export const changed = true;');
    expect(buildIsCurrent(root)).toBe(false);
    ageEverything(60_000);
    expect(buildIsCurrent(root)).toBe(true);
    write('package-lock.json', '{"changed":true}');
    expect(buildIsCurrent(root)).toBe(false);
    ageEverything(60_000);
    fs.rmSync(path.join(root, 'services/api/src/main.ts'));
    expect(buildIsCurrent(root)).toBe(false);
    ageEverything(60_000);
    fs.rmSync(path.join(root, 'services/api/dist'), { recursive: true });
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('is false before any build this launcher ran', () => {
    fs.rmSync(path.join(root, '.data'), { recursive: true });
    expect(buildIsCurrent(root)).toBe(false);
  });
});
