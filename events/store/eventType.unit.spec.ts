import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineEvent, upcaster } from './eventType.ts';

// A made-up history: v1 { name }, v2 { first, last }, v3 (current) { first, last, initials }.
const v1 = z.object({ name: z.string().regex(/^\S+ \S+$/) });
const v2 = z.object({ first: z.string(), last: z.string() });
const v3 = z.object({ first: z.string(), last: z.string(), initials: z.string().length(2) });

const PersonNamed = defineEvent('PersonNamed', v3, {
  version: 3,
  upcasters: {
    1: upcaster(v1, ({ name }) => {
      const [first, last] = name.split(' ');
      return { first, last };
    }),
    2: upcaster(v2, ({ first, last }) => ({ first, last, initials: `${first[0]}${last[0]}` })),
  },
});

describe('event versions and upcasters', () => {
  it('reads data of every older version as the current version, one step at a time', () => {
    const current = { first: 'Ada', last: 'Lovelace', initials: 'AL' };
    expect(PersonNamed.upcast({ name: 'Ada Lovelace' }, 1)).toEqual(current);
    expect(PersonNamed.upcast({ first: 'Ada', last: 'Lovelace' }, 2)).toEqual(current);
    expect(PersonNamed.upcast(current, 3)).toEqual(current);
    expect(PersonNamed.schemaVersion).toBe(3);
  });

  it('gives the schema of each declared version and none of another', () => {
    expect(PersonNamed.schemaOf(1)).toBe(v1);
    expect(PersonNamed.schemaOf(2)).toBe(v2);
    expect(PersonNamed.schemaOf(3)).toBe(v3);
    expect(PersonNamed.schemaOf(0)).toBeUndefined();
    expect(PersonNamed.schemaOf(4)).toBeUndefined();
    expect(PersonNamed.schemaOf(1.5)).toBeUndefined();
  });

  it("checks the data against its own version's schema before upcasting it", () => {
    expect(() => PersonNamed.upcast({ name: 'Ada' }, 1)).toThrow(z.ZodError);
    expect(() => PersonNamed.upcast({ name: 'Ada Lovelace' }, 2)).toThrow(z.ZodError);
    expect(() => PersonNamed.upcast({ first: 'Ada' }, 4)).toThrow('PersonNamed has no schema version 4 (the current one is 3)');
  });

  it('checks what each upcaster produces against the next version', () => {
    const Broken = defineEvent('Broken', v2, { version: 2, upcasters: { 1: upcaster(v1, ({ name }) => ({ first: name })) } });
    expect(() => Broken.upcast({ name: 'Ada Lovelace' }, 1)).toThrow(z.ZodError);
  });

  it('refuses a declaration without an upcaster for each older version', () => {
    expect(() => defineEvent('Gap', v3, { version: 3, upcasters: { 1: upcaster(v1, (data) => data) } })).toThrow(
      'Gap: version 3 needs one upcaster for each older version, 1 to 2',
    );
    expect(() => defineEvent('Zero', v3, { version: 0, upcasters: {} })).toThrow('Zero: version 0');
  });

  it('declares version 1 without upcasters by default', () => {
    const Plain = defineEvent('Plain', v2);
    expect(Plain.schemaVersion).toBe(1);
    expect(Plain.upcast({ first: 'Ada', last: 'Lovelace' }, 1)).toEqual({ first: 'Ada', last: 'Lovelace' });
    expect(Plain({ first: 'Ada', last: 'Lovelace' })).toEqual({ type: 'Plain', data: { first: 'Ada', last: 'Lovelace' }, eventId: undefined });
  });
});
