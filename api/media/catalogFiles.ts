import { blobHashesOf, type ImageManifest } from '../../domain/imageFile.ts';
import { editImageDetails } from '../../events/images/commands.ts';
import { imageFileName, isGenerated, renderKeyOf, type RenderInputs } from '../../events/images/imageFile.ts';
import type { CatalogReadModel } from '../../events/readModels/catalogReadModel.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { CreativeImage } from '../../prisma/generated/client/client.ts';
import { mediaFileName } from '../../media/mediaFiles.ts';
import { mapWithConcurrency } from '../assets/files.ts';
import type { MediaIndex } from './mediaIndex.ts';
import type { MediaService } from './mediaService.ts';

export interface BrokenImage {
  imageId: string;
  /** The files that are missing or damaged (their served names), or why the image has none to check. */
  files: string[];
}

/** Stands for a generated image whose recorded file is not the render of its inputs (or that has none yet). */
export const NOT_RENDERED = 'not rendered from its current inputs';

const fileOf = (image: CreativeImage) => image.file as ImageManifest | null;
const inputsOf = (image: CreativeImage): RenderInputs => ({ prompt: image.prompt, perspective: image.perspective, generationParams: image.generationParams });
const sameFiles = (a: ImageManifest, b: ImageManifest) => blobHashesOf(a).join() === blobHashesOf(b).join();

export interface CatalogFilesDependencies {
  media: MediaService;
  catalog: CatalogReadModel;
  store: EventStore;
  index: MediaIndex;
}

/**
 * Keeps every catalog image's files in the blob store: finds the images whose files are missing, renders
 * a generated image's files again (the generator and pipeline are deterministic, so the blobs come back
 * under the same hashes), and records a new render as the system's edit when the files it gives differ
 * from the recorded ones (an image recorded before the site kept blobs, or a changed pipeline). An
 * uploaded image's lost file cannot be made again: it stays broken.
 */
export class CatalogFiles {
  constructor(private readonly dependencies: CatalogFilesDependencies) {}

  private images(imageIds?: readonly string[]): CreativeImage[] {
    const view = this.dependencies.catalog.adminView;
    return imageIds ? imageIds.flatMap((id) => view.imageById.get(id) ?? []) : [...view.imageById.values()];
  }

  private async brokenFiles(image: CreativeImage, thorough: boolean): Promise<string[]> {
    const file = fileOf(image);
    if (isGenerated(image) && file?.renderedFrom !== renderKeyOf(inputsOf(image))) return [NOT_RENDERED];
    if (!file) return [NOT_RENDERED];
    return (await this.dependencies.media.damaged(file, { thorough })).map(mediaFileName);
  }

  /**
   * The images whose files are not all intact in the blob store, or not the render of their inputs.
   * `thorough` reads every blob again; otherwise one read lately is trusted to be intact if present.
   */
  async broken(imageIds?: readonly string[], options: { thorough?: boolean } = {}): Promise<BrokenImage[]> {
    const thorough = options.thorough ?? false;
    const checked = await mapWithConcurrency(this.images(imageIds), 4, async (image) => ({ imageId: image.id, files: await this.brokenFiles(image, thorough) }));
    return checked.filter((image) => image.files.length > 0);
  }

  /** Renders one generated image's files again and stores them (a damaged blob is deleted first); records them when they are not the files on record. */
  private async render(image: CreativeImage, metadata: EventMetadata): Promise<void> {
    const recordedFile = fileOf(image);
    if (recordedFile) for (const damaged of await this.dependencies.media.damaged(recordedFile, { thorough: true })) await this.dependencies.media.blobs.delete(damaged.hash);
    const rendered = await this.dependencies.media.render(inputsOf(image));
    const recorded = fileOf(image);
    if (recorded && sameFiles(recorded, rendered)) return;
    const changes = { file: rendered, filename: imageFileName(image.id, rendered) };
    const appended = await editImageDetails(this.dependencies.store, image.id, changes, undefined, metadata, rendered);
    await this.dependencies.catalog.caughtUp(appended.events.map((event) => event.globalPosition));
  }

  /** Renders what broken() reports, for the generated images among them; what is left broken after. */
  async repair(metadata: EventMetadata, imageIds?: readonly string[]): Promise<{ repaired: BrokenImage[]; left: BrokenImage[] }> {
    const before = await this.broken(imageIds, { thorough: true });
    await mapWithConcurrency(before, 2, async ({ imageId }) => {
      const image = this.dependencies.catalog.adminView.imageById.get(imageId);
      if (image && isGenerated(image)) await this.render(image, metadata);
    });
    const left = await this.broken(before.map((image) => image.imageId), { thorough: true });
    const stillBroken = new Set(left.map((image) => image.imageId));
    return { repaired: before.filter((image) => !stillBroken.has(image.imageId)), left };
  }

  /**
   * A blob asked for that the store lacks: when it belongs to a generated image's current file, renders
   * that image again. True when the blob is there afterwards.
   */
  async restore(hash: string): Promise<boolean> {
    const owners = this.dependencies.index.blob(hash)?.imageIds ?? new Set<string>();
    for (const image of this.images([...owners])) {
      const file = fileOf(image);
      if (!isGenerated(image) || !file || !blobHashesOf(file).includes(hash)) continue;
      await this.dependencies.media.render(inputsOf(image));
      return this.dependencies.media.blobs.has(hash);
    }
    return false;
  }
}
