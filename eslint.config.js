import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules', 'build', 'dist', 'data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries: importBoundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name='json'][callee.object.name='c']",
          message:
            'Answer JSON with jsonResponse(c, body, status) from http/json-response.ts: it compresses from the text.',
        },
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name='header'][callee.object.name='c']",
          message:
            "Pass an answer's headers with it (jsonResponse's `headers`, c.body's third argument): JSON answers do not carry headers set with c.header().",
        },
        {
          selector: "MemberExpression[object.name='c'][property.name='var']",
          message:
            "Read request variables with c.get('name'): c.var copies all of them into a new object on each read.",
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
