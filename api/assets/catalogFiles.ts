import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { App } from '../app.ts';
import { generationParamsSchema } from '../../domain/generationParams.ts';
import { perspective } from '../../domain/vocabulary.ts';
import { mapWithConcurrency, withLock, writeFileAtomic } from './files.ts';
import { renderPng, renderWebp, type GenerationInput } from '../../generator/index.ts';

export const FULL_LONG_SIDE = 1600;
export const THUMBNAIL_WIDTHS = [480, 960] as const;

/** What a served image file may be called: no slashes, no dots at the start, nothing to decode. */
export const catalogFileNamePattern = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(?:png|webp)$/;

/** The columns rendering needs; generationParams is the stored JSON, checked when read. */
export interface CatalogImageRow {
  id: string;
  filename: string;
  prompt: string;
  perspective: string;
  generationParams: unknown;
}

export interface RenderOptions {
  /** Long side of the full PNG; tests may render smaller, the site always uses the default. */
  longSide?: number;
}

export const catalogDirectory = ({ config }: Pick<App, 'config'>) => resolve(config.DATA_DIR, 'images', 'catalog');

/** The image's files, full PNG first, then the WebP thumbnails (<basename>-480.webp, <basename>-960.webp). */
export function catalogFileNames(filename: string): string[] {
  if (!catalogFileNamePattern.test(filename) || !filename.endsWith('.png')) {
    throw new Error(`catalog filename ${JSON.stringify(filename)} is not a safe PNG file name`);
  }
  const base = filename.slice(0, -'.png'.length);
  return [filename, ...THUMBNAIL_WIDTHS.map((width) => `${base}-${width}.webp`)];
}

export function generationInputFor(image: Omit<CatalogImageRow, 'id' | 'filename'>): GenerationInput {
  const params = generationParamsSchema.parse(image.generationParams);
  return {
    prompt: image.prompt,
    perspective: perspective.schema.parse(image.perspective),
    seed: params.seed,
    background: params.background,
    minimalism: params.minimalism,
    colorPalette: params.colorPalette,
    aspectRatio: params.aspectRatio,
  };
}

/**
 * Renders the image from its stored parameters and writes only the named files (a subset of
 * catalogFileNames). The generator is deterministic, so a rewritten file equals the lost one.
 */
export async function writeCatalogFiles(directory: string, image: CatalogImageRow, files: readonly string[], options: RenderOptions = {}) {
  const [full, ...thumbnails] = catalogFileNames(image.filename);
  const png = await renderPng(generationInputFor(image), options.longSide ?? FULL_LONG_SIDE);
  const wanted = new Set(files);
  const writes: Promise<void>[] = [];
  if (wanted.has(full!)) writes.push(writeFileAtomic(join(directory, full!), png));
  thumbnails.forEach((name, index) => {
    if (wanted.has(name)) writes.push(renderWebp(png, THUMBNAIL_WIDTHS[index]!).then((webp) => writeFileAtomic(join(directory, name), webp)));
  });
  await Promise.all(writes);
}

const exists = (path: string) => access(path).then(() => true, () => false);

/** Renders the image's files that are missing; how many it wrote. Callers hold the catalog lock. */
async function writeMissingCatalogFiles(directory: string, image: CatalogImageRow, options: RenderOptions): Promise<number> {
  const names = catalogFileNames(image.filename);
  const present = await Promise.all(names.map((name) => exists(join(directory, name))));
  const missing = names.filter((_, index) => !present[index]);
  if (missing.length) await writeCatalogFiles(directory, image, missing, options);
  return missing.length;
}

/** Makes sure one image's files exist (a new image, or new render inputs), under the catalog lock. */
export function renderCatalogImage(directory: string, image: CatalogImageRow, options: RenderOptions = {}): Promise<number> {
  return withCatalogLock(directory, () => writeMissingCatalogFiles(directory, image, options));
}

/** Every write to a catalog directory goes through this lock: start-up rendering and repairs never overlap. */
export const withCatalogLock = <T>(directory: string, fn: () => Promise<T>) => withLock(`catalog:${directory}`, fn);

export interface CatalogProgress {
  done: number;
  total: number;
  imageId: string;
  /** Time spent rendering this image (0 when its files were all present). */
  ms: number;
}

export interface EnsureCatalogOptions extends RenderOptions {
  /** Only these images (default: the whole catalog). */
  imageIds?: readonly string[];
  concurrency?: number;
  onProgress?: (progress: CatalogProgress) => void;
}

export interface EnsureCatalogResult {
  checked: number;
  rendered: number;
  filesWritten: number;
  /** Render time of each rendered image, in milliseconds. */
  renderMs: number[];
}

/** Renders every catalog image with a missing file (only the missing files are written). */
export async function ensureCatalogAssets(app: Pick<App, 'db' | 'config'>, options: EnsureCatalogOptions = {}): Promise<EnsureCatalogResult> {
  const directory = catalogDirectory(app);
  const images = await app.db.prisma.creativeImage.findMany({
    where: options.imageIds ? { id: { in: [...options.imageIds] } } : {},
    select: { id: true, filename: true, prompt: true, perspective: true, generationParams: true },
    orderBy: { id: 'asc' },
  });
  return withCatalogLock(directory, async () => {
    const result: EnsureCatalogResult = { checked: images.length, rendered: 0, filesWritten: 0, renderMs: [] };
    let done = 0;
    await mapWithConcurrency(images, options.concurrency ?? 2, async (image) => {
      const started = performance.now();
      const written = await writeMissingCatalogFiles(directory, image, options);
      const ms = written ? performance.now() - started : 0;
      if (written) {
        result.rendered += 1;
        result.filesWritten += written;
        result.renderMs.push(ms);
      }
      options.onProgress?.({ done: ++done, total: images.length, imageId: image.id, ms });
    });
    return result;
  });
}
