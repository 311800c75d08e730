import { randomBytes } from 'node:crypto';
import { mediaPath, namesBlob, type ImageManifest } from '../../domain/imageFile.ts';
import { WrongExpectedVersionError } from '../../events/store/errors.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import { RenderNeededError } from '../../events/images/decide.ts';
import {
  catalogImage,
  editImageDetails,
  recordImageDownload,
  setImagesArchived,
  setRejectionReason,
  undoImageEdit,
} from '../../events/images/commands.ts';
import { imageStream } from '../../events/images/events.ts';
import { imageHistory, type ImageHistoryEntry } from '../../events/images/history.ts';
import { imageFileName } from '../../events/images/imageFile.ts';
import type { CatalogImageData } from '../../events/images/decide.ts';
import { findImage, findImages, imageCounts, listImages, withUsage, type ImageCounts, type ImagePage, type ImageWithUsage } from '../../events/images/queries.ts';
import type { CatalogReadModel } from '../../events/readModels/catalogReadModel.ts';
import type { CatalogView } from '../../events/readModels/catalogView.ts';
import type { AppendResult, EventStore } from '../../events/store/store.ts';
import type { CreativeImage } from '../../prisma/generated/client/client.ts';
import type { MediaService } from '../media/mediaService.ts';
import { ImageRejectedError } from '../../media/mediaErrors.ts';
import type { UploadedFile } from './uploadedFile.ts';
import { notFound, parseInput, unauthorized, UserError } from '../errors.ts';
import {
  archivedFilterSchema,
  catalogImageInputSchema,
  expectedVersionSchema,
  historyPageSchema,
  imageEditSchema,
  imageFilterSchema,
  imageIdSchema,
  positionSchema,
  rejectionReasonSchema,
  uploadedImageInputSchema,
  type ImageFilter,
  type ImageHistoryPage,
} from './inputs.ts';
import { slugOf } from '../slug.ts';
import { isSeedFileOf } from '../../seed/catalogFiles.ts';

/** Who reads: administrators see archived images, visitors do not. */
export interface Viewer {
  admin: boolean;
}

/** A version the caller saw, as the stream version it is. */
const versionOf = (expectedVersion: unknown): bigint | undefined => {
  const version = parseInput(expectedVersionSchema, expectedVersion, 'expectedVersion');
  return version == null ? undefined : BigInt(version);
};

/** The writer's own events are in the in-memory read models before it reads them back. */
const positionsOf = (results: readonly AppendResult[]) => results.flatMap((result) => result.events.map((event) => event.globalPosition));

/** How often an edit renders again when the image changed under it before it could append. */
const RENDER_ATTEMPTS = 3;

/**
 * Images for GraphQL and REST: validates input, runs the image commands and reads the image read
 * models, which are held in memory (CatalogReadModel) and followed from the log.
 */
export class ImageService {
  constructor(
    private readonly store: EventStore,
    private readonly catalog: CatalogReadModel,
    private readonly media: MediaService,
  ) {}

  private view(viewer: Viewer): CatalogView {
    return this.catalog.viewFor(viewer);
  }

  /** The public catalog as it is now. */
  publicCatalog(): CatalogView {
    return this.catalog.view;
  }

  /** An image the viewer may see, or a 404. */
  async get(id: unknown, viewer: Viewer): Promise<CreativeImage> {
    return this.find(id, viewer);
  }

  /** An image the viewer may see, or null when there is none of that id (or it is archived and the viewer a visitor). */
  findOrNull(id: unknown, viewer: Viewer): CreativeImage | null {
    return findImage(this.view(viewer), parseInput(imageIdSchema, id, 'id'));
  }

  /** Whether the viewer may see this image: checked for every live event, so no input parsing. */
  isVisible(imageId: string, viewer: Viewer): boolean {
    return this.view(viewer).imageById.has(imageId);
  }

  /**
   * Whether a visitor may see the image and the blob is one of its current files, or of the seed's file
   * for it, which the prerendered content pages show: a file an edit replaced is otherwise no longer
   * served to visitors (GET /media), as an archived image's files are not.
   */
  isPublicFileOf(imageId: string, hash: string): boolean {
    const image = this.view({ admin: false }).imageById.get(imageId);
    if (!image) return false;
    const manifest = image.file as ImageManifest | null;
    return (!!manifest && namesBlob(manifest, hash)) || isSeedFileOf(imageId, hash);
  }

