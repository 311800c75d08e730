import { z } from 'zod';

/**
 * Values a request field takes besides those of its schema, because a preprocess maps them onto it
 * (e.g. 'all' or an empty value to "no filter"). z.toJSONSchema describes a preprocess by the schema
 * after it only; document.ts adds these values to the field's documented input.
 */
export const extraInputValues = z.registry<{ values: readonly string[]; description: string }>();
