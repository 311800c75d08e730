import type { EventMetadata } from '../../events/store/eventType.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { Database } from '../../prisma/database.ts';
import type { Logger } from '../logger.ts';
import type { RenderOptions } from './catalogFiles.ts';
import { repairAssets, type RepairResult } from './repair.ts';
import { validateAssets, type AssetValidation, type ValidateOptions } from './validation.ts';

/** The catalog's image files: checks that they exist and decode, and regenerates the broken ones. */
export class AssetService {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly logger: Logger,
    /** Where the catalog's PNG and WebP files live (DATA_DIR/images/catalog). */
    readonly catalogDirectory: string,
  ) {}

  validate(options: ValidateOptions = {}): Promise<AssetValidation> {
    return validateAssets(this.db, this.catalogDirectory, options);
  }

  repair(metadata: EventMetadata, options: RenderOptions = {}): Promise<RepairResult> {
    return repairAssets({ db: this.db, store: this.store, logger: this.logger, directory: this.catalogDirectory }, metadata, options);
  }
}
