import sharp from 'sharp';
import type { ImageLimits } from './mediaSettings.ts';
import { corrupt, untrustedInput, type InspectedImage } from './inspectImage.ts';
import { variantTable } from './variants.ts';

/** Decoded 8-bit sRGB pixels, as sharp's raw output describes them. */
export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

export const rawInput = (pixels: RawPixels) => sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });

/**
 * Decodes an inspected upload once, into the pixels of the stored original: EXIF orientation applied,
 * the long side capped, converted to sRGB through its ICC profile. Every file written is encoded from
 * these pixels, which carry no metadata at all. A file that fails to decode is refused as corrupt.
 */
export async function decodeUpload(bytes: Uint8Array, inspected: InspectedImage, limits: ImageLimits): Promise<RawPixels> {
  const cap = variantTable.originalMaxLongSide;
  try {
    const { data, info } = await sharp(bytes, { ...untrustedInput(limits), autoOrient: true })
      .timeout({ seconds: limits.timeoutSeconds })
      .resize({ width: cap, height: cap, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 && info.channels !== 4) throw new Error(`${info.channels} channels after conversion to sRGB`);
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    throw corrupt(inspected.format, (error as Error).message);
  }
}

/** The same pixels without their alpha channel (an image whose alpha is all opaque is stored as opaque). */
export async function withoutAlpha(pixels: RawPixels): Promise<RawPixels> {
  if (pixels.channels === 3) return pixels;
  const data = await rawInput(pixels).removeAlpha().raw().toBuffer();
  return { ...pixels, data, channels: 3 };
}
