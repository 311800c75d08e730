import type { CodegenConfig } from '@graphql-codegen/cli';
import * as vocabularyPlugin from './build/codegenVocabularyPlugin.ts';

/** Plugins written in this repository, loaded here because codegen imports plugins as JavaScript. */
const localPlugins: Record<string, typeof vocabularyPlugin> = { vocabulary: vocabularyPlugin };

/**
 * Typed documents for the React client (every `graphql(...)` in web/), and the schema's enums as
 * values and labels with the field names of the inputs the forms fill (web/generated/vocabulary.ts),
 * generated from the committed schema. The output is
 * committed; `npm run codegen:check` fails when it no longer matches the schema and the documents.
 */
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['web/**/*.{ts,tsx}', '!web/generated/**'],
  ignoreNoDocuments: true,
  // Codegen's `sort` stays on: turned off, it also leaves the documents in the order their files
  // happen to finish loading, and the output changes from run to run. The vocabulary plugin reads
  // the enums' declared order from schema.graphql itself.
  pluginLoader: async (name) => localPlugins[name] ?? import(name),
  generates: {
    './web/generated/': {
      preset: 'client',
      // Components read their fragment's fields straight from the query result: no masking.
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', JSON: 'unknown', BigInt: 'string' } },
    },
    './web/generated/vocabulary.ts': {
      plugins: ['vocabulary'],
      config: { schemaFile: './schema.graphql', inputFields: ['ImageEditInput', 'CatalogImageInput', 'UploadedImageInput', 'CreativeSessionInput', 'GenerationParamsInput'] },
    },
  },
};

export default config;
