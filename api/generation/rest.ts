import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { App } from '../app.ts';
import { toUserError, type UserError } from '../errors.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { registerImageFiles } from '../assets/imageFiles.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { json } from '../http/openapi/responses.ts';
import { staticGalleryItems } from './gallery.ts';
import { generatedDirectory, generatedFileNamePattern } from './generatedFiles.ts';
import { generationRequestSchema } from './parameters.ts';
import { GeneratorBusyError } from './renderSlots.ts';
import { generatedImageSchema, generationError, staticGalleryItemSchema } from './responses.ts';
import { RateLimitedError } from './service.ts';
import { metadataFor } from '../graphql/context.ts';

const errorTitles: Record<number, string> = {
  400: 'Invalid generation parameters',
  429: 'Too many generation requests',
};
const titleOf = (error: UserError) => (error instanceof GeneratorBusyError ? 'Image generator busy' : (errorTitles[error.status] ?? 'Generation failed'));
const tags = ['Generation'];

/**
 * POST /api/images/generate answers non-OK with JSON {error, details}, unlike the
 * plain-text answers of the other paths; the demo shows `details` in its 'Generation Failed' toast.
 * The route's own error handler also covers bodies that are not JSON.
 */
export function registerGenerationRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  const service = app.services.generation;

  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/images/generate',
      summary: 'Generate an image',
      description: 'Renders an image from the parameters with the local procedural generator; the same parameters give the same file.',
      tags,
      body: generationRequestSchema,
      responses: {
        200: json('The generated image.', generatedImageSchema),
        400: generationError('The parameters are not valid.'),
        429: generationError('Too many generation requests from this address.', true),
        500: generationError('The generator failed.'),
        503: generationError('The generator is busy.', true),
      },
    },
    async (request) => {
      const ctx = await contextFor(request);
      return service.generate(request.body, ctx.ip, metadataFor(ctx));
    },
    {
      errorHandler(error: FastifyError, request, reply) {
        const userError = toUserError(error);
        if (error instanceof RateLimitedError || error instanceof GeneratorBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
        if (userError) {
          const fields = userError.inputErrors.map((inputError) => inputError.path);
          return reply.status(userError.status).send({ error: titleOf(userError), details: userError.message, fields });
        }
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
          return reply.status(error.statusCode).send({ error: 'Invalid request', details: error.message.replace(/^[^:]*Error: /, '') });
        }
        request.log.error({ err: error }, 'image generation failed');
        return reply.status(500).send({ error: 'Generation failed', details: 'internal error; it has been logged' });
      },
    },
  );

  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/images/static-gallery',
      summary: 'The generated-images gallery',
      description: 'The three case-study samples of /image-gallery, rendered on first use.',
      tags,
      responses: { 200: json('The samples, one per perspective.', z.array(staticGalleryItemSchema)) },
    },
    () => staticGalleryItems(app.services.generation),
  );

  registerImageFiles(server, {
    url: '/images/generated/:file',
    directory: generatedDirectory(app.config),
    fileName: generatedFileNamePattern,
    onServed: (file, size) => void service.budget.used(file, size),
    docs: {
      summary: 'A generated image file',
      description:
        'The PNG a generation rendered, at the imageUrl POST /api/images/generate answered. Past their byte budget ' +
        '(GENERATED_MAX_MB) the least recently used files are deleted: such a file is 404 until generated again.',
      tags,
      types: ['image/png'],
    },
  });
}
