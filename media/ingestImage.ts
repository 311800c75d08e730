import type { BlobStore } from './blobStore.ts';
import type { ImageManifest } from '../domain/imageFile.ts';
import { manifestOf } from './imageManifest.ts';
import type { ImageLimits } from './mediaSettings.ts';
import { processImage, type ProcessedImage } from './processImage.ts';
import type { ProcessingQueue } from './processingQueue.ts';

export interface IngestOptions {
  queue: ProcessingQueue;
  store: BlobStore;
  limits?: ImageLimits;
  parallelEncodes?: number;
}

/**
 * Puts every file of a processed image in the blob store and answers what its event records. Only once
 * this has resolved may the event be appended: a crash before leaves blobs no event names (collected
 * later), never an event naming a missing blob.
 */
export async function storeImageFiles(image: ProcessedImage, store: BlobStore): Promise<ImageManifest> {
  await Promise.all([image.original, ...image.derivatives].map((file) => store.put(file.data, file.contentType)));
  return manifestOf(image);
}

/**
 * An upload from bytes to stored files: processed in its turn on the queue (QueueFullError when it is
 * full, ImageRejectedError for a file the uploader must fix, both before anything is stored), then its
 * files put in the store outside the queue, as that waits on I/O rather than the CPU.
 */
export async function ingestImage(bytes: Uint8Array, options: IngestOptions): Promise<{ manifest: ImageManifest; image: ProcessedImage }> {
  const image = await options.queue.run(() => processImage(bytes, { limits: options.limits, parallelEncodes: options.parallelEncodes }), bytes.length);
  return { manifest: await storeImageFiles(image, options.store), image };
}
