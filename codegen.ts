import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the React client, generated from the committed schema. */
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['web/**/*.{ts,tsx}', '!web/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    './web/generated/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', JSON: 'unknown', BigInt: 'string' } },
    },
  },
};

export default config;
