// Lint: typescript-eslint (type-aware for src/sim/protocol), React hooks rules, and Printdeck's
// import-direction rule (eslint-rules/import-direction.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importDirection from './eslint-rules/import-direction.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.sim-data', '.sim-data-farm', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { printdeck: { rules: { 'import-direction': importDirection } } },
    rules: {
      'printdeck/import-direction': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Lazy parts go through lib/lazy.ts, which fetches a chunk again after a short absence.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', importNames: ['lazy'], message: 'Use lazy from src/components/lazy.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint-rules/**/*.js'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
