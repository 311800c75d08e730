import type { EventMetadata } from '../../events/eventType.ts';
import { editImageDetails, recordImageDownload, setRejectionReason, undoImageEdit } from '../../events/images/commands.ts';
import { imageHistory, type ImageHistoryEntry } from '../../events/images/history.ts';
import { findImage, findImages, findImagesWithUsage, listImages, type ImagePage } from '../../events/images/queries.ts';
import type { EventStore } from '../../events/store.ts';
import type { Database } from '../../prisma/database.ts';
import type { CreativeImage } from '../../prisma/generated/client/client.ts';
import { notFound, parseInput, UserError } from '../errors.ts';
import {
  expectedVersionSchema,
  historyPageSchema,
  imageEditSchema,
  imageFilterSchema,
  imageIdSchema,
  positionSchema,
  rejectionReasonSchema,
  type ImageFilter,
  type ImageHistoryPage,
} from './inputs.ts';

/** A version the caller saw, as the stream version it is. */
const versionOf = (expectedVersion: unknown): bigint | undefined => {
  const version = parseInput(expectedVersionSchema, expectedVersion, 'expectedVersion');
  return version == null ? undefined : BigInt(version);
};

/** Images for GraphQL and REST: validates input, runs the image commands and reads the image read models. */
export class ImageService {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

  async get(id: unknown): Promise<CreativeImage> {
    const image = await findImage(this.db, parseInput(imageIdSchema, id, 'id'));
    if (!image) throw notFound(`image ${String(id)}`);
    return image;
  }

  list(input: ImageFilter): Promise<ImagePage> {
    return listImages(this.db, parseInput(imageFilterSchema, input));
  }

  withUsage(ids: readonly string[]) {
    return findImagesWithUsage(this.db, ids);
  }

  /**
   * Records only the fields that change. With an expected version a stale edit is a conflict;
   * without one, the edit applies to the latest version (other fields edited meanwhile are kept).
   */
  async edit(id: unknown, input: unknown, metadata: EventMetadata, expectedVersion?: unknown): Promise<CreativeImage> {
    const imageId = parseInput(imageIdSchema, id, 'id');
    const changes = parseInput(imageEditSchema, input);
    await editImageDetails(this.store, imageId, changes, versionOf(expectedVersion), metadata);
    return this.get(imageId);
  }

  /** Restores the values the edit at `position` replaced, for the fields that still differ. */
  async undo(position: unknown, metadata: EventMetadata, expectedVersion?: unknown): Promise<CreativeImage> {
    const editPosition = parseInput(positionSchema, position, 'eventPosition');
    return this.get(await undoImageEdit(this.store, editPosition, versionOf(expectedVersion), metadata));
  }

  history(id: unknown, page: ImageHistoryPage = {}): Promise<ImageHistoryEntry[]> {
    const imageId = parseInput(imageIdSchema, id, 'id');
    return imageHistory(this.store, imageId, parseInput(historyPageSchema, page));
  }

  /** Sets one rejection reason on many images in one transaction: all of them or none. */
  async bulkSetRejectionReason(ids: unknown, reason: unknown, metadata: EventMetadata): Promise<CreativeImage[]> {
    if (!Array.isArray(ids) || ids.length === 0) throw new UserError(400, 'ids: select at least one image');
    if (ids.length > 500) throw new UserError(400, 'ids: at most 500 images at once');
    const rejectionReason = parseInput(rejectionReasonSchema, reason);
    const unique = [...new Set(ids.map((id) => parseInput(imageIdSchema, id, 'id')))];
    await setRejectionReason(this.store, unique, rejectionReason, metadata);
    return findImages(this.db, unique);
  }

  async download(id: unknown, metadata: EventMetadata): Promise<CreativeImage> {
    const imageId = parseInput(imageIdSchema, id, 'id');
    await recordImageDownload(this.store, imageId, metadata);
    return this.get(imageId);
  }
}
