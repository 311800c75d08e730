import type { ImageManifest } from '../../domain/imageFile.ts';
import { NotFoundError } from '../store/errors.ts';
import { isEvent, type EventMetadata } from '../store/eventType.ts';
import { handleCommand, handleCommandsTogether } from '../store/handleCommand.ts';
import type { EventStore } from '../store/store.ts';
import { imageDecider, type CatalogImageData } from './decide.ts';
import { ImageDetailsEdited, imageDownloadsStream, imageStream, type EditableImageFields } from './events.ts';
import { imageStateFromReadModel } from './state.ts';
import type { CreativeImage } from '../../prisma/generated/client/client.ts';

/** Without a version the caller saw, an edit made meanwhile just means: load again and decide again. */
const retriesWithout = (expectedVersion: bigint | undefined) => (expectedVersion === undefined ? 5 : 0);

/** A new image in the catalog; its id must not exist yet. */
export function catalogImage(store: EventStore, image: CatalogImageData, metadata: EventMetadata) {
  return handleCommand(store, imageStream(image.id), imageDecider, { type: 'CatalogImage', image }, { metadata });
}

/** Archives or restores these images in one transaction: all of them or none (one already so is left as is). */
export function setImagesArchived(store: EventStore, imageIds: readonly string[], archived: boolean, metadata: EventMetadata) {
  const type = archived ? ('ArchiveImage' as const) : ('RestoreImage' as const);
  const commands = imageIds.map((imageId) => ({ streamId: imageStream(imageId), command: { type, imageId } }));
  return handleCommandsTogether(store, imageDecider, commands, metadata, retriesWithout(undefined));
}

/** `rendered`: the render of the inputs the edit ends with, when it changes a generated image's (see RenderNeededError). */
export function editImageDetails(
  store: EventStore,
  imageId: string,
  changes: Partial<EditableImageFields>,
  expectedVersion: bigint | undefined,
  metadata: EventMetadata,
  rendered?: ImageManifest,
) {
  return handleCommand(store, imageStream(imageId), imageDecider, { type: 'EditImageDetails', imageId, changes, expectedVersion, rendered }, {
    metadata,
    retries: retriesWithout(expectedVersion),
  });
}

/** Undoes the edit at a global position: finds its image, then decides from that image's stream. */
export async function undoImageEdit(store: EventStore, position: bigint, expectedVersion: bigint | undefined, metadata: EventMetadata, rendered?: ImageManifest) {
  const event = await store.readAt(position);
  if (!event || !isEvent(event, ImageDetailsEdited)) throw new NotFoundError(`image edit ${position}`);
  const imageId = event.data.imageId;
  const appended = await handleCommand(store, imageStream(imageId), imageDecider, { type: 'UndoImageEdit', imageId, position, expectedVersion, rendered }, {
    metadata,
    retries: retriesWithout(expectedVersion),
  });
  return { imageId, appended };
}

/** One rejection reason on many images in one transaction: all of them or none. */
export function setRejectionReason(store: EventStore, imageIds: readonly string[], rejectionReason: string, metadata: EventMetadata) {
  const commands = imageIds.map((imageId) => ({
    streamId: imageStream(imageId),
    command: { type: 'SetRejectionReason' as const, imageId, rejectionReason },
  }));
  return handleCommandsTogether(store, imageDecider, commands, metadata, retriesWithout(undefined));
}

/**
 * Downloads go to their own stream (image-downloads:<id>), so that they never make an edit look stale.
 * The decision reads the image from its read model (a catalogued image stays catalogued), not the log.
 */
export function recordImageDownload(store: EventStore, image: CreativeImage | null | undefined, imageId: string, metadata: EventMetadata) {
  return handleCommand(store, imageStream(imageId), imageDecider, { type: 'RecordImageDownload', imageId }, {
    metadata,
    appendTo: imageDownloadsStream(imageId),
    readState: async () => imageStateFromReadModel(image),
  });
}