  private find(id: unknown, viewer: Viewer): CreativeImage {
    const image = this.findOrNull(id, viewer);
    if (!image) throw notFound(`image ${String(id)}`);
    return image;
  }

  async list(input: ImageFilter, viewer: Viewer): Promise<ImagePage> {
    const filter = parseInput(imageFilterSchema, input);
    if (filter.archived !== 'active' && !viewer.admin) throw unauthorized();
    return listImages(this.view(viewer), filter);
  }

  counts(archived: unknown, viewer: Viewer): ImageCounts {
    const filter = parseInput(archivedFilterSchema, archived ?? undefined, 'archived');
    if (filter !== 'active' && !viewer.admin) throw unauthorized();
    return imageCounts(this.view(viewer), filter);
  }

  /** An image with the places the website shows it. */
  withUsage(image: CreativeImage, viewer: Viewer): ImageWithUsage {
    return withUsage(this.view(viewer), image);
  }

  /** Where the website shows an image. */
  usageOf(imageId: string) {
    return this.catalog.adminView.usageByImage.get(imageId) ?? [];
  }

  private async caughtUp(...results: AppendResult[]): Promise<void> {
    await this.catalog.caughtUp(positionsOf(results));
  }

  private requireSession(sessionId: string, field: string): void {
    if (!this.catalog.adminView.sessionById.has(sessionId)) throw new UserError(400, `${field}: no creative session named ${sessionId}`);
  }

  /**
   * Runs an edit that may need a render: a generated image's file is always the render of its inputs,
   * so an edit that changes them is refused (RenderNeededError) until it brings that render.
   */
  private async withRender<T>(attempt: (rendered: ImageManifest | undefined) => Promise<T>): Promise<T> {
    let rendered: ImageManifest | undefined;
    for (let tries = 1; ; tries++) {
      try {
        return await attempt(rendered);
      } catch (error) {
        if (!(error instanceof RenderNeededError) || tries >= RENDER_ATTEMPTS) throw error;
        rendered = await this.media.render(error.inputs);
      }
    }
  }

  private newImageId(title: string): string {
    return `img-${slugOf(title)}-${randomBytes(3).toString('hex')}`;
  }

  private async catalogue(id: string, fields: Omit<CatalogImageData, 'id' | 'file' | 'filename' | 'filePath'>, file: ImageManifest, metadata: EventMetadata) {
    await this.caughtUp(await catalogImage(this.store, { id, ...fields, file, filename: imageFileName(id, file), filePath: mediaPath(file.original) }, metadata));
    return this.find(id, { admin: true });
  }

  /** An uploaded file processed and stored; a refusal names the file. */
  private async ingest(upload: UploadedFile): Promise<ImageManifest> {
    try {
      return await this.media.ingest(upload.bytes);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new ImageRejectedError(error.reason, `${upload.name}: ${error.message}`);
      throw error;
    }
  }

  /** A new generated image: its files are rendered and stored from its parameters, then it is catalogued. */
  async add(input: unknown, metadata: EventMetadata): Promise<CreativeImage> {
    const fields = parseInput(catalogImageInputSchema, input, 'input');
    this.requireSession(fields.sessionId, 'input.sessionId');
    return this.catalogue(this.newImageId(fields.title), fields, await this.media.render(fields), metadata);
  }

  /**
   * A new image from a file an administrator uploads: checked and processed before anything is
   * appended (a bad file or field changes nothing; a full queue is a 503), its blobs stored, then catalogued.
   */
  async upload(upload: UploadedFile, input: unknown, metadata: EventMetadata): Promise<CreativeImage> {
    const fields = parseInput(uploadedImageInputSchema, input, 'input');
    this.requireSession(fields.sessionId, 'input.sessionId');
    const file = await this.ingest(upload);
    return this.catalogue(this.newImageId(fields.title), { ...fields, generationParams: null }, file, metadata);
  }

