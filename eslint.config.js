// Lint rules: typescript-eslint, no import cycles, and web features that never import each other.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message: 'Features do not import each other: move the shared piece to components/ or lib/.',
}));

/** A module's repositories are private to it (decision 0017). */
const privateRepositories = {
  regex: '^\\.\\./[^/]+/[^/]+\\.repository$|(^|/)modules/[^/]+/[^/]+\\.repository$',
  message: "A module's repository is imported only by files of that module: use what its service exports.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data-test/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './packages/shared',
              from: './apps',
              message: 'The shared package depends on zod only.',
            },
            { target: './apps/api', from: './apps/web' },
            { target: './apps/web', from: './apps/api' },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A module's repositories are private to it (decision 0017): other modules, the wiring and the tests go
    // through the module's services, which name what it offers.
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [privateRepositories] }] },
  },
  {
    // A notice is written in its module's `<module>.notices.ts`, next to the change it tells about, and only
    // there calls the post office's recordEvent (decision 0037).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/notifications/**', 'apps/api/src/modules/*/*.notices.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            privateRepositories,
            {
              regex: '^\\.\\./notifications/domain-events$',
              message:
                "Events are raised by the module's notices: write this one in <module>/<module>.notices.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Notifications is a ground floor, like the ledger and the audit (decision 0037): the event table, the
    // outbox, delivery and the bell. It imports no domain module; the domains write their own notices and own
    // the facts those name. (Its tests drive the whole app and may set a scene through other modules.)
    files: ['apps/api/src/modules/notifications/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            privateRepositories,
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/',
              message:
                'Notifications imports no other module: the domain passes what its notice names, from its own notices file.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Tool configuration files must default-export; scripts print to the console.
    files: [
      '*.config.{js,ts,mjs}',
      '**/*.config.{js,ts,mjs}',
      '**/global-setup*.ts',
      'scripts/**',
      'apps/api/build.mjs',
      'bench/**',
      '.ci/**',
    ],
    rules: { 'import-x/no-default-export': 'off', 'no-console': 'off' },
  },
  prettier,
);
