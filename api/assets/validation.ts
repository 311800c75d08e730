import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../prisma/database.ts';
import { catalogFileNames } from './catalogFiles.ts';
import { mapWithConcurrency, shared } from './files.ts';

export interface BrokenImage {
  imageId: string;
  /** The file names that are missing or do not decode. */
  files: string[];
}

export interface AssetValidation {
  brokenImages: number;
  broken: BrokenImage[];
}

/**
 * Files that decoded before, by path, with the stat signature they had then. Validation is a
 * public call (visitors trigger Auto-Repair), so unchanged files are not decoded again.
 */
const healthy = new Map<string, string>();

const signatureOf = (info: { size: number; mtimeMs: number; ctimeMs: number; ino: number }) =>
  `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;

/**
 * True when the file exists and decodes completely. Header metadata alone is not enough: a
 * truncated PNG still has a valid header. Decoding from a buffer bypasses sharp's file cache.
 */
export async function fileDecodes(path: string): Promise<boolean> {
  let signature: string;
  try {
    signature = signatureOf(await stat(path));
  } catch {
    healthy.delete(path);
    return false;
  }
  if (healthy.get(path) === signature) return true;
  try {
    const bytes = await readFile(path);
    const { info } = await sharp(bytes, { failOn: 'truncated' }).raw().toBuffer({ resolveWithObject: true });
    if (info.width < 1 || info.height < 1) throw new Error('empty image');
    healthy.set(path, signature);
    return true;
  } catch {
    healthy.delete(path);
    return false;
  }
}

export interface ValidateOptions {
  imageIds?: readonly string[];
  /** Start a new check instead of joining one already running (which may predate recent writes). */
  fresh?: boolean;
}

/** Checks that each catalog image's three files in `directory` exist and decode. */
export function validateAssets(db: Database, directory: string, options: ValidateOptions = {}): Promise<AssetValidation> {
  const key = `validate:${directory}:${options.imageIds?.join(',') ?? '*'}`;
  const check = async (): Promise<AssetValidation> => {
    const images = await db.prisma.creativeImage.findMany({
      where: options.imageIds ? { id: { in: [...options.imageIds] } } : {},
      select: { id: true, filename: true },
      orderBy: { id: 'asc' },
    });
    const checked = await mapWithConcurrency(images, 2, async (image) => {
      const names = catalogFileNames(image.filename);
      const decodes = await Promise.all(names.map((name) => fileDecodes(join(directory, name))));
      return { imageId: image.id, files: names.filter((_, index) => !decodes[index]) };
    });
    const broken = checked.filter((image) => image.files.length > 0);
    return { brokenImages: broken.length, broken };
  };
  return options.fresh ? check() : shared(key, check);
}
