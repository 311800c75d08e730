import { isDeepStrictEqual } from 'node:util';

/** Equal as stored values compare: deeply, in any key order, with absent and null the same. */
export const sameValue = (a: unknown, b: unknown): boolean => isDeepStrictEqual(a ?? null, b ?? null);
