import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/import-boundaries.js';
import { typeScriptResolver } from './eslint/typescript-resolver.js';

/** Code the server never writes. */
const SERVER_SYNTAX_BANS = [
  {
    selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction'][arguments.length=0]",
    message:
      'Open a transaction with inTransaction(db, work) from db/in-transaction.ts: it guards the pool against a second connection inside the transaction.',
  },
  {
    selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='header'][callee.object.name='c']",
    message:
      "Pass an answer's headers with it (`answer`'s third argument, c.body's): JSON answers do not carry headers set with c.header().",
  },
  {
    selector: "MemberExpression[object.name='c'][property.name='var']",
    message: "Read request variables with c.get('name'): c.var copies all of them into a new object on each read.",
  },
];

/** JSON answers go through one door, which chooses the fast path or Hono's own (`FAST_PATHS`). */
const ANSWERING_WITH_C_JSON = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='json'][callee.object.name='c']",
  message:
    "Answer JSON with the `answer(body, status)` route() hands an endpoint's handler (http/endpoint-routes.ts): it serializes and compresses once, or answers with c.json when the fast paths are off.",
};
const JSON_FENCE_ENTRY = 'src/server/http/json/index.ts';

/** Saved sections have one writer, which takes their search text from their name and their writer's columns. */
const WRITING_SECTIONS = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(insertInto|updateTable)$/][arguments.0.value='generated_content']",
  message:
    'Insert and update saved sections through services/sections/section-rows.ts, the one writer of generated_content.',
};
const SECTION_WRITERS = ['src/server/services/sections/section-rows.ts', 'src/server/db/migrations/**'];

export default tseslint.config(
  { ignores: ['node_modules', 'build', 'dist', 'data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Rules that read the types: a promise left floating, awaited when it is none or passed where nothing awaits it,
    // a cast that changes nothing, an `any` leaking into typed code. Each file is checked with its own tsconfig.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React ignores what an event handler returns; a form's submit handles its own failures (handleSubmit, mutations).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An implementation of an async interface may finish without waiting on anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // A test reads answers back as `any` (JSON.parse) and matches them with vitest's `expect.any()`, which is `any` by
    // design: the values are checked when the test runs.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
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
    // A type says what a value is; a cast only claims it. Production code narrows with a type guard or parses at the
    // boundary; `as const` stays allowed. Tests may cast their fixtures.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    // No import circles: each import is followed to its file as TypeScript resolves it (type-only imports aside).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [typeScriptResolver('tsconfig.json')],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [typeScriptResolver('src/client/tsconfig.json')] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', JSON_FENCE_ENTRY, ...SECTION_WRITERS],
    rules: { 'no-restricted-syntax': ['error', ...SERVER_SYNTAX_BANS, ANSWERING_WITH_C_JSON, WRITING_SECTIONS] },
  },
  {
    // The JSON fence's entry answers with c.json when the fast paths are off (docs/decisions/0056).
    files: [JSON_FENCE_ENTRY],
    rules: { 'no-restricted-syntax': ['error', ...SERVER_SYNTAX_BANS, WRITING_SECTIONS] },
  },
  {
    files: SECTION_WRITERS,
    rules: { 'no-restricted-syntax': ['error', ...SERVER_SYNTAX_BANS, ANSWERING_WITH_C_JSON] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['src/client/**/*.tsx'], ...jsxA11y.configs.recommended },
);
