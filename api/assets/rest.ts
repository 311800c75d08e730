import type { FastifyInstance } from 'fastify';
import type { App } from '../app.ts';
import { metadataFor } from '../graphql/context.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { json, writeErrors } from '../http/openapi/responses.ts';
import { catalogFileNamePattern } from './catalogFiles.ts';
import { registerImageFiles } from './imageFiles.ts';
import { assetValidationSchema, repairResultSchema } from './responses.ts';

const tags = ['Assets'];

/** Asset check and repair (public: visitors may press Auto-Repair) and the catalog image files. */
export function registerAssetRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  const assets = app.services.assets;
  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/creative/assets/validate',
      summary: 'Check the catalog files',
      description: 'Checks that every catalog image has its PNG and two WebP thumbnails and that they decode.',
      tags,
      responses: { 200: json('The images with missing or corrupt files.', assetValidationSchema) },
    },
    () => assets.validate(),
  );

  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/creative/assets/repair',
      summary: 'Repair the catalog files',
      description: 'Regenerates the missing or corrupt catalog files from their stored generation parameters.',
      tags,
      responses: { 200: json('What was regenerated.', repairResultSchema), ...writeErrors },
    },
    async (request) => {
      const ctx = await contextFor(request);
      return assets.repair(metadataFor(ctx));
    },
  );

  registerImageFiles(server, {
    url: '/images/catalog/:file',
    directory: assets.catalogDirectory,
    fileName: catalogFileNamePattern,
    docs: {
      summary: 'A catalog image file',
      description:
        "A catalog image's full-resolution PNG (its filePath, /images/catalog/{id}.png) or one of its WebP thumbnails " +
        '({id}-480.webp, {id}-960.webp), rendered from its generation parameters (see Auto-Repair).',
      tags,
      types: ['image/png', 'image/webp'],
    },
  });
}
