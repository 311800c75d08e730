import type { App } from '../app.ts';
import { DirectoryBudget } from '../assets/directoryBudget.ts';
import { galleryFileNames } from './gallerySamples.ts';
import { generatedDirectory, generatedFileNamePattern } from './generatedFiles.ts';

const budgets = new WeakMap<App, DirectoryBudget>();

/**
 * The byte budget of the app's generated images (GENERATED_MAX_MB), shared by every renderer and
 * the file route. The static gallery's samples are pinned: linked from a page, they stay.
 */
export function generatedBudgetFor(app: App): DirectoryBudget {
  let budget = budgets.get(app);
  if (!budget) {
    budget = new DirectoryBudget({
      directory: generatedDirectory(app),
      maxBytes: Math.floor(app.config.GENERATED_MAX_MB * 1024 * 1024),
      fileName: generatedFileNamePattern,
      pinned: galleryFileNames(),
      onEvictionError: (error, name) => app.logger.warn({ err: error, file: name }, 'could not delete an evicted generated image'),
    });
    budgets.set(app, budget);
  }
  return budget;
}
