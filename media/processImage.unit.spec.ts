import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio } from 'thumbhash';
import { beforeAll, describe, expect, it } from 'vitest';
import { cameraJpeg, cameraMake, cameraModel, plainImage, transparentWebp } from '../tests/media/testImages.ts';
import { ImageRejectedError } from './mediaErrors.ts';
import { processImage, type EncodedFile, type ProcessedImage } from './processImage.ts';
import { configureSharp } from './mediaSettings.ts';

const slow = { timeout: 120_000 };
const sharpFormat = { avif: 'heif', webp: 'webp', jpeg: 'jpeg', png: 'png' } as const;
const filesOf = (image: ProcessedImage) => [image.original, ...image.derivatives];
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** What a file really is, read back from its bytes rather than from what the pipeline says. */
async function readBack(file: EncodedFile) {
  const metadata = await sharp(file.data).metadata();
  return { metadata, text: file.data.toString('latin1') };
}

describe('a camera JPEG (4000×3000, EXIF orientation 6, GPS, make and model, XMP, IPTC)', () => {
  let input: Buffer;
  let image: ProcessedImage;

  beforeAll(async () => {
    configureSharp();
    input = await cameraJpeg(4000, 3000);
    image = await processImage(input);
  }, 120_000);

  it('carries everything a camera writes, so the test means something', async () => {
    const metadata = await sharp(input).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 4000, height: 3000, orientation: 6 });
    expect([metadata.exif, metadata.xmp, metadata.iptc].every(Boolean)).toBe(true);
    const text = input.toString('latin1');
    expect(text).toContain('GPS');
    expect(text).toContain(cameraMake);
    expect(text).toContain(cameraModel);
  });

  it('is turned upright: the stored original is portrait, its long side capped at 2560', () => {
    expect(image.source).toMatchObject({ format: 'jpeg', width: 3000, height: 4000, bytes: input.length });
    expect(image.original).toMatchObject({ format: 'jpeg', width: 1920, height: 2560, contentType: 'image/jpeg' });
  });

  it('writes nothing the camera wrote into any file: no EXIF, GPS, XMP, IPTC or ICC profile, and sRGB', async () => {
    for (const file of filesOf(image)) {
      const { metadata, text } = await readBack(file);
      expect(metadata.format).toBe(sharpFormat[file.format]);
      expect([metadata.width, metadata.height]).toEqual([file.width, file.height]);
      expect(metadata).toMatchObject({ space: 'srgb', hasProfile: false });
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(text).not.toContain('GPS');
      expect(text).not.toContain(cameraMake);
      expect(text).not.toContain(cameraModel);
    }
  });

  it('makes each table width below the original, and the original width, in AVIF, WebP and JPEG', () => {
    const made = filesOf(image).map((file) => `${file.format} ${file.width}×${file.height}`);
    expect(made.sort()).toEqual(
      ['avif 480×640', 'webp 480×640', 'jpeg 480×640', 'avif 960×1280', 'webp 960×1280', 'jpeg 960×1280']
        .concat(['avif 1600×2133', 'webp 1600×2133', 'jpeg 1600×2133', 'avif 1920×2560', 'webp 1920×2560', 'jpeg 1920×2560'])
        .sort(),
    );
    expect(image.derivatives.map((file) => file.width)).toEqual([...image.derivatives.map((file) => file.width)].sort((a, b) => a - b));
  });

  it('addresses every file by the SHA-256 of its bytes, the original included', () => {
    for (const file of filesOf(image)) {
      expect(file.hash).toBe(sha256(file.data));
      expect(file.bytes).toBe(file.data.length);
    }
    expect(new Set(filesOf(image).map((file) => file.hash)).size).toBe(12);
  });

  it('gives a ThumbHash placeholder of the portrait image and a dominant colour', () => {
    expect(image.placeholder.length).toBeLessThan(50);
    expect(thumbHashToApproximateAspectRatio(Buffer.from(image.placeholder, 'base64'))).toBeCloseTo(0.75, 1);
    expect(image.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(image.hasAlpha).toBe(false);
  });
});

describe('other inputs', () => {
  it('keeps the transparency of a WebP with alpha: PNG fallback and original, the colour of what is visible', { timeout: 60_000 }, async () => {
    const image = await processImage(await transparentWebp(600));
    expect(image.hasAlpha).toBe(true);
    expect(image.original).toMatchObject({ format: 'png', width: 600, height: 600 });
    expect(filesOf(image).map((file) => file.format).sort()).toEqual(['avif', 'avif', 'png', 'png', 'webp', 'webp']);
    for (const file of filesOf(image)) expect((await readBack(file)).metadata.hasAlpha).toBe(true);
    expect(image.dominantColor).toBe('#22aa77');
  });

  it('takes an AVIF and a PNG, and stores a PNG whose alpha is all opaque as an opaque image', slow, async () => {
    const avif = await processImage(await plainImage('avif', 800, 600));
    expect(avif.source.format).toBe('avif');
    expect(avif.original).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    const opaqueWithAlpha = await sharp(await plainImage('png', 500, 400)).ensureAlpha().png().toBuffer();
    const png = await processImage(opaqueWithAlpha);
    expect(png.source).toMatchObject({ format: 'png', hasAlpha: true });
    expect(png.hasAlpha).toBe(false);
    expect(filesOf(png).map((file) => `${file.format} ${file.width}`).sort()).toEqual(['avif 480', 'avif 500', 'jpeg 480', 'jpeg 500', 'webp 480', 'webp 500']);
  });

  it('converts colour to sRGB through the embedded profile rather than dropping it', slow, async () => {
    const srgbColour = { r: 200, g: 100, b: 50 };
    const displayP3 = await sharp({ create: { width: 64, height: 64, channels: 3, background: srgbColour } }).withIccProfile('p3').png().toBuffer();
    const storedNumbers = [...(await sharp(displayP3, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3)];
    const image = await processImage(displayP3);
    const shown = [...(await sharp(image.original.data).raw().toBuffer()).subarray(0, 3)];
    expect(storedNumbers).not.toEqual([200, 100, 50]);
    shown.forEach((value, index) => expect(Math.abs(value - [200, 100, 50][index]!)).toBeLessThanOrEqual(3));
    expect((await sharp(image.original.data).metadata()).icc).toBeUndefined();
  });

  it('converts a one-channel greyscale PNG to sRGB files', slow, async () => {
    const grey = await sharp(Buffer.alloc(300 * 200, 128), { raw: { width: 300, height: 200, channels: 1 } }).png().toBuffer();
    const image = await processImage(grey);
    expect((await sharp(image.original.data).metadata()).space).toBe('srgb');
    expect(image.dominantColor).toBe('#808080');
  });

  it('refuses a truncated JPEG as damaged, naming the format', slow, async () => {
    const jpeg = await cameraJpeg(800, 600);
    const error = await processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2))).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(error).toMatchObject({ reason: 'corrupt', message: expect.stringMatching(/^the JPEG file is damaged or incomplete \(.+\)$/) });
  });
});
