import type { Config } from '../config.ts';
import { UserError } from '../errors.ts';

const MB = 1024 * 1024;

/** An uploaded file's bytes, refused with 413 when it is larger than IMAGE_MAX_MB (before it is read whole). */
export async function uploadedBytes(file: Blob & { name?: string }, config: Pick<Config, 'IMAGE_MAX_MB'>): Promise<Uint8Array> {
  const limit = Math.round(config.IMAGE_MAX_MB * MB);
  if (file.size > limit) throw new UserError(413, `${file.name || 'the file'} is ${(file.size / MB).toFixed(1)} MB; the limit is ${config.IMAGE_MAX_MB} MB`);
  return new Uint8Array(await file.arrayBuffer());
}
