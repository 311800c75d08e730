import { readFileSync } from 'node:fs';
import { buildSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EVENT_APPENDED, EVENT_PAGE, IMAGE_AS_OF } from './explorerApi.ts';

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

describe('the explorer documents', () => {
  it.each([
    ['EVENT_PAGE', EVENT_PAGE],
    ['EVENT_APPENDED', EVENT_APPENDED],
    ['IMAGE_AS_OF', IMAGE_AS_OF],
  ])('%s is valid against the committed schema', (_, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
