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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/[^/]+\\.repository$|(^|/)modules/[^/]+/[^/]+\\.repository$',
              message:
                "A module's repository is imported only by files of that module: use what its service exports.",
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
