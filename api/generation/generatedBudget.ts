import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { DirectoryBudget } from '../assets/directoryBudget.ts';
import { galleryFileNames } from './gallerySamples.ts';
import { generatedDirectory, generatedFileNamePattern } from './generatedFiles.ts';

/**
 * The byte budget of the generated images (GENERATED_MAX_MB), shared by every renderer and the file
 * route, and by every server process (WORKERS): it is kept from the directory's contents under the
 * directory's lock file, so it holds for the directory, not per process. The static gallery's samples
 * are pinned: linked from a page, they stay.
 */
export function createGeneratedBudget(config: Config, logger: Logger): DirectoryBudget {
  return new DirectoryBudget({
    directory: generatedDirectory(config),
    maxBytes: Math.floor(config.GENERATED_MAX_MB * 1024 * 1024),
    fileName: generatedFileNamePattern,
    pinned: galleryFileNames(),
    onEvictionError: (error, name) => logger.warn({ err: error, file: name }, 'could not delete an evicted generated image'),
  });
}
