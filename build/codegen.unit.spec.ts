import { describe, expect, it } from 'vitest';
import config from '../codegen.ts';
import { plugin } from './codegenVocabularyPlugin.ts';

describe('client code generation', () => {
  it('loads the documents sorted, so the generated code is the same on every run', () => {
    // The codegen CLI loads documents with its defaults (sort: true), then the config's own keys,
    // then its `config` block: a `sort: false` in either leaves the documents in the order their
    // files finish loading, and `codegen:check` failed in CI one run in four.
    const documentOptions = { sort: true, ...config, ...config.config };
    expect(documentOptions.sort).toBe(true);
  });

  it('lists each enum in the order schema.graphql declares it, although codegen hands plugins a sorted schema', () => {
    const vocabulary = plugin(undefined, undefined, { schemaFile: './schema.graphql' });
    expect(vocabulary).toContain('export const perspectiveValues = ["startup_founders", "content_creators", "memory_capturers"] as const;');
  });

  it('lists the fields of each input type it is given in the order schema.graphql declares them, and refuses a name that is no input type', () => {
    const vocabulary = plugin(undefined, undefined, { schemaFile: './schema.graphql', inputFields: ['CreativeSessionInput', 'GenerationParamsInput'] });
    expect(vocabulary).toContain(
      'export const creativeSessionInputFields = ["title", "description", "journeyStage", "sessionDate", "learningInsights", "nextSteps"] as const;\nexport type CreativeSessionInputField = (typeof creativeSessionInputFields)[number];',
    );
    expect(vocabulary).toContain('export const generationParamsInputFields = ["colorPalette", "aspectRatio", "background", "minimalism", "seed", "contextType"] as const;');
    expect(vocabulary).not.toContain('imageEditInputFields');
    expect(() => plugin(undefined, undefined, { schemaFile: './schema.graphql', inputFields: ['CreativeImage'] })).toThrow('CreativeImage is not an input type');
  });

  it('lists the input fields codegen.ts names for the forms', () => {
    const generates = config.generates as Record<string, { config?: { inputFields?: string[] } }>;
    expect(generates['./web/generated/vocabulary.ts']?.config?.inputFields).toEqual(expect.arrayContaining(['ImageEditInput', 'CatalogImageInput', 'CreativeSessionInput']));
  });
});
