import type { EventMetadata } from '../../events/eventType.ts';
import { editImageDetails, recordImageDownload, setRejectionReason, undoImageEdit } from '../../events/images/commands.ts';
import { imageHistory, type ImageHistoryEntry } from '../../events/images/history.ts';
import { findImage, findImages, listImages, withUsage, type ImagePage, type ImageWithUsage } from '../../events/images/queries.ts';
import type { CatalogReadModel } from '../../events/readModels/catalogReadModel.ts';
import type { AppendResult, EventStore } from '../../events/store.ts';
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

/** The writer's own events are in the in-memory read models before it reads them back. */
const positionsOf = (results: readonly AppendResult[]) => results.flatMap((result) => result.events.map((event) => event.globalPosition));

/**
 * Images for GraphQL and REST: validates input, runs the image commands and reads the image read
 * models, which are held in memory (CatalogReadModel) and followed from the log.
 */
export class ImageService {
  constructor(
    private readonly store: EventStore,
    private readonly catalog: CatalogReadModel,
  ) {}

  /** An image, or a 404. */
  async get(id: unknown): Promise<CreativeImage> {
    return this.find(id);
  }

  /** An image, or null when there is none of that id. */
  findOrNull(id: unknown): CreativeImage | null {
    return findImage(this.catalog.view, parseInput(imageIdSchema, id, 'id'));
  }

  private find(id: unknown): CreativeImage {
    const image = this.findOrNull(id);
    if (!image) throw notFound(`image ${String(id)}`);
    return image;
  }

  async list(input: ImageFilter): Promise<ImagePage> {
    return listImages(this.catalog.view, parseInput(imageFilterSchema, input));
  }

  /** An image with the places the website shows it. */
  withUsage(image: CreativeImage): ImageWithUsage {
    return withUsage(this.catalog.view, image);
  }

  /** Where the website shows an image. */
  usageOf(imageId: string) {
    return this.catalog.view.usageByImage.get(imageId) ?? [];
  }

  private async caughtUp(...results: AppendResult[]): Promise<void> {
    await this.catalog.caughtUp(positionsOf(results));
  }

  /**
   * Records only the fields that change. With an expected version a stale edit is a conflict;
   * without one, the edit applies to the latest version (other fields edited meanwhile are kept).
   */
  async edit(id: unknown, input: unknown, metadata: EventMetadata, expectedVersion?: unknown): Promise<CreativeImage> {
    const imageId = parseInput(imageIdSchema, id, 'id');
    const changes = parseInput(imageEditSchema, input);
    await this.caughtUp(await editImageDetails(this.store, imageId, changes, versionOf(expectedVersion), metadata));
    return this.find(imageId);
  }

  /** Restores the values the edit at `position` replaced, for the fields that still differ. */
  async undo(position: unknown, metadata: EventMetadata, expectedVersion?: unknown): Promise<CreativeImage> {
    const editPosition = parseInput(positionSchema, position, 'eventPosition');
    const { imageId, appended } = await undoImageEdit(this.store, editPosition, versionOf(expectedVersion), metadata);
    await this.caughtUp(appended);
    return this.find(imageId);
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
    await this.caughtUp(...(await setRejectionReason(this.store, unique, rejectionReason, metadata)));
    return findImages(this.catalog.view, unique);
  }

  async download(id: unknown, metadata: EventMetadata): Promise<CreativeImage> {
    const imageId = parseInput(imageIdSchema, id, 'id');
    await this.caughtUp(await recordImageDownload(this.store, this.findOrNull(imageId), imageId, metadata));
    return this.find(imageId);
  }
}
