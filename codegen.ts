import type { CodegenConfig } from '@graphql-codegen/cli';
import * as vocabularyPlugin from './build/codegenVocabularyPlugin.ts';

/** Plugins written in this repository, loaded here because codegen imports plugins as JavaScript. */
const localPlugins: Record<string, typeof vocabularyPlugin> = { vocabulary: vocabularyPlugin };

/**
 * Typed documents for the React client (every `graphql(...)` in web/) and the schema's enums as
 * values and labels (web/generated/vocabulary.ts), generated from the committed schema. The output is
 * committed; `npm run codegen:check` fails when it no longer matches the schema and the documents.
 */
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['web/**/*.{ts,tsx}', '!web/generated/**'],
  ignoreNoDocuments: true,
  // Keep the schema's declared order: enum values are listed as the server declares them.
  config: { sort: false },
  pluginLoader: async (name) => localPlugins[name] ?? import(name),
  generates: {
    './web/generated/': {
      preset: 'client',
      // Components read their fragment's fields straight from the query result: no masking.
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', JSON: 'unknown', BigInt: 'string' } },
    },
    './web/generated/vocabulary.ts': { plugins: ['vocabulary'] },
  },
};

export default config;
