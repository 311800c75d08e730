import { z } from 'zod';
import type { ResponseDeclaration } from './route.ts';

/** Every non-OK answer but the generator's is plain text that reads well after '{status}: ' (http/errorHandler.ts). */
export const errorText = z.string().describe('What went wrong, in a sentence.');

const text = (description: string): ResponseDeclaration => ({ description, text: { 'text/plain': errorText } });

export const json = (description: string, schema: z.ZodType): ResponseDeclaration => ({ description, json: schema });

export const badInput = text('The input is not valid: which field and why.');
export const adminRequired = text('No valid administrator session: send `Authorization: Bearer <sessionId>`.');
export const notFound = text('Nothing has that id.');
export const conflict = text('The image changed since the version the edit was based on.');
export const alreadyExists = text('Something of that id exists already.');
export const crossSite = text('The request came from another site (Origin or Sec-Fetch-Site): changes must come from this site.');
export const tooManyRequests = text('Too many writes from this address; retry after the seconds in Retry-After.');

/** The answers every write can give besides its own: bad input, a cross-site request and the write budget. */
export const writeErrors = { 400: badInput, 403: crossSite, 429: tooManyRequests };

export const successSchema = z.object({ success: z.literal(true) });
