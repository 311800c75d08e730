import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { enteredImageFields } from '../../domain/imageFields.ts';
import type { Config } from '../config.ts';
import { UserError } from '../errors.ts';
import type { UploadedFile } from './uploadedFile.ts';

const MB = 1024 * 1024;

export interface MultipartUpload {
  file: UploadedFile;
  /** The text fields, numbers where the field table says a field is one (complexityLevel). */
  fields: Record<string, unknown>;
}

const numericFields = new Set<string>(enteredImageFields.filter(([, definition]) => definition.graphql === 'Int').map(([name]) => name));

/** A form field as the catalog input takes it: digits of a numeric field as a number, an empty value as absent. */
function fieldValue(name: string, value: string): unknown {
  if (value === '') return undefined;
  return numericFields.has(name) && /^-?\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;
}

/**
 * Reads a multipart/form-data upload: exactly one file part named `file` (at most IMAGE_MAX_MB; the
 * request at most UPLOAD_MAX_FILES files) and the other parts as text fields. Too large answers 413,
 * a missing or second file 400, before anything is processed.
 */
export async function readMultipartUpload(request: FastifyRequest, config: Pick<Config, 'IMAGE_MAX_MB' | 'UPLOAD_MAX_FILES'>): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new UserError(415, 'send the file as multipart/form-data, with the image in a part named file');
  const maxBytes = Math.round(config.IMAGE_MAX_MB * MB);
  const parts = request.parts({ limits: { fileSize: maxBytes, files: config.UPLOAD_MAX_FILES, fields: 40, fieldSize: 64 * 1024, parts: 50 } });
  let file: UploadedFile | undefined;
  const fields: Record<string, unknown> = {};
  const tooManyFiles = (error: { code?: string }) => {
    throw error.code === 'FST_FILES_LIMIT' ? new UserError(413, `too many files: at most ${config.UPLOAD_MAX_FILES} in one request`) : error;
  };
  for await (const part of catching(parts, tooManyFiles)) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw new UserError(400, `${part.fieldname}: the image goes in a part named file`);
      if (file) throw new UserError(400, 'file: send one file per request');
      const tooLarge = () => new UserError(413, `${part.filename || 'the file'} is larger than ${config.IMAGE_MAX_MB} MB, the limit`);
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
      });
      if (part.file.truncated) throw tooLarge();
      file = { bytes, name: part.filename || 'the file' };
    } else {
      const value = fieldValue(part.fieldname, String(part.value));
      if (value !== undefined) fields[part.fieldname] = value;
    }
  }
  if (!file) throw new UserError(400, 'file: required: send the image in a part named file');
  return { file, fields };
}

/** The parts, with an error the parser throws while iterating them mapped by `onError`. */
async function* catching<T>(parts: AsyncIterable<T>, onError: (error: { code?: string }) => never): AsyncIterable<T> {
  try {
    yield* parts;
  } catch (error) {
    onError(error as { code?: string });
  }
}
