import type { ImageFormat, ImageManifest } from '../../domain/imageFile.ts';
import { ImageCatalogued, ImageDetailsEdited } from '../../events/images/events.ts';
import { isEvent, type RecordedEvent } from '../../events/store/eventType.ts';
import type { LogFollower } from '../../events/store/logFollower.ts';
import type { EventStore } from '../../events/store/store.ts';

/** What one blob is: its format, and the images any version of whose file it belongs to. */
export interface IndexedBlob {
  readonly format: ImageFormat;
  readonly imageIds: ReadonlySet<string>;
}

const PAGE = 1000;

/** Every manifest an image event names: the new image's file, an edit's new and replaced files. */
function manifestsOf(event: RecordedEvent): { imageId: string; manifest: ImageManifest }[] {
  if (isEvent(event, ImageCatalogued)) return event.data.file ? [{ imageId: event.data.id, manifest: event.data.file }] : [];
  if (isEvent(event, ImageDetailsEdited)) {
    const { imageId, changes, previous } = event.data;
    return [changes.file, previous.file].flatMap((file) => (file ? [{ imageId, manifest: file }] : []));
  }
  return [];
}

/**
 * Which image each blob belongs to, over every version of every image's file, from the log: what the
 * media route asks before it serves a blob (a visitor gets only blobs of images that are not archived).
 * It only grows, so following the log and reading it again at start may overlap.
 */
export class MediaIndex {
  private readonly blobs = new Map<string, { format: ImageFormat; imageIds: Set<string> }>();

  static async load(store: EventStore, follower: LogFollower): Promise<{ index: MediaIndex; stop: () => void }> {
    const index = new MediaIndex();
    const stop = follower.subscribe((events) => events.forEach((event) => index.add(event)));
    let after = 0n;
    for (;;) {
      const page = await store.readAll({ after, types: [ImageCatalogued.type, ImageDetailsEdited.type], limit: PAGE });
      page.forEach((event) => index.add(event));
      if (page.length < PAGE) break;
      after = page.at(-1)!.globalPosition;
    }
    return { index, stop };
  }

  add(event: RecordedEvent): void {
    for (const { imageId, manifest } of manifestsOf(event)) {
      for (const file of [manifest.original, ...manifest.derivatives]) {
        const entry = this.blobs.get(file.hash) ?? { format: file.format, imageIds: new Set<string>() };
        entry.imageIds.add(imageId);
        this.blobs.set(file.hash, entry);
      }
    }
  }

  blob(hash: string): IndexedBlob | undefined {
    return this.blobs.get(hash);
  }
}