  /** Replaces an image's file with an upload: a new version (the earlier stays in its history; undo brings it back). */
  async replaceFile(id: unknown, upload: UploadedFile, metadata: EventMetadata, expectedVersion?: unknown): Promise<CreativeImage> {
    const imageId = parseInput(imageIdSchema, id, 'id');
    const version = versionOf(expectedVersion);
    const current = BigInt(this.find(imageId, { admin: true }).version);
    // Already past the version the caller saw: a conflict, told before the file is processed and stored.
    // (A catalog behind the log lets it through; the append checks the version again.)
    if (version !== undefined && current > version) throw new WrongExpectedVersionError(imageStream(imageId), version, current);
    const file = await this.ingest(upload);
    const changes = { file, filename: imageFileName(imageId, file), generationParams: null };
    await this.caughtUp(await editImageDetails(this.store, imageId, changes, version, metadata));
    return this.find(imageId, { admin: true });
  }

  /**
   * Records only the fields that change. With an expected version a stale edit is a conflict;
   * without one, the edit applies to the latest version (other fields edited meanwhile are kept).
   * New render inputs of a generated image bring their render; the old file stays for the history.
   */
  async edit(id: unknown, input: unknown, metadata: EventMetadata, expectedVersion?: unknown): Promise<CreativeImage> {
    const imageId = parseInput(imageIdSchema, id, 'id');
    const changes = parseInput(imageEditSchema, input);
    const version = versionOf(expectedVersion);
    const current = this.find(imageId, { admin: true });
    if (changes.sessionId !== undefined) this.requireSession(changes.sessionId, 'sessionId');
    if (changes.generationParams !== undefined && current.generationParams === null) {
      throw new UserError(400, 'generationParams: this image was uploaded, not generated; replace its file instead');
    }
    const appended = await this.withRender((rendered) => editImageDetails(this.store, imageId, changes, version, metadata, rendered));
    await this.caughtUp(appended);
    return this.find(imageId, { admin: true });
  }

  /** Restores the values the edit at `position` replaced, for the fields that still differ. */
  async undo(position: unknown, metadata: EventMetadata, expectedVersion?: unknown): Promise<CreativeImage> {
    const editPosition = parseInput(positionSchema, position, 'eventPosition');
    const { imageId, appended } = await this.withRender((rendered) => undoImageEdit(this.store, editPosition, versionOf(expectedVersion), metadata, rendered));
    await this.caughtUp(appended);
    return this.find(imageId, { admin: true });
  }

  history(id: unknown, page: ImageHistoryPage = {}): Promise<ImageHistoryEntry[]> {
    const imageId = parseInput(imageIdSchema, id, 'id');
    return imageHistory(this.store, imageId, parseInput(historyPageSchema, page));
  }

  private imageIds(ids: unknown): string[] {
    if (!Array.isArray(ids) || ids.length === 0) throw new UserError(400, 'ids: select at least one image');
    if (ids.length > 500) throw new UserError(400, 'ids: at most 500 images at once');
    return [...new Set(ids.map((id) => parseInput(imageIdSchema, id, 'id')))];
  }

  /** Sets one rejection reason on many images in one transaction: all of them or none. */
  async bulkSetRejectionReason(ids: unknown, reason: unknown, metadata: EventMetadata): Promise<CreativeImage[]> {
    const unique = this.imageIds(ids);
    const rejectionReason = parseInput(rejectionReasonSchema, reason);
    await this.caughtUp(...(await setRejectionReason(this.store, unique, rejectionReason, metadata)));
    return findImages(this.catalog.adminView, unique);
  }

  /** Archives (or restores) images in one transaction: all of them or none. */
  async setArchived(ids: unknown, archived: boolean, metadata: EventMetadata): Promise<CreativeImage[]> {
    const unique = this.imageIds(ids);
    await this.caughtUp(...(await setImagesArchived(this.store, unique, archived, metadata)));
    return findImages(this.catalog.adminView, unique);
  }

  async download(id: unknown, viewer: Viewer, metadata: EventMetadata): Promise<CreativeImage> {
    const imageId = parseInput(imageIdSchema, id, 'id');
    await this.caughtUp(await recordImageDownload(this.store, this.findOrNull(imageId, viewer), imageId, metadata));
    return this.find(imageId, viewer);
  }
}
