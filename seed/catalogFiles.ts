/**
 * The seed catalog's files as the pipeline makes them (seed/catalogFiles.json, written by
 * `npm run seed:media`): the generator and the pipeline are deterministic, so the seed's events can
 * name the files before any server has rendered them, and the prerendered pages can show them. A
 * server renders the blobs themselves when they are first needed (api/media/catalogFiles.ts).
 */
import { z } from 'zod';
import { imageManifestSchema, namesBlob, type ImageManifest } from '../domain/imageFile.ts';
import { renderKeyOf, type RenderInputs } from '../events/images/imageFile.ts';
import files from './catalogFiles.json' with { type: 'json' };

const byImage = z.record(z.string(), imageManifestSchema).parse(files);

/** The file the seed records for an image: its manifest when it is the render of the image's inputs as they are now. */
export function seededFileOf(image: RenderInputs & { id: string }): ImageManifest | null {
  const manifest = byImage[image.id];
  return manifest?.renderedFrom === renderKeyOf(image) ? manifest : null;
}

/**
 * Whether this blob is one of the files the seed records for an image, whatever its inputs are now:
 * the prerendered content pages show these (web/generated/catalogPictures.ts), so they stay published
 * after an edit gives the image another file.
 */
export function isSeedFileOf(imageId: string, hash: string): boolean {
  const manifest = byImage[imageId];
  return !!manifest && namesBlob(manifest, hash);
}
