import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalogImages } from '../../seed/catalog.ts';
import { catalogFileNames, FULL_LONG_SIDE, generationInputFor, writeCatalogFiles } from './catalogFiles.ts';
import { renderPng } from '../../generator/index.ts';

const entry = catalogImages.find((image) => image.id === 'img-founders-hero-geometric-lighthouse')!;
const row = { id: entry.id, filename: entry.filename, prompt: entry.prompt, perspective: entry.perspective, generationParams: entry.generationParams };

describe('catalog files', () => {
  it('names the full PNG and its two WebP thumbnails', () => {
    expect(catalogFileNames('img-x.png')).toEqual(['img-x.png', 'img-x-480.webp', 'img-x-960.webp']);
    expect(() => catalogFileNames('../x.png')).toThrow(/not a safe/);
    expect(() => catalogFileNames('x.webp')).toThrow(/not a safe/);
    expect(FULL_LONG_SIDE).toBe(1600);
  });

  it('builds the generator input from the stored row', () => {
    const { seed, background, minimalism, colorPalette, aspectRatio } = entry.generationParams;
    expect(generationInputFor(row)).toEqual({ prompt: entry.prompt, perspective: entry.perspective, seed, background, minimalism, colorPalette, aspectRatio });
    expect(() => generationInputFor({ ...row, generationParams: { seed: 'x' } })).toThrow();
  });

  it('writes only the requested files, identical to a fresh render', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'chb-catalog-'));
    const [full, w480, w960] = catalogFileNames(entry.filename);
    await writeCatalogFiles(directory, row, [full!, w960!], { longSide: 320 });
    expect((await readdir(directory)).sort()).toEqual([full, w960].sort());
    const written = await readFile(join(directory, full!));
    expect(written.equals(await renderPng(generationInputFor(row), 320))).toBe(true);
    expect((await sharp(await readFile(join(directory, w960!))).metadata()).width).toBe(960);
    await writeCatalogFiles(directory, row, [w480!], { longSide: 320 });
    expect((await sharp(await readFile(join(directory, w480!))).metadata()).width).toBe(480);
  });
});
