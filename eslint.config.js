import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: shared imports only zod; server and client import shared, never each other.
const forbid = (group, paths = []) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message: 'src/client, src/server and src/shared keep their imports one way (see docs/architecture.md).' }], paths }],
});

const API_PATH = 'Call the API with callApi/apiQuery/apiKey (src/client/lib/api.ts) and a route from @shared/contracts/routes, not a path written here.';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'drizzle/**', 'test-results/**', 'playwright-report/**', 'scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  // The client takes each area's texts from its own file, so a page's bundle carries only the texts it shows.
  { files: ['src/client/**'], rules: forbid(['**/server/**', '**/src/server/**'], [{ name: '@shared/messages', message: 'Import an area\'s texts from @shared/messages/<area>.' }]) },
  // Issue 24: the client calls the API only through src/client/lib/api.ts, naming a route of
  // @shared/contracts/routes; a path written by hand anywhere else in src/client is refused.
  {
    files: ['src/client/**'],
    ignores: ['src/client/lib/api.ts', 'src/client/lib/api.test.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'Literal[value=/^\\/api(\\/|\\?|$)/]', message: API_PATH },
        { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|\\?|$)/]', message: API_PATH },
      ],
    },
  },
  { files: ['src/server/**'], rules: forbid(['**/client/**', '**/src/client/**']) },
  { files: ['src/shared/**'], rules: forbid(['**/server/**', '**/client/**', 'react', 'react-dom', 'fastify', 'drizzle-orm', 'drizzle-orm/*']) },
);
