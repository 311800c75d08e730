import { rgbaToThumbHash, thumbHashToDataURL } from 'thumbhash';
import { rawInput, type RawPixels } from './rawPixels.ts';
import { variantTable } from './variants.ts';

/** A copy of the pixels at most `side` on its long side, with an alpha channel. */
async function reduced(pixels: RawPixels, side: number): Promise<RawPixels> {
  const { data, info } = await rawInput(pixels)
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4 };
}

export const hexColor = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/**
 * The most common colour of the visible pixels: a 4096-bin histogram (4 bits a channel, as sharp's
 * stats()) in which each pixel counts by its opacity, answered as the mean of the winning bin's pixels.
 * sharp's own ignores alpha, so a logo on a transparent ground came out as the invisible black around it.
 */
export function dominantColor(rgba: RawPixels): string {
  const weights = new Float64Array(4096);
  const sums = new Float64Array(4096 * 3);
  for (let index = 0; index < rgba.data.length; index += 4) {
    const [r, g, b, a] = [rgba.data[index]!, rgba.data[index + 1]!, rgba.data[index + 2]!, rgba.data[index + 3]!];
    const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    weights[bin]! += a;
    sums[bin * 3]! += r * a;
    sums[bin * 3 + 1]! += g * a;
    sums[bin * 3 + 2]! += b * a;
  }
  let best = 0;
  for (let bin = 1; bin < 4096; bin += 1) if (weights[bin]! > weights[best]!) best = bin;
  const weight = weights[best]! || 1;
  return hexColor({ r: sums[best * 3]! / weight, g: sums[best * 3 + 1]! / weight, b: sums[best * 3 + 2]! / weight });
}

/** Whether every pixel is fully opaque (a PNG saved with an alpha channel it never uses is stored as opaque). */
export function isOpaque(pixels: RawPixels): boolean {
  if (pixels.channels === 3) return true;
  for (let index = 3; index < pixels.data.length; index += 4) if (pixels.data[index] !== 255) return false;
  return true;
}

export interface ImageSummary {
  /** ThumbHash, base64 (about 30 characters). */
  placeholder: string;
  /** '#rrggbb' */
  dominantColor: string;
}

/**
 * The placeholder and dominant colour. ThumbHash rather than BlurHash or a tiny JPEG: about 25 bytes, so it
 * fits in the event that records the upload, and it keeps the aspect ratio and transparency. The colour
 * is read from a 256 px copy, which gives the same colour to the eye in a fraction of the time.
 */
export async function summarise(pixels: RawPixels): Promise<ImageSummary> {
  const small = await reduced(pixels, 256);
  const thumb = await reduced(small, variantTable.placeholderMaxSide);
  return {
    placeholder: Buffer.from(rgbaToThumbHash(thumb.width, thumb.height, thumb.data)).toString('base64'),
    dominantColor: dominantColor(small),
  };
}

/** The ThumbHash drawn as an uncompressed PNG data URL (a few kilobytes), for a page rendered on the server. */
export const placeholderDataUrl = (thumbhash: string): string => thumbHashToDataURL(Buffer.from(thumbhash, 'base64'));
