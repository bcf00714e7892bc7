// Lint rules, including the layering (docs/product-rules.md#feature-boundaries): dependencies point inward to
// src/shared.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import { noModuleLet, rendererBoundaries } from './scripts/eslint/rendererBoundaries.js';

const electron = { name: 'electron', message: 'Only src/main and src/preload may import electron.' };
const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)].map((name) => ({
  name,
  message: 'src/shared is pure TypeScript: no Node built-ins.',
}));
/** The renderer takes each area's catalog (shared/messages/<area>.ts), so it loads with its chunk. */
const wholeCatalog = {
  group: ['**/messages.de', '**/messages.de.ts'],
  message:
    'Import the area catalogs from shared/messages/<area> (docs/product-rules.md#first-page-budget): the whole catalog is for the server and tests.',
};
/**
 * An SQL statement in a string or template: route modules parse, authorize and call the domain
 * modules (server/src/users, quiz, orders, …), which hold the SQL and its transactions.
 */
const SQL_STATEMENT = String.raw`/\b(select\s[\s\S]*\sfrom\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s)/i`;
const SQL_MESSAGE = 'No SQL in server/src/routes: move the statement into a domain module and call it.';
const noSqlInRoutes = [
  { selector: `Literal[value=${SQL_STATEMENT}]`, message: SQL_MESSAGE },
  { selector: `TemplateElement[value.raw=${SQL_STATEMENT}]`, message: SQL_MESSAGE },
];
/** A server error's code spelled as a string where it is sent: the codes come from ErrorCode (src/shared). */
const CODE_MESSAGE = "Take the error's code from ErrorCode (server/src/errors.ts), not a string.";
const noInlineErrorCodes = [
  { selector: "NewExpression[callee.name='HttpError'][arguments.0.type='Literal']", message: CODE_MESSAGE },
  { selector: "CallExpression[callee.name='codedError'][arguments.0.type='Literal']", message: CODE_MESSAGE },
  {
    selector: "CallExpression[callee.property.name='withStatus'][arguments.1.type='Literal']",
    message: CODE_MESSAGE,
  },
];
const outward = (...folders) =>
  folders.map((folder) => ({
    group: [`**/${folder}/**`, `**/${folder}`],
    message: `Dependencies point inward (docs/product-rules.md#feature-boundaries): this layer may not import ${folder}.`,
  }));

export default tseslint.config(
  {
    ignores: ['node_modules', 'out', 'dist', 'release', 'data', 'test-results', 'playwright-report'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electron, ...nodeBuiltins],
          patterns: outward('renderer', 'main', 'preload', 'server'),
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'process'],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, renderer: rendererBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { paths: [electron], patterns: [...outward('main', 'preload', 'server'), wholeCatalog] },
      ],
      'renderer/feature-boundaries': 'error',
      'renderer/api-calls': 'error',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: [
      'src/renderer/**/*.test.{ts,tsx}',
      'src/renderer/**/testing.{ts,tsx}',
      'src/renderer/testing/**',
    ],
    rules: { 'no-restricted-syntax': noModuleLet },
  },
  {
    files: ['src/main/**/*.ts', 'src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: outward('renderer', 'server') }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [electron], patterns: outward('renderer', 'main', 'preload') },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...noInlineErrorCodes] },
  },
  {
    files: ['server/src/routes/**/*.ts'],
    ignores: ['server/src/routes/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...noSqlInRoutes, ...noInlineErrorCodes],
      // Route modules share nothing but the one way routes are defined: helpers live in domain modules.
      'no-restricted-imports': [
        'error',
        {
          paths: [electron],
          patterns: [
            ...outward('renderer', 'main', 'preload'),
            {
              group: ['./*', '!./registry'],
              message: 'Route modules do not import each other: move the shared helper into a domain module.',
            },
          ],
        },
      ],
    },
  },
);
