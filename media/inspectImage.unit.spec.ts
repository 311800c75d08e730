import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { animatedPng, bombPng, cameraJpeg, plainImage, svgFile, transparentWebp } from '../tests/media/testImages.ts';
import { defaultImageLimits, imageLimitsSchema } from './mediaSettings.ts';
import { inspectImage } from './inspectImage.ts';
import { ImageRejectedError } from './mediaErrors.ts';
import { processImage } from './processImage.ts';
import { sniffFormat } from './sniffFormat.ts';

const randomBytes = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) & 255));

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe('the format is decided by the bytes', () => {
  it('recognises PNG, JPEG, WebP and AVIF from their first bytes, whatever they would be called', async () => {
    expect(sniffFormat(await plainImage('png', 40, 30))).toBe('png');
    expect(sniffFormat(await plainImage('jpeg', 40, 30))).toBe('jpeg');
    expect(sniffFormat(await plainImage('webp', 40, 30))).toBe('webp');
    expect(sniffFormat(await plainImage('avif', 40, 30))).toBe('avif');
    expect(sniffFormat(svgFile)).toBe('svg');
    expect(sniffFormat(randomBytes)).toBe('unknown');
  });

  it('accepts each of the four formats and reads its dimensions from the header', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'avif'] as const) {
      const inspected = await inspectImage(await plainImage(format, 64, 48), defaultImageLimits);
      expect(inspected).toMatchObject({ format, width: 64, height: 48, hasAlpha: false });
    }
    expect(await inspectImage(await transparentWebp(100), defaultImageLimits)).toMatchObject({ format: 'webp', hasAlpha: true });
  });

  it('gives the dimensions as displayed, with the EXIF orientation applied', async () => {
    expect(await inspectImage(await cameraJpeg(400, 300), defaultImageLimits)).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
  });

  it('refuses an SVG (the upload carries no type the pipeline would believe), even with a byte-order mark and blank lines first', async () => {
    for (const svg of [svgFile, Buffer.concat([Buffer.from('\uFEFF\n\n  '), svgFile])]) {
      const error = await rejection(inspectImage(svg, defaultImageLimits));
      expect(error.reason).toBe('unsupported-format');
      expect(error.message).toBe('unsupported format svg: upload PNG, JPEG, WebP or AVIF');
    }
  });

  it('refuses GIF, HEIC and bytes that are no image at all, naming what they are', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).gif().toBuffer();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
    expect((await rejection(inspectImage(gif, defaultImageLimits))).message).toBe('unsupported format gif: upload PNG, JPEG, WebP or AVIF');
    expect((await rejection(inspectImage(heic, defaultImageLimits))).message).toBe('unsupported format heic: upload PNG, JPEG, WebP or AVIF');
    expect((await rejection(inspectImage(randomBytes, defaultImageLimits))).message).toBe(
      'unsupported format (not an image): upload PNG, JPEG, WebP or AVIF',
    );
  });

  it('refuses a file that starts like a PNG but is not one as damaged', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes]);
    const error = await rejection(inspectImage(fake, defaultImageLimits));
    expect(error.reason).toBe('corrupt');
    expect(error.message).toMatch(/^the PNG file is damaged or incomplete/);
  });

  it('refuses an animated WebP: a still image is asked for', async () => {
    const frame = (colour: string) => sharp({ create: { width: 16, height: 16, channels: 3, background: colour } }).png().toBuffer();
    const animated = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } }).webp().toBuffer();
    const error = await rejection(inspectImage(animated, defaultImageLimits));
    expect(error.reason).toBe('animated');
    expect(error.message).toBe('animated or multi-image WEBP files are not accepted: upload a still image');
  });

  it('refuses an animated PNG, whose frames after the first sharp does not read', async () => {
    const animated = animatedPng();
    expect((await sharp(animated).metadata()).pages ?? 1).toBe(1);
    const error = await rejection(inspectImage(animated, defaultImageLimits));
    expect(error.reason).toBe('animated');
    expect(error.message).toBe('animated or multi-image PNG files are not accepted: upload a still image');
  });
});

describe('limits', () => {
  it('default to 30 MB a file and 50 megapixels', () => {
    expect(defaultImageLimits).toMatchObject({ maxBytes: 30 * 1024 * 1024, maxPixels: 50_000_000 });
    expect(() => imageLimitsSchema.parse({ maxBytes: -1 })).toThrow();
  });

  it('refuses a file over the byte limit before reading it, and an empty one', async () => {
    const png = await plainImage('png', 200, 150);
    const limits = { ...defaultImageLimits, maxBytes: 20 * 1024 };
    const error = await rejection(inspectImage(png, limits));
    expect(error.reason).toBe('too-large');
    expect(error.message).toBe(`the file is ${Math.ceil(png.length / 1024)} KB; the limit is 20 KB`);
    expect((await rejection(inspectImage(Buffer.alloc(0), defaultImageLimits))).message).toBe('the file is empty');
  });

  it('refuses an image over the pixel limit, naming its size and the limit', async () => {
    const error = await rejection(inspectImage(await plainImage('jpeg', 800, 600), { ...defaultImageLimits, maxPixels: 100_000 }));
    expect(error.reason).toBe('too-many-pixels');
    expect(error.message).toBe('the image is 800×600 (0.5 megapixels); the limit is 0.1 megapixels');
  });

  it('refuses a decompression bomb (a small PNG declaring 20000×20000) from its header, at once', async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    const started = performance.now();
    const error = await rejection(processImage(bomb));
    expect(performance.now() - started).toBeLessThan(250);
    expect(error.reason).toBe('too-many-pixels');
    expect(error.message).toBe('the image is 20000×20000 (400 megapixels); the limit is 50 megapixels');
  });
});
