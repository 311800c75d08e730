import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { mediaPath } from '../domain/imageFile.ts';
import { projectPath } from '../projectRoot.ts';
import { catalogImages } from '../seed/catalog.ts';
import { seededFileOf } from '../seed/catalogFiles.ts';
import { CATALOG_PICTURES_FILE, catalogPicture, catalogPicturesSource, contentImageIds } from './catalogPictures.ts';

describe("the content pages' pictures", () => {
  it('cover every catalog image the content references, and only those', async () => {
    expect(await contentImageIds()).toEqual([
      'img-case-study-creators-amplifier',
      'img-case-study-families-legacy-tree',
      'img-case-study-founders-bridge',
      'img-creators-hero-constellation-waves',
      'img-families-hero-garden-hearth',
      'img-founders-hero-geometric-lighthouse',
      'img-products-header-punctuation-suite',
    ]);
  });

  it("name the seed's files by hash: AVIF and WebP sources, the fallback's widths, and the original's size", () => {
    const image = catalogImages.find((candidate) => candidate.id === 'img-founders-hero-geometric-lighthouse')!;
    const manifest = seededFileOf(image)!;
    const picture = catalogPicture(image.id);
    const url = (format: string, width: number) => mediaPath(manifest.derivatives.find((file) => file.format === format && file.width === width)!);
    expect(picture.sources).toEqual([
      { type: 'image/avif', srcset: `${url('avif', 480)} 480w, ${url('avif', 960)} 960w, ${url('avif', 1600)} 1600w` },
      { type: 'image/webp', srcset: `${url('webp', 480)} 480w, ${url('webp', 960)} 960w, ${url('webp', 1600)} 1600w` },
    ]);
    expect(picture.srcset).toBe(`${url('jpeg', 480)} 480w, ${url('jpeg', 960)} 960w, ${mediaPath(manifest.original)} 1600w`);
    expect([picture.width, picture.height, picture.placeholder, picture.dominantColor]).toEqual([manifest.original.width, manifest.original.height, manifest.placeholder, manifest.dominantColor]);
  });

  it('are committed as generated: web/generated/catalogPictures.ts is not stale (npx tsx scripts/catalogPictures.ts)', async () => {
    expect(await readFile(projectPath(CATALOG_PICTURES_FILE), 'utf8')).toBe(await catalogPicturesSource());
  });
});
