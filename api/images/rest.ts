import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ContextFactory } from '../graphql/yoga.ts';
import { metadataFor, viewerOf, type RequestContext } from '../graphql/context.ts';
import { unauthorized } from '../errors.ts';
import type { App } from '../app.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { adminRequired, alreadyExists, badInput, conflict, json, notFound, uploadErrors, writeErrors } from '../http/openapi/responses.ts';
import { catalogImageInputSchema, expectedVersionSchema, imageEditSchema, imageFilterSchema, imageIdSchema, imageFileReplacementSchema, imageUploadFormSchema } from './inputs.ts';
import { readMultipartUpload } from './multipartUpload.ts';
import { creativeImageSchema, downloadResultSchema, imageWithUsageSchema } from './responses.ts';

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const bodyOf = (request: FastifyRequest) => {
  const body = request.body;
  return (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
};

const imageParams = z.object({ id: imageIdSchema });
const images = ['Images'];

/** The documented /api/creative/images paths: thin adapters over the images service. */
export function registerImageRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  const imageService = app.services.images;
  const adminContext = async (request: FastifyRequest): Promise<RequestContext> => {
    const ctx = await contextFor(request);
    if (!ctx.admin) throw unauthorized();
    return ctx;
  };

  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/creative/images',
      summary: 'List images',
      description: "Catalog images in journey order, filtered; 'all' or an empty value means no filter. Archived images need an administrator.",
      tags: images,
      admin: 'optional',
      query: imageFilterSchema,
      responses: { 200: json('The images, with where the website shows them.', z.array(imageWithUsageSchema)), 400: badInput, 401: adminRequired },
    },
    async (request) => {
      const viewer = viewerOf(await contextFor(request));
      const page = await imageService.list({ limit: 500, ...(request.query as Record<string, unknown>) }, viewer);
      return page.items.map((image) => imageService.withUsage(image, viewer));
    },
  );

  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/creative/images/:id',
      summary: 'Get an image',
      description: 'An archived image is found by the administrator only.',
      tags: images,
      admin: 'optional',
      params: imageParams,
      responses: { 200: json('The image.', imageWithUsageSchema), 400: badInput, 404: notFound },
    },
    async (request) => {
      const viewer = viewerOf(await contextFor(request));
      return imageService.withUsage(await imageService.get(idOf(request), viewer), viewer);
    },
  );

  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/creative/images',
      summary: 'Add an image',
      description:
        'Adds a catalog image. As JSON: rendered by the site\'s generator from its generation parameters. As multipart/form-data: from a file (the image in a part named file, the catalog fields as parts, tags as JSON text); the bytes decide the format (PNG, JPEG, WebP, AVIF), and it is processed (upright, sRGB, every camera and location tag removed, every width and format) before anything is recorded.',
      tags: images,
      admin: true,
      body: { 'application/json': catalogImageInputSchema, 'multipart/form-data': imageUploadFormSchema },
      responses: { 201: json('The new image.', imageWithUsageSchema), ...writeErrors, ...uploadErrors, 401: adminRequired, 409: alreadyExists },
    },
    async (request, reply) => {
      const ctx = await adminContext(request);
      if (request.isMultipart()) {
        const upload = await readMultipartUpload(request, app.config);
        const image = await imageService.upload(upload.file, upload.fields, metadataFor(ctx));
        reply.status(201);
        return imageService.withUsage(image, { admin: true });
      }
      reply.status(201);
      return imageService.add(request.body, metadataFor(ctx));
    },
  );

  declareRoute(
    server,
    {
      method: 'PUT',
      url: '/api/creative/images/:id/file',
      summary: "Replace an image's file",
      description:
        'Uploads a new file for the image (multipart/form-data: the image in a part named file, and optionally expectedVersion), processed as a new image\'s upload: a new version in its history, which an undo of that edit brings back.',
      tags: images,
      admin: true,
      params: imageParams,
      body: { 'multipart/form-data': imageFileReplacementSchema },
      responses: { 200: json('The image with its new file.', imageWithUsageSchema), ...uploadErrors, 401: adminRequired, 404: notFound, 409: conflict },
    },
    async (request) => {
      const ctx = await adminContext(request);
      const upload = await readMultipartUpload(request, app.config);
      const image = await imageService.replaceFile(idOf(request), upload.file, metadataFor(ctx), upload.fields.expectedVersion);
      return imageService.withUsage(image, { admin: true });
    },
  );

  declareRoute(
    server,
    {
      method: 'PATCH',
      url: '/api/creative/images/:id',
      summary: 'Edit an image',
      description: 'Changes the given fields. With expectedVersion, refuses the edit if the image changed since that version.',
      tags: images,
      admin: true,
      params: imageParams,
      body: imageEditSchema.safeExtend({ expectedVersion: expectedVersionSchema }),
      responses: { 200: json('The edited image.', creativeImageSchema), ...writeErrors, 401: adminRequired, 404: notFound, 409: conflict },
    },
    async (request) => {
      const ctx = await adminContext(request);
      const { expectedVersion, ...changes } = bodyOf(request);
      return imageService.edit(idOf(request), changes, metadataFor(ctx), expectedVersion);
    },
  );

  for (const [action, archived] of [['archive', true], ['restore', false]] as const) {
    declareRoute(
      server,
      {
        method: 'POST',
        url: `/api/creative/images/:id/${action}`,
        summary: archived ? 'Archive an image' : 'Restore an archived image',
        description: archived ? 'Hides the image from visitors; it keeps its history and can be restored.' : 'Shows an archived image to visitors again.',
        tags: images,
        admin: true,
        params: imageParams,
        responses: { 200: json('The image.', creativeImageSchema), ...writeErrors, 401: adminRequired, 404: notFound },
      },
      async (request) => {
        const ctx = await adminContext(request);
        const [image] = await imageService.setArchived([idOf(request)], archived, metadataFor(ctx));
        return image;
      },
    );
  }

  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/creative/images/:id/download',
      summary: 'Count a download',
      description: 'Counts one download; the client then fetches the file at filePath and saves it under filename. An archived image counts for the administrator only.',
      tags: images,
      admin: 'optional',
      params: imageParams,
      responses: { 200: json('The new count and where the file is.', downloadResultSchema), ...writeErrors, 404: notFound },
    },
    async (request) => {
      const ctx = await contextFor(request);
      const image = await imageService.download(idOf(request), viewerOf(ctx), metadataFor(ctx));
      return { success: true, downloadCount: image.downloadCount, filePath: image.filePath, filename: image.filename };
    },
  );
}
