import type { FastifyInstance } from 'fastify';
import type { App } from '../app.ts';
import { metadataFor } from '../context.ts';
import type { ContextFactory } from '../graphql.ts';
import { catalogFileNamePattern } from './catalogFiles.ts';
import { registerImageFiles } from './imageFiles.ts';

/** Asset check and repair (public: visitors may press Auto-Repair) and the catalog image files. */
export function registerAssetRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  const assets = app.services.assets;
  server.get('/api/creative/assets/validate', () => assets.validate());

  server.post('/api/creative/assets/repair', async (request) => {
    const ctx = await contextFor(request);
    return assets.repair(metadataFor(ctx));
  });

  registerImageFiles(server, { url: '/images/catalog/:file', directory: assets.catalogDirectory, fileName: catalogFileNamePattern });
}
