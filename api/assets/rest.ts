import type { FastifyInstance } from 'fastify';
import type { App } from '../app.ts';
import { metadataFor } from '../graphql/context.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { json, writeErrors } from '../http/openapi/responses.ts';
import { assetValidationSchema, repairResultSchema } from './responses.ts';

const tags = ['Assets'];

/** Asset check and repair (public: visitors may press Auto-Repair). */
export function registerAssetRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  const assets = app.services.assets;
  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/creative/assets/validate',
      summary: 'Check the catalog files',
      description: "Checks that every catalog image's files (every width and format) are in the blob store, and that a generated image's are the render of its inputs.",
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
      description: "Renders a generated image's missing files again from its stored generation parameters (an uploaded image's lost file cannot be made again).",
      tags,
      responses: { 200: json('What was regenerated.', repairResultSchema), ...writeErrors },
    },
    async (request) => {
      const ctx = await contextFor(request);
      return assets.repair(metadataFor(ctx));
    },
  );
}
