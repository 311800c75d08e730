import type { App } from '../../api/app.ts';
import { copyCatalogInto, copyCatalogIntoStore, renderedCatalogCache } from './catalogCache.ts';

/**
 * Puts the seed catalog's files (rendered once per run: CHB_CATALOG_CACHE) into a test app's blob store,
 * as a server that has rendered its catalog has them.
 */
export async function storeSeedFiles(t: { app: Pick<App, 'services' | 'db'>; dataDir: string }): Promise<void> {
  const cache = process.env.CHB_CATALOG_CACHE ?? (await renderedCatalogCache());
  if (t.app.services.media.blobs.kind === 'filesystem') copyCatalogInto(cache, t.dataDir);
  else await copyCatalogIntoStore(cache, t.app.services.media.blobs);
}
