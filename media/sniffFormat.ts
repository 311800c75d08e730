/**
 * What a file is, from its first bytes alone: never its name or the Content-Type the client sent.
 * Only the four accepted formats ever reach sharp, so none of libvips' other loaders (SVG, PDF,
 * ImageMagick) runs on an upload.
 */
import { imageFormat, type ImageFormat } from '../domain/imageFile.ts';

/** Every format the site serves is accepted as an upload too. */
export const acceptedFormats = imageFormat.values;
export type AcceptedFormat = ImageFormat;

/** Formats recognised only to name them in a refusal. */
export type RefusedFormat = 'svg' | 'gif' | 'heic' | 'tiff' | 'bmp' | 'ico' | 'pdf' | 'jxl' | 'unknown';
export type SniffedFormat = AcceptedFormat | RefusedFormat;

export const isAccepted = (format: SniffedFormat): format is AcceptedFormat => imageFormat.has(format);

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');

const magic: [SniffedFormat, readonly number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['tiff', [0x49, 0x49, 0x2a, 0x00]],
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
  ['bmp', [0x42, 0x4d]],
  ['ico', [0x00, 0x00, 0x01, 0x00]],
  ['pdf', [0x25, 0x50, 0x44, 0x46]],
  ['jxl', [0xff, 0x0a]],
  ['jxl', [0x00, 0x00, 0x00, 0x0c, 0x4a, 0x58, 0x4c, 0x20]],
];

/** An ISO base media file (HEIF): AVIF when a brand says so, HEIC (HEVC, which sharp cannot decode here) otherwise. */
function heifBrand(bytes: Uint8Array): SniffedFormat | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return undefined;
  const boxSize = Math.min(bytes.length, Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0));
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  if (brands.some((brand) => ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand))) return 'heic';
  return undefined;
}

/** Markup that an SVG renderer would draw: an `<svg` element near the start, after any prolog or comments. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  for (const [format, signature] of magic) if (startsWith(bytes, signature)) return format;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return heifBrand(bytes) ?? (looksLikeSvg(bytes) ? 'svg' : 'unknown');
}

/**
 * Whether a PNG is animated (APNG): an acTL chunk before the first IDAT. libvips reads only the first
 * frame of one and reports a single page, so the chunks are read here.
 */
export function isAnimatedPng(bytes: Uint8Array): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 8; offset + 8 <= view.length; ) {
    const type = ascii(bytes, offset + 4, offset + 8);
    if (type === 'acTL') return true;
    if (type === 'IDAT') return false;
    offset += 12 + view.readUInt32BE(offset);
  }
  return false;
}
