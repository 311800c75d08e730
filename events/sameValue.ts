/** Equal as JSON, with absent and null the same: how stored values (read-model columns, event fields) compare. */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
