import { join } from 'node:path';
import type { EventMetadata } from '../../events/store/eventType.ts';
import { handleCommand } from '../../events/store/handleCommand.ts';
import type { EventStore } from '../../events/store/store.ts';
import { usageDecider } from '../../events/usage/decide.ts';
import { usageStream } from '../../events/usage/events.ts';
import { catalogImageIds, usageStats, type UsageStats } from '../../events/usage/queries.ts';
import type { CatalogReadModel } from '../../events/readModels/catalogReadModel.ts';
import type { Logger } from '../logger.ts';
import { clientBuildDir } from '../site/clientBuild.ts';
import { readImageReferences } from './contentScan.ts';
import { IMAGE_REFERENCES_FILE } from './imageReferences.ts';

export interface UsageScanResult extends UsageStats {
  success: true;
  /** Usage locations recorded by this scan. */
  locations: number;
  /** Ids the content references that are not in the catalog (reported, not recorded). */
  unknownImageIds: string[];
  /** Ids the client's content shows with no known route (see build/imageReferences.ts). */
  unplacedImageIds: string[];
}

/** Where the client build lists the catalog images each page shows. */
export const builtImageReferencesPath = join(clientBuildDir, IMAGE_REFERENCES_FILE);

/** Where the website uses catalog images: the statistics, and the scan that records them. */
export class UsageService {
  constructor(
    private readonly catalog: CatalogReadModel,
    private readonly store: EventStore,
    private readonly logger: Logger,
  ) {}

  async stats(): Promise<UsageStats> {
    return usageStats(this.catalog.view);
  }

  /**
   * Records where the website uses catalog images, as the client build lists them, as one event (it
   * replaces the previous scan's locations). `referencesPath` is injectable so a test can scan a list
   * with an image taken out.
   */
  async scan(metadata: EventMetadata, referencesPath = builtImageReferencesPath): Promise<UsageScanResult> {
    const { references, unplaced } = await readImageReferences(referencesPath);
    // Archived images too: a restore brings one back to every figure, its usage included.
    const catalog = catalogImageIds(this.catalog.adminView);
    const known = references.filter((reference) => catalog.has(reference.imageId));
    const unknownImageIds = [...new Set(references.filter((reference) => !catalog.has(reference.imageId)).map((r) => r.imageId))].sort();
    const locations = known.map((reference) => ({ ...reference, url: reference.page }));
    const appended = await handleCommand(this.store, usageStream, usageDecider, { type: 'RecordUsageScan', source: IMAGE_REFERENCES_FILE, locations }, { metadata });
    await this.catalog.caughtUp(appended.events.map((event) => event.globalPosition));
    if (unknownImageIds.length) this.logger.warn({ unknownImageIds }, 'the web client shows images that are not in the catalog');
    return {
      success: true,
      locations: locations.length,
      unknownImageIds,
      unplacedImageIds: [...new Set(unplaced.map((entry) => entry.imageId))].sort(),
      ...(await this.stats()),
    };
  }
}
