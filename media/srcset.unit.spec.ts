import { describe, expect, it } from 'vitest';
import { blobHashesOf, imageManifestSchema, type ImageManifest } from '../domain/imageFile.ts';
import { mediaFileName, parseMediaFileName } from './mediaFiles.ts';
import { imageCandidates, pictureFor, sizesFor, srcsetFor } from './srcset.ts';
import { originalSize, planVariants } from './variants.ts';

const hash = (n: number) => n.toString(16).padStart(64, '0');

/** The manifest of a 1920×2560 photo, as processImage makes it, with short fake hashes. */
const photo: ImageManifest = {
  sourceFormat: 'jpeg',
  original: { format: 'jpeg', width: 1920, height: 2560, bytes: 750_000, hash: hash(1) },
  derivatives: [
    ...[480, 960, 1600].flatMap((width, index) =>
      (['avif', 'webp', 'jpeg'] as const).map((format, offset) => ({ format, width, height: Math.round((width * 4) / 3), bytes: 1000, hash: hash(10 + index * 3 + offset) })),
    ),
    { format: 'avif', width: 1920, height: 2560, bytes: 150_000, hash: hash(2) },
    { format: 'webp', width: 1920, height: 2560, bytes: 220_000, hash: hash(3) },
  ],
  hasAlpha: false,
  placeholder: '3AcGDQp+iICIiHh4iHd3h3WPFwd4',
  dominantColor: '#686868',
};

describe('the variant table', () => {
  it('caps the original at 2560 on its long side and never enlarges', () => {
    expect(originalSize(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(originalSize(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(originalSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('plans the table widths below the original plus the original width, each in AVIF, WebP and the fallback', () => {
    const plan = planVariants(1000, false).map((variant) => `${variant.format} ${variant.width}${variant.isOriginal ? ' original' : ''}`);
    expect(plan).toEqual(['avif 480', 'webp 480', 'jpeg 480', 'avif 960', 'webp 960', 'jpeg 960', 'avif 1000', 'webp 1000', 'jpeg 1000 original']);
    expect(planVariants(300, true).map((variant) => variant.format)).toEqual(['avif', 'webp', 'png']);
  });
});

describe('served names', () => {
  it('are the hash and the format extension, and parse back; anything else is no file', () => {
    expect(mediaFileName({ hash: hash(1), format: 'jpeg' })).toBe(`${hash(1)}.jpg`);
    expect(parseMediaFileName(`${hash(1)}.avif`)).toEqual({ hash: hash(1), format: 'avif' });
    expect(parseMediaFileName(`${hash(1)}.svg`)).toBeNull();
    expect(parseMediaFileName(`../${hash(1)}.png`)).toBeNull();
    expect(parseMediaFileName('abc.png')).toBeNull();
  });
});

describe('srcset and picture data', () => {
  it('lists every file with its URL, best format first and by width', () => {
    const candidates = imageCandidates(photo);
    expect(candidates.map((candidate) => `${candidate.format} ${candidate.width}`)).toEqual([
      'avif 480', 'avif 960', 'avif 1600', 'avif 1920',
      'webp 480', 'webp 960', 'webp 1600', 'webp 1920',
      'jpeg 480', 'jpeg 960', 'jpeg 1600', 'jpeg 1920',
    ]);
    expect(candidates[0]).toEqual({ format: 'avif', contentType: 'image/avif', width: 480, height: 640, bytes: 1000, hash: hash(10), url: `/media/${hash(10)}.avif` });
  });

  it('builds one srcset per format, with a URL scheme of the server’s choosing', () => {
    const cdn = (file: { hash: string; format: string }) => `https://cdn.example/${file.hash.slice(-2)}.${file.format}`;
    expect(srcsetFor(photo, 'webp', cdn)).toBe('https://cdn.example/0b.webp 480w, https://cdn.example/0e.webp 960w, https://cdn.example/11.webp 1600w, https://cdn.example/03.webp 1920w');
    expect(srcsetFor(photo, 'png')).toBe('');
  });

  it('describes a <picture>: AVIF and WebP sources, a JPEG img with the original dimensions and the placeholder', () => {
    const sizes = sizesFor([{ maxViewportPx: 640, size: '100vw' }, { maxViewportPx: 1200, size: '50vw' }, { size: '600px' }]);
    expect(sizes).toBe('(max-width: 640px) 100vw, (max-width: 1200px) 50vw, 600px');
    const picture = pictureFor(photo, sizes);
    expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture.sources[0]!.srcset).toBe(srcsetFor(photo, 'avif'));
    expect(picture.img).toEqual({ src: `/media/${hash(18)}.jpg`, srcset: srcsetFor(photo, 'jpeg'), sizes, width: 1920, height: 2560 });
    expect(picture).toMatchObject({ placeholder: photo.placeholder, dominantColor: '#686868' });
  });
});

describe('the manifest an event records', () => {
  it('validates, and names every blob the image needs kept', () => {
    expect(imageManifestSchema.parse(photo)).toEqual(photo);
    expect(() => imageManifestSchema.parse({ ...photo, dominantColor: 'red' })).toThrow();
    expect(blobHashesOf(photo)).toHaveLength(12);
  });
});
