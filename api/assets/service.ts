import { assetsDecider } from '../../events/assets/decide.ts';
import { assetsStream } from '../../events/assets/events.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import { handleCommand } from '../../events/store/handleCommand.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { Logger } from '../logger.ts';
import type { BrokenImage, CatalogFiles } from '../media/catalogFiles.ts';
import { shared, withLock } from './files.ts';

export interface AssetValidation {
  brokenImages: number;
  broken: BrokenImage[];
}

export interface RepairResult {
  success: true;
  /** What this call made again: per image, the files that were missing. */
  repaired: BrokenImage[];
  /** Broken images left after the repair (an uploaded image's lost file cannot be made again). */
  brokenImages: number;
}

/**
 * The catalog's image files, as the creative journey's asset check sees them: which images have files
 * missing from the blob store, and Auto-Repair, which renders the generated ones again and records what
 * it repaired. Repairs take turns, so a second one finds nothing left and appends nothing.
 */
export class AssetService {
  constructor(
    private readonly files: CatalogFiles,
    private readonly store: EventStore,
    private readonly logger: Logger,
  ) {}

  /** `fresh`: a new check that reads every file, rather than joining one under way and trusting files read lately. */
  validate(options: { imageIds?: readonly string[]; fresh?: boolean } = {}): Promise<AssetValidation> {
    const check = async () => {
      const broken = await this.files.broken(options.imageIds, { thorough: options.fresh });
      return { brokenImages: broken.length, broken };
    };
    return options.fresh ? check() : shared(`validate:${options.imageIds?.join(',') ?? '*'}`, check);
  }

  repair(metadata: EventMetadata, imageIds?: readonly string[]): Promise<RepairResult> {
    return withLock('catalog-repair', async () => {
      const { repaired, left } = await this.files.repair(metadata, imageIds);
      if (repaired.length) await handleCommand(this.store, assetsStream, assetsDecider, { type: 'RecordAssetsRepaired', repaired }, { metadata });
      if (left.length) this.logger.error({ broken: left }, 'asset repair left images broken');
      return { success: true, repaired, brokenImages: left.length };
    });
  }
}
