// One ESLint config for the whole workspace: `npm run lint` at the root lints everything in one run, and each
// package's `lint` script (`eslint .`) finds this file by walking up, so `nx run-many -t lint` agrees with it.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/lint/boundaries.mjs';

// Focused or skipped tests must never reach main: CI would pass while running only part of the suite.
const focusedOrSkippedTests = ['describe', 'it', 'test'].flatMap((object) =>
  ['only', 'skip'].map((property) => ({
    object,
    property,
    message: `${object}.${property} leaves tests out of the run; remove it before committing.`,
  })),
);
const focusingAliases = ['xit', 'xdescribe', 'xtest', 'fit', 'fdescribe'];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/coverage/',
    '.data/',
    '.nx/',
    'tmp/',
    'bench/results/',
    'web/e2e/artifacts/',
  ]),

  // The recommended sets without type information: the type-aware ones took 1m43s here (about 50 s of CPU) against
  // 15 s. No consistent-type-imports: web/ already gets it from verbatimModuleSyntax, and in the back end its findings
  // are Nest constructor parameters, whose classes must stay value imports for the decorator metadata.
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'no-restricted-properties': ['error', ...focusedOrSkippedTests],
      // The same through Jest's aliases, whether used as globals or imported from '@jest/globals'.
      'no-restricted-globals': [
        'error',
        ...focusingAliases.map((name) => ({ name, message: `${name} leaves tests out of the run; remove it before committing.` })),
      ],
      'no-restricted-imports': [
        'error',
        {
          name: '@jest/globals',
          importNames: focusingAliases,
          message: 'These aliases leave tests out of the run; use describe/it/test and remove them before committing.',
        },
      ],
    },
  },

  // The back end, the scripts and the browser-test harness run in Node.
  {
    files: ['libs/**', 'services/**', 'gateway/**', 'scripts/**', 'tools/**', '*.mjs', 'web/*.ts', 'web/e2e/**', 'web/scripts/**'],
    languageOptions: { globals: globals.node },
  },

  // Services, the gateway and the libraries log through the Nest Logger (context + correlation id), never the
  // console. Tests and the command-line scripts may print.
  {
    files: ['libs/*/src/**', 'services/*/src/**', 'gateway/src/**'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-console': 'error' },
  },

  // The walls between services, the gateway, libraries, tools and web features (scripts/lint/boundaries.mjs), tests
  // included.
  {
    files: ['tools/**/*.{ts,tsx,mts,mjs}', 'libs/**/*.{ts,tsx,mts,mjs}', 'services/**/*.{ts,tsx,mts,mjs}', 'gateway/**/*.{ts,tsx,mts,mjs}', 'web/**/*.{ts,tsx,mts,mjs}'],
    plugins: { prestigio: boundariesPlugin },
    rules: { 'prestigio/boundaries': 'error' },
  },

  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
);
