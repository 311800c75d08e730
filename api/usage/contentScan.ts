import { readFile } from 'node:fs/promises';
import { UserError } from '../errors.ts';
import { IMAGE_REFERENCES_FILE, imageReferencesSchema, type ImageReferences } from './imageReferences.ts';

/**
 * Reads where the built client shows catalog images (the build's image references). Without a
 * client build there is nothing to scan: that is an error, never an empty usage set.
 */
export async function readImageReferences(path: string): Promise<ImageReferences> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new UserError(503, `usage scan unavailable: the web client is not built (no ${IMAGE_REFERENCES_FILE}); run npm run build:web and restart the server`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {}
  const parsed = imageReferencesSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${path} is not a list of image references (${parsed.error.issues[0]?.message}); rebuild the web client`);
  return parsed.data;
}
