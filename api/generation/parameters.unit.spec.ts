import { describe, expect, it } from 'vitest';
import { finalPromptFor, generationDefaults, generationRequestSchema, normaliseSeed, parametersHash } from './parameters.ts';

const parse = (input: unknown) => generationRequestSchema.safeParse(input);
const issuesOf = (input: unknown) => {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('generation parameters', () => {
  it('fills every absent field with the demo default', () => {
    expect(parse({})).toEqual({ success: true, data: generationDefaults });
    expect(generationDefaults).toMatchObject({ seed: 42, minimalism: 50, background: 'transparent', colorPalette: 'vibrant', aspectRatio: '16:9' });
  });

  it('turns a seed that is not a number, or zero, into 42 and keeps other integers', () => {
    for (const seed of ['abc', 0, '0', -0, 0.4, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, '', true, {}]) expect(normaliseSeed(seed), String(seed)).toBe(42);
    expect(normaliseSeed(7)).toBe(7);
    expect(normaliseSeed('17')).toBe(17);
    expect(normaliseSeed(9.9)).toBe(9);
    expect(normaliseSeed(-3)).toBe(-3);
    expect(issuesOf({ seed: 3e9 })).toEqual([expect.stringMatching(/^seed: must be between/)]);
  });

  it('accepts minimalism 0 to 100 in steps of 10 only', () => {
    for (const minimalism of [0, 10, 50, 100, '30']) expect(parse({ minimalism }).success, String(minimalism)).toBe(true);
    for (const minimalism of [55, -10, 110, 5.5, 'lots', null]) expect(issuesOf({ minimalism })[0], String(minimalism)).toMatch(/^minimalism: /);
  });

  it('accepts only the listed options and no unknown fields', () => {
    expect(issuesOf({ aspectRatio: '2:1' })).toEqual(['aspectRatio: must be one of 16:9, 1:1, 4:3, 3:4, 9:16']);
    expect(issuesOf({ aspectRatio: '3:2' })).toHaveLength(1);
    expect(issuesOf({ background: 'grey' })[0]).toMatch(/^background: must be one of transparent, white, black, charcoal/);
    expect(issuesOf({ colorPalette: 'pastel' })[0]).toMatch(/^colorPalette: /);
    expect(issuesOf({ perspective: 'investors' })[0]).toMatch(/^perspective: /);
    expect(issuesOf({ prompt: '' })).toEqual(['prompt: must not be empty']);
    expect(issuesOf({ prompt: 'x'.repeat(501) })).toEqual(['prompt: must be at most 500 characters']);
    expect(issuesOf({ colour: 'red' }).join()).toMatch(/colour/);
    expect(parse({ prompt: '  a garden  ' })).toMatchObject({ data: { prompt: 'a garden' } });
  });

  it('hashes the normalised parameters: equal inputs agree, any change differs', () => {
    const base = parse({}).data!;
    expect(parametersHash(base)).toMatch(/^[a-f0-9]{32}$/);
    expect(parametersHash(parse({ seed: 'abc' }).data!)).toBe(parametersHash(base));
    for (const change of [{ seed: 43 }, { prompt: 'a city' }, { minimalism: 60 }, { aspectRatio: '1:1' }, { background: 'white' }, { colorPalette: 'soft' }, { perspective: 'memory_capturers' }]) {
      expect(parametersHash(parse(change).data!), JSON.stringify(change)).not.toBe(parametersHash(base));
    }
  });

  it('spells out in the final prompt what the parameters add', () => {
    const text = finalPromptFor(parse({ perspective: 'memory_capturers', minimalism: 20 }).data!);
    expect(text).toMatch(/^A Garden of Eden/);
    expect(text).toMatch(/personal and warm/);
    expect(text).toMatch(/minimalism 20\/100/);
    expect(text).toMatch(/Motifs: garden, frame\./);
  });
});
