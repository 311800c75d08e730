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

/** What an image upload may be refused with, beyond bad fields (each names the file and the problem). */
export const uploadErrors = {
  413: text('The file is larger than IMAGE_MAX_MB, or the request carries more than UPLOAD_MAX_FILES files.'),
  415: text('The file is not an image the site takes: PNG, JPEG, WebP or AVIF, judged by its bytes (SVG, GIF and the rest are refused).'),
  422: text('The image cannot be taken: empty, damaged, animated, or more pixels than IMAGE_MAX_MEGAPIXELS allows (judged from its header).'),
  503: { ...text('The image processor is busy; retry after the seconds in Retry-After. Nothing was recorded.'), headers: { 'retry-after': 'Seconds to wait before trying again.' } },
};

export const successSchema = z.object({ success: z.literal(true) });
