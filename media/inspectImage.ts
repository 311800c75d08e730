import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { sizeText, type ImageLimits } from './mediaSettings.ts';
import { ImageRejectedError } from './mediaErrors.ts';
import { isAccepted, isAnimatedPng, sniffFormat, type AcceptedFormat } from './sniffFormat.ts';

/** What an upload's header says, once it has passed every check that needs no decoding. */
export interface InspectedImage {
  format: AcceptedFormat;
  /** As displayed: EXIF orientation applied (a portrait phone photo stored landscape is portrait here). */
  width: number;
  height: number;
  hasAlpha: boolean;
  bytes: number;
}

const acceptedNames = 'PNG, JPEG, WebP or AVIF';

/** The format sharp's header reader must agree on, so a file that only starts like a PNG is not taken for one. */
const sharpFormatOf: Record<AcceptedFormat, string> = { png: 'png', jpeg: 'jpeg', webp: 'webp', avif: 'heif' };

/** sharp options every read of an upload uses: refuse on any decoder warning, and never past the pixel limit. */
export const untrustedInput = (limits: ImageLimits): SharpOptions => ({
  failOn: 'warning',
  limitInputPixels: limits.maxPixels,
});

export const corrupt = (format: string, detail: string) =>
  new ImageRejectedError('corrupt', `the ${format.toUpperCase()} file is damaged or incomplete (${detail.replace(/\s+/g, ' ').trim()})`);

/**
 * Checks an upload from its bytes and header alone: size, format by magic bytes, dimensions against the
 * pixel limit (a decompression bomb declares its size in the header and is refused here, before any pixel
 * is decoded), animation. Throws ImageRejectedError; a file that passes may still fail to decode
 * (processImage then refuses it as corrupt).
 */
export async function inspectImage(bytes: Uint8Array, limits: ImageLimits): Promise<InspectedImage> {
  if (bytes.length === 0) throw new ImageRejectedError('empty', 'the file is empty');
  if (bytes.length > limits.maxBytes) {
    throw new ImageRejectedError('too-large', `the file is ${sizeText(bytes.length)}; the limit is ${sizeText(limits.maxBytes)}`);
  }
  const format = sniffFormat(bytes);
  if (!isAccepted(format)) {
    throw new ImageRejectedError('unsupported-format', `unsupported format ${format === 'unknown' ? '(not an image)' : format}: upload ${acceptedNames}`);
  }
  let metadata: Metadata;
  try {
    // metadata() reads the header only. The pixel limit is checked below rather than by sharp, so that it
    // is reported as the limit and not as a decoding error.
    metadata = await sharp(bytes, { ...untrustedInput(limits), limitInputPixels: false }).metadata();
  } catch (error) {
    throw corrupt(format, (error as Error).message);
  }
  if (metadata.format !== sharpFormatOf[format] || (format === 'avif' && metadata.compression !== 'av1')) {
    throw corrupt(format, `its contents are not a ${format.toUpperCase()} image`);
  }
  const { width, height } = metadata;
  if (!width || !height) throw corrupt(format, 'it declares no dimensions');
  if (width * height > limits.maxPixels) {
    const megapixels = (pixels: number) => `${Number((pixels / 1e6).toFixed(1))} megapixels`;
    throw new ImageRejectedError(
      'too-many-pixels',
      `the image is ${width}×${height} (${megapixels(width * height)}); the limit is ${megapixels(limits.maxPixels)}`,
    );
  }
  if ((metadata.pages ?? 1) > 1 || (format === 'png' && isAnimatedPng(bytes))) {
    throw new ImageRejectedError('animated', `animated or multi-image ${format.toUpperCase()} files are not accepted: upload a still image`);
  }
  return { format, width: metadata.autoOrient.width, height: metadata.autoOrient.height, hasAlpha: metadata.hasAlpha, bytes: bytes.length };
}
