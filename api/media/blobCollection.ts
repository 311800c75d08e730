import { blobHashesOf, type ImageManifest } from '../../domain/imageFile.ts';
import { ImageCatalogued, ImageDetailsEdited } from '../../events/images/events.ts';
import { isEvent } from '../../events/store/eventType.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { BlobStore, CollectResult } from '../../media/blobStore.ts';
import type { Logger } from '../logger.ts';

const DAY_MS = 86_400_000;
const PAGE = 1000;

/** Every blob any event names: every version of every image's files (an undo may bring any of them back). */
export async function referencedBlobs(store: EventStore): Promise<Set<string>> {
  const referenced = new Set<string>();
  const add = (file: ImageManifest | null | undefined) => file && blobHashesOf(file).forEach((hash) => referenced.add(hash));
  for (let after = 0n; ; ) {
    const page = await store.readAll({ after, types: [ImageCatalogued.type, ImageDetailsEdited.type], limit: PAGE });
    for (const event of page) {
      if (isEvent(event, ImageCatalogued)) add(event.data.file);
      if (isEvent(event, ImageDetailsEdited)) [event.data.changes.file, event.data.previous.file].forEach(add);
    }
    if (page.length < PAGE) return referenced;
    after = page.at(-1)!.globalPosition;
  }
}

/**
 * Deletes the blobs no event names that are older than the grace period: left by an upload whose event
 * was never appended (a refused edit, a crash between storing and appending). The grace period is longer
 * than any upload takes between its blobs and its event, so a blob is never collected under one.
 */
export async function collectUnreferencedBlobs(store: EventStore, blobs: BlobStore, options: { graceHours: number; now?: Date }): Promise<CollectResult> {
  const referenced = await referencedBlobs(store);
  const olderThan = new Date((options.now ?? new Date()).getTime() - options.graceHours * 3_600_000);
  return blobs.collect(referenced, { olderThan });
}

export interface BlobCollection {
  run(): Promise<CollectResult | undefined>;
  stop(): Promise<void>;
}

/** Collects at start and once a day in every process (an unref'd timer); concurrent runs only race to delete the same orphans. */
export function scheduleBlobCollection(options: { store: EventStore; blobs: BlobStore; graceHours: number; logger: Logger }): BlobCollection {
  const { logger } = options;
  let running: Promise<CollectResult | undefined> = Promise.resolve(undefined);
  const run = () => {
    running = running.then(async () => {
      try {
        const result = await collectUnreferencedBlobs(options.store, options.blobs, { graceHours: options.graceHours });
        if (result.deleted.length) logger.info({ deleted: result.deleted.length, kept: result.kept }, 'image blobs no event names were collected');
        return result;
      } catch (error) {
        logger.error({ err: error }, 'collecting unreferenced image blobs failed; it runs again in a day');
        return undefined;
      }
    });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
