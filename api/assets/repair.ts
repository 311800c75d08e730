import type { EventStore } from '../../events/store/store.ts';
import type { Database } from '../../prisma/database.ts';
import type { Logger } from '../logger.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import { assetsDecider } from '../../events/assets/decide.ts';
import { assetsStream } from '../../events/assets/events.ts';
import { handleCommand } from '../../events/store/handleCommand.ts';
import { withCatalogLock, writeCatalogFiles, type RenderOptions } from './catalogFiles.ts';
import { mapWithConcurrency } from './files.ts';
import { validateAssets, type BrokenImage } from './validation.ts';

export interface RepairResult {
  success: true;
  /** What this call regenerated: per image, the files that were missing or corrupt. */
  repaired: BrokenImage[];
  /** Broken images left after the repair (0 unless rendering itself failed). */
  brokenImages: number;
}

export interface RepairDependencies {
  db: Database;
  store: EventStore;
  logger: Logger;
  /** The catalog's image directory. */
  directory: string;
}

/**
 * Regenerates exactly the missing or corrupt catalog files from each image's stored generation
 * parameters and records what it did. Concurrent calls queue on the catalog lock, so the second
 * one finds nothing left to repair and appends nothing.
 */
export function repairAssets({ db, store, logger, directory }: RepairDependencies, metadata: EventMetadata, options: RenderOptions = {}): Promise<RepairResult> {
  return withCatalogLock(directory, async () => {
    const before = await validateAssets(db, directory, { fresh: true });
    if (before.broken.length === 0) return { success: true, repaired: [], brokenImages: 0 };
    const images = await db.prisma.creativeImage.findMany({
      where: { id: { in: before.broken.map((image) => image.imageId) } },
      select: { id: true, filename: true, prompt: true, perspective: true, generationParams: true },
    });
    const byId = new Map(images.map((image) => [image.id, image]));
    await mapWithConcurrency(before.broken, 2, async ({ imageId, files }) => {
      const image = byId.get(imageId);
      if (image) await writeCatalogFiles(directory, image, files, options);
    });
    const after = await validateAssets(db, directory, { fresh: true });
    const stillBroken = new Set(after.broken.map((image) => image.imageId));
    const repaired = before.broken.filter((image) => !stillBroken.has(image.imageId));
    await handleCommand(store, assetsStream, assetsDecider, { type: 'RecordAssetsRepaired', repaired }, { metadata });
    if (after.brokenImages) logger.error({ broken: after.broken }, 'asset repair left images broken');
    return { success: true, repaired, brokenImages: after.brokenImages };
  });
}
