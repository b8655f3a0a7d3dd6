// @ts-check
/**
 * Lint rules for TypeScript, React islands and Astro components (docs/README.md, code style).
 * Formatting is Prettier's job (prettier.config.mjs); these rules catch mistakes.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'data/**',
      '.astro/**',
      'node_modules/**',
      'tests/.tmp/**',
      'test-results/**',
      'src/server/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused parameters and caught errors named with a leading underscore say "on purpose".
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `import type` keeps type-only imports out of the browser bundles and the import graph.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // The shop strips control characters from input on purpose (docs/api.md, input rules).
      'no-control-regex': 'off',
      'no-restricted-imports': [
        'error',
        {
          // Files outside src/ (i18n/, scripts/) have no alias.
          patterns: [{ regex: '^\\.\\./\\.\\./(?!i18n/|scripts/)', message: 'Import across rooms through the #src/ alias (docs/README.md, imports).' }],
        },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Tests read JSON answers and check them with assertions, not with types.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
