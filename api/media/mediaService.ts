import type { ImageFile, ImageManifest } from '../../domain/imageFile.ts';
import { renderKeyOf, type RenderInputs } from '../../events/images/imageFile.ts';
import type { BlobStore } from '../../media/blobStore.ts';
import { ingestImage, storeImageFiles } from '../../media/ingestImage.ts';
import type { ImageLimits } from '../../media/mediaSettings.ts';
import type { ProcessingQueue } from '../../media/processingQueue.ts';
import { CATALOG_LONG_SIDE, renderCatalogImage } from './catalogRender.ts';

export interface MediaServiceOptions {
  blobs: BlobStore;
  /** Uploads: bounded, so a burst is answered 503 rather than held in memory. */
  uploads: ProcessingQueue;
  /** Catalog renders (new images, new inputs, files to restore): their own turn, so they never refuse an upload. */
  renders: ProcessingQueue;
  limits: ImageLimits;
  /** Tests render smaller; the site always renders at CATALOG_LONG_SIDE. */
  renderLongSide?: number;
}

/**
 * The image files of the catalog: processes uploads and generated renders into blobs, always before the
 * event that names them is appended, and tells which blobs of a recorded file are missing.
 */
export class MediaService {
  private readonly rendering = new Map<string, Promise<ImageManifest>>();

  constructor(private readonly options: MediaServiceOptions) {}

  get blobs(): BlobStore {
    return this.options.blobs;
  }

  /** An upload: processed in its turn (QueueFullError when the queue is full; ImageRejectedError for a bad file), then stored. */
  async ingest(bytes: Uint8Array): Promise<ImageManifest> {
    const { manifest } = await ingestImage(bytes, { queue: this.options.uploads, store: this.options.blobs, limits: this.options.limits });
    return manifest;
  }

  /** A generated image's file, rendered from its inputs and stored; a render of the same inputs already under way is joined. */
  render(inputs: RenderInputs): Promise<ImageManifest> {
    const key = renderKeyOf(inputs);
    const running = this.rendering.get(key);
    if (running) return running;
    const render = this.options.renders
      .run(() => renderCatalogImage(inputs, this.options.renderLongSide ?? CATALOG_LONG_SIDE))
      .then(({ processed }) => storeImageFiles(processed, this.options.blobs).then((manifest) => ({ ...manifest, renderedFrom: key })))
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, render);
    return render;
  }

  /** The files of a recorded image whose blobs the store does not hold. */
  async missing(manifest: ImageManifest): Promise<ImageFile[]> {
    const files = [manifest.original, ...manifest.derivatives];
    const present = await Promise.all(files.map((file) => this.options.blobs.has(file.hash)));
    return files.filter((_, index) => !present[index]);
  }
}
