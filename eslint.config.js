import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const projectRoot = import.meta.dirname;

/**
 * Which project folders each layer may not import from (paths from the project root). Imports are
 * resolved against the importing file, so '../api/apiRequest.ts' inside web/ is web/api/, while
 * '../../api/x.ts' from web/routes/ is the server's api/.
 */
const layers = [
  {
    layer: 'web',
    forbidden: ['api', 'events', 'prisma', 'domain', 'generator', 'semi', 'media', 'scripts'],
    why: 'the web client gets server knowledge only through the generated types in web/generated/',
  },
  { layer: 'api', forbidden: ['web'], why: 'the server must not depend on the web client' },
  {
    layer: 'events/store',
    forbidden: ['events', 'api', 'web', 'seed', 'domain', 'generator', 'scripts'],
    why: 'the event store knows no aggregate: their event types and projections are handed to it (events/registry.ts)',
  },
  { layer: 'events', forbidden: ['api', 'web', 'seed'], why: 'the event store depends on no server, client or seed data' },
  {
    layer: 'semi',
    forbidden: ['api', 'web', 'events', 'prisma', 'scripts'],
    why: "Semi's engine knows no server, client, event store, database or script: api/semi adapts it to HTTP and GraphQL",
  },
  { layer: 'media', forbidden: ['api', 'web', 'events', 'semi', 'scripts'], why: 'image processing and blob storage know nothing of the server or the log' },
  { layer: 'domain', forbidden: ['.'], why: 'the vocabulary imports nothing from the project but itself' },
];

/** Whether a project path lies in a folder; '.' is the whole project. */
const inside = (path, folder) => folder === '.' || path === folder || path.startsWith(`${folder}/`);

/** The project path ('web/api/apiRequest.ts') an import names, or undefined for a package. */
function importedPath(filename, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  return relative(projectRoot, resolve(dirname(filename), specifier)).split(sep).join('/');
}

const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps each layer from importing the folders it must not depend on.' },
    messages: { forbidden: '{{layer}}/ must not import {{target}}: {{why}}.' },
    schema: [],
  },
  create(context) {
    const file = relative(projectRoot, context.filename).split(sep).join('/');
    const rule = layers.find(({ layer }) => inside(file, layer));
    if (!rule) return {};
    const check = (source) => {
      if (typeof source?.value !== 'string') return;
      const target = importedPath(context.filename, source.value);
      if (target === undefined || target.startsWith('..')) return;
      if (inside(target, rule.layer) || !rule.forbidden.some((folder) => inside(target, folder))) return;
      context.report({ node: source, messageId: 'forbidden', data: { layer: rule.layer, target, why: rule.why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const useApiRequest = 'Call the REST API through apiRequest (web/api/apiRequest.ts), the one place the client uses fetch.';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'prisma/generated/', 'scratch/', 'web/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['web/**', 'api/**', 'events/**', 'domain/**', 'semi/**', 'media/**'],
    plugins: { layers: { rules: { imports: layerImports } } },
    rules: { 'layers/imports': 'error' },
  },
  {
    // Plain JavaScript run by node before anything is compiled (scripts/build.js).
    files: ['scripts/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly' } },
  },
  {
    files: ['web/**'],
    ignores: ['web/api/apiRequest.ts', 'web/**/*.spec.ts', 'web/**/*.spec.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: useApiRequest }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: useApiRequest })),
      ],
    },
  },
);
