import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: shared imports only zod; server and client import shared, never each other.
const forbid = (group, paths = []) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message: 'src/client, src/server and src/shared keep their imports one way (see docs/architecture.md).' }], paths }],
});

// Issue 24: src/client's layers (docs/architecture.md, Client, 'Layers'). Every client import is a
// relative path, and no-restricted-imports matches the path as written, not where it leads, so this
// rule resolves each one and compares the two files' layers:
//   lib            imports lib only;
//   components     lib and components;
//   features/<a>   lib, components and its own folder <a> (features never import each other);
//   shell          (the site layout and the dialog host, composing features) lib, components, features, shell;
//   pages          anything but routes.tsx, app.tsx and main.tsx;
//   the rest       (routes.tsx, app.tsx, main.tsx) anything.
// @shared is outside src/client and open to every layer (server code is refused below).
const CLIENT_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src', 'client');
const LAYER_RANK = { lib: 0, components: 1, features: 2, shell: 3, pages: 3, top: 4 };

function clientLayer(file) {
  const [top, area] = path.relative(CLIENT_ROOT, file).split(path.sep);
  if (top === 'features') return { name: 'features', area, label: `features/${area}` };
  if (top in LAYER_RANK && top !== 'top') return { name: top, label: top };
  return { name: 'top', label: 'the app' };
}

function layerRefusal(from, to) {
  if (from.name === 'features') {
    if (to.name === 'features' && to.area !== from.area) return 'features never import each other: move what both need to lib/ or components/, or let the page compose the two';
    if (LAYER_RANK[to.name] > LAYER_RANK.features) return 'a feature imports lib/, components/, @shared and its own folder only';
    return null;
  }
  if (from.name === 'pages') return to.name === 'top' ? 'pages never import routes.tsx, app.tsx or main.tsx' : null;
  if (from.name === 'shell') return to.name === 'pages' || to.name === 'top' ? 'the shell imports lib/, components/ and features/ only' : null;
  if (LAYER_RANK[to.name] > LAYER_RANK[from.name]) return `${from.name}/ imports ${from.name === 'lib' ? 'lib/' : 'lib/ and components/'} only`;
  return null;
}

const clientLayers = {
  meta: { type: 'problem', messages: { refused: "{{from}} may not import '{{source}}' ({{to}}): {{why}}." }, schema: [] },
  create(context) {
    const file = context.physicalFilename;
    if (!file.startsWith(CLIENT_ROOT + path.sep)) return {};
    const from = clientLayer(file);
    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!source?.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (!target.startsWith(CLIENT_ROOT + path.sep)) return;
      const to = clientLayer(target);
      const why = layerRefusal(from, to);
      if (why) context.report({ node, messageId: 'refused', data: { from: from.label, source, to: to.label, why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

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
  { files: ['src/client/**'], plugins: { client: { rules: { layers: clientLayers } } }, rules: { 'client/layers': 'error' } },
  { files: ['src/server/**'], rules: forbid(['**/client/**', '**/src/client/**']) },
  { files: ['src/shared/**'], rules: forbid(['**/server/**', '**/client/**', 'react', 'react-dom', 'fastify', 'drizzle-orm', 'drizzle-orm/*']) },
);
