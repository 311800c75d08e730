import type { ImageFile, ImageManifest } from '../../domain/imageFile.ts';
import { renderKeyOf, type RenderInputs } from '../../events/images/imageFile.ts';
import type { BlobStore } from '../../media/blobStore.ts';
import { ingestImage, storeImageFiles } from '../../media/ingestImage.ts';
import { sha256Hex } from '../../media/mediaFiles.ts';
import type { ImageLimits } from '../../media/mediaSettings.ts';
import type { ProcessingQueue } from '../../media/processingQueue.ts';
import { CATALOG_LONG_SIDE, renderCatalogImage } from './catalogRender.ts';

/** How long a blob found intact is trusted before the asset check reads it again. */
const VERIFIED_FOR_MS = 10 * 60 * 1000;

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
  /** When each blob was last read and found to match its hash (bounded: one entry per stored blob). */
  private readonly verifiedAt = new Map<string, number>();

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

  /**
   * The files of a recorded image that the store does not hold intact: missing, or bytes that are no longer
   * what their hash says (a damaged disk). A blob found intact is trusted for a while, so the asset check
   * (which visitors trigger) does not read every file each time.
   */
  async damaged(manifest: ImageManifest, options: { thorough?: boolean } = {}): Promise<ImageFile[]> {
    const files = [manifest.original, ...manifest.derivatives];
    const intact = await Promise.all(files.map((file) => this.isIntact(file.hash, options.thorough ?? false)));
    return files.filter((_, index) => !intact[index]);
  }

  /** Present, and (read again unless it was read lately, or always when `thorough`) the bytes its hash names. */
  private async isIntact(hash: string, thorough: boolean): Promise<boolean> {
    const now = Date.now();
    if (!thorough && (this.verifiedAt.get(hash) ?? -Infinity) > now - VERIFIED_FOR_MS) return this.options.blobs.has(hash);
    const bytes = await this.options.blobs.get(hash);
    const intact = bytes !== null && sha256Hex(bytes) === hash;
    if (intact) this.verifiedAt.set(hash, now);
    else this.verifiedAt.delete(hash);
    return intact;
  }
}
