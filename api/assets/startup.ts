import type { App } from '../app.ts';
import type { RepairResult } from './service.ts';

/**
 * Makes every catalog image's files present in the blob store: on a new site the seed's (its events name
 * the files; nothing has rendered them yet), after an upgrade the images recorded before the site kept
 * blobs. Runs beside the server (a request for a file not made yet renders its image first); on a site
 * whose files are all there it checks and writes nothing.
 */
export async function renderCatalogOnStart(app: Pick<App, 'services' | 'logger'>): Promise<RepairResult> {
  const began = performance.now();
  const result = await app.services.assets.repair({ actor: 'system:catalog', requestId: 'catalog-files', time: new Date().toISOString() });
  if (result.repaired.length) {
    app.logger.info({ images: result.repaired.length, seconds: Math.round(performance.now() - began) / 1000 }, 'catalog image files rendered');
  }
  return result;
}
