// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const transportImports = {
  patterns: [
    {
      group: ['fastify', '@fastify/*', '@connectrpc/*'],
      message: 'Below the handlers nothing imports Fastify or Connect (STYLE.md, Server).',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/contract/src/gen/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-exports': ['error', { restrictDefaultExports: { direct: true } }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../../*'], message: 'Import by workspace name or alias.' }] },
      ],
    },
  },
  {
    // Plain JavaScript (this file, small scripts) is linted without type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['**/*.config.{js,ts}', 'apps/server/drizzle.config.ts'],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    files: [
      'apps/server/src/modules/**/*.service.ts',
      'apps/server/src/modules/**/*.repo.ts',
      'apps/server/src/db/**/*.ts',
      'apps/server/src/errors.ts',
    ],
    rules: { 'no-restricted-imports': ['error', transportImports] },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: 'packages/domain is pure: no imports.' }] },
      ],
    },
  },
  {
    files: ['packages/wire/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?![.]|zod/mini$)', message: 'packages/wire imports only zod/mini.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'apps/server/src/test/**', 'bench/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
