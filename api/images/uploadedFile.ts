import type { Config } from '../config.ts';
import { UserError } from '../errors.ts';

const MB = 1024 * 1024;

/** An uploaded file as the services take it: its bytes and the name it was sent under (for messages). */
export interface UploadedFile {
  bytes: Uint8Array;
  name: string;
}

/** A GraphQL Upload's bytes, refused with 413 when it is larger than IMAGE_MAX_MB (before it is read whole). */
export async function uploadedFile(file: Blob & { name?: string }, config: Pick<Config, 'IMAGE_MAX_MB'>): Promise<UploadedFile> {
  const name = file.name || 'the file';
  if (file.size > Math.round(config.IMAGE_MAX_MB * MB)) throw new UserError(413, `${name} is larger than ${config.IMAGE_MAX_MB} MB, the limit`);
  return { bytes: new Uint8Array(await file.arrayBuffer()), name };
}
