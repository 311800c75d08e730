import type { FastifyInstance } from 'fastify';
import type { App } from '../app.ts';
import { metadataFor } from '../context.ts';
import type { ContextFactory } from '../graphql.ts';
import { catalogDirectory, catalogFileNamePattern } from './catalogFiles.ts';
import { registerImageFiles } from './imageFiles.ts';
import { repairAssets } from './repair.ts';
import { validateAssets } from './validation.ts';

/** Asset check and repair (public: visitors may press Auto-Repair) and the catalog image files. */
export function registerAssetRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  server.get('/api/creative/assets/validate', () => validateAssets(app));

  server.post('/api/creative/assets/repair', async (request) => {
    const ctx = await contextFor(request);
    return repairAssets(app, metadataFor(ctx));
  });

  registerImageFiles(server, { url: '/images/catalog/:file', directory: catalogDirectory(app), fileName: catalogFileNamePattern });
}
