// One Jest run covers the whole workspace. Four projects: unit (beside the code), e2e (real Postgres + NATS,
// one database per test file), browser (the built stack in Debian's Chromium through playwright-core), clone (a fresh
// clone of the working tree started with `npm start`).
// NestJS 12 is ESM-only, so Jest runs in native ESM mode with @swc/jest (legacy decorators + metadata).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const shared = {
  rootDir: import.meta.dirname,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@prestigio/(contracts|nest-common|testing)$': '<rootDir>/libs/$1/src/index.ts',
    '^@prestigio/contracts/(.*)$': '<rootDir>/libs/contracts/src/$1.ts',
    '^@prestigio/properties-service/seeding$': '<rootDir>/services/properties/src/seeding/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  // .data/ holds run-time state (the embedded Postgres, the compose smoke's Docker engine with copies of the
  // workspace's package.json files), never modules: left there by an interrupted run, it broke the module map.
  modulePathIgnorePatterns: ['<rootDir>/\\.data/'],
};

export default {
  // Per-project timeouts are ignored by Jest; one global bound covers browser tests, the slowest.
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{libs,services,gateway,web}/**/src/**/*.spec.ts?(x)', '<rootDir>/tools/*/src/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts', '<rootDir>/deploy/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/{libs,services,gateway}/**/test/**/*.e2e-spec.ts'],
    },
    {
      ...shared,
      displayName: 'browser',
      testMatch: ['<rootDir>/web/e2e/**/*.browser-spec.ts'],
      globalSetup: '<rootDir>/web/e2e/support/global-setup.mjs',
      globalTeardown: '<rootDir>/web/e2e/support/global-teardown.ts',
    },
    {
      ...shared,
      // The README's front door on a clone with nothing installed: npm install, build and start, several minutes.
      displayName: 'clone',
      testMatch: ['<rootDir>/tools/launcher/test/*.clone-spec.ts'],
    },
  ],
};
