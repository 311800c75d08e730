import { createHash } from 'node:crypto';
import { imageFormatExtension, mediaPath } from '../domain/imageFile.ts';
import { outputFormats, variantTable, type OutputFormat } from './variants.ts';

/** A blob's address: the SHA-256 of its bytes, lowercase hex. */
export const isBlobHash = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);

export const sha256Hex = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

export interface MediaFile {
  hash: string;
  format: OutputFormat;
}

/** The name a file is served under: its hash and its format's extension ('<sha256>.avif'). */
export const mediaFileName = ({ hash, format }: MediaFile): string => `${hash}.${imageFormatExtension[format]}`;

/** The hash and format a served name stands for, or null for any other name (the route answers 404). */
export function parseMediaFileName(name: string): MediaFile | null {
  const match = /^([0-9a-f]{64})\.([a-z]+)$/.exec(name);
  const format = match && outputFormats.find((candidate) => imageFormatExtension[candidate] === match[2]);
  return match && format ? { hash: match[1]!, format } : null;
}

export const contentTypeOf = (format: OutputFormat): string => variantTable.formats[format].contentType;

/** How a file's URL is made; the server may serve from another prefix or a CDN. */
export type MediaUrl = (file: MediaFile) => string;

export const defaultMediaUrl: MediaUrl = mediaPath;
