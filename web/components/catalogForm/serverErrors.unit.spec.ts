import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { applyServerFieldErrors, messageFieldErrors, serverErrorFields, serverFieldErrors } from './serverErrors.ts';

const refused = (errors: { message: string; extensions?: Record<string, unknown> }[]) => new CombinedGraphQLErrors({ errors });

describe('server field errors', () => {
  it('takes the input errors the server lists, named by their field', () => {
    const error = refused([
      {
        message: 'input.sessionId: no creative session named x',
        extensions: { code: 'BAD_USER_INPUT', inputErrors: [{ path: 'input.sessionId', message: 'no creative session named x' }] },
      },
    ]);
    expect(serverFieldErrors(error)).toEqual([{ field: 'sessionId', message: 'no creative session named x' }]);
  });

  it('reads the fields from the message when the error lists none', () => {
    expect(messageFieldErrors('input.title: must not be empty; input.generationParams.seed: must be at least 1')).toEqual([
      { field: 'title', message: 'must not be empty' },
      { field: 'generationParams.seed', message: 'must be at least 1' },
    ]);
    expect(messageFieldErrors('admin session required')).toEqual([{ field: null, message: 'admin session required' }]);
  });

  it('is empty for an error that is not a GraphQL answer', () => {
    expect(serverFieldErrors(new Error('network down'))).toEqual([]);
  });

  it('puts each error beside a field the form has and returns the rest as text', () => {
    const set: [string, string][] = [];
    const rest = applyServerFieldErrors(
      [
        { field: 'title', message: 'must not be empty' },
        { field: 'unknownThing', message: 'is odd' },
        { field: null, message: 'something else' },
      ],
      ['title'],
      (field, message) => set.push([field, message]),
    );
    expect(set).toEqual([['title', 'must not be empty']]);
    expect(rest).toEqual(['unknownThing: is odd', 'something else']);
  });

  it("names a nested input's fields by their path in place of the field itself", () => {
    expect(serverErrorFields(['title', 'generationParams', 'tags'], { generationParams: ['seed', 'background'] })).toEqual([
      'title',
      'generationParams.seed',
      'generationParams.background',
      'tags',
    ]);
  });
});
