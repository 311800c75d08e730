import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { imageFormat, imageFormatExtension } from '../../domain/imageFile.ts';
import { contentTypeOf, parseMediaFileName } from '../../media/mediaFiles.ts';
import { notFound, UserError } from '../errors.ts';
import { errorText } from '../http/openapi/responses.ts';
import { declareRoute } from '../http/openapi/route.ts';
import type { MediaAccess } from './mediaAccess.ts';
import type { MediaIndex } from './mediaIndex.ts';
import type { BlobStore } from '../../media/blobStore.ts';

/** A blob's content never changes under its hash: anyone may keep it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** An administrator's signed link: the browser may keep the file, shared caches may not. */
const PRIVATE_CACHE = 'private, max-age=86400';

export interface MediaRouteDependencies {
  blobs: BlobStore;
  index: MediaIndex;
  access: MediaAccess;
  /** Whether the blob is one of the image's current files and a visitor may see the image (ImagesService). */
  isPublicFileOf(imageId: string, hash: string): boolean;
  /** The name the image's full-resolution file is saved under (its catalog filename). */
  filenameOf(imageId: string): string | undefined;
  /** Renders a generated image's missing blob again; false when the hash is no longer one it makes. */
  restore(hash: string): Promise<boolean>;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);

/**
 * GET /media/<sha256>.<ext>: an image file by its hash. Visitors get the current files of images that
 * are not archived; an administrator's signed link (MediaAccess) gets any file an image ever had.
 */
export function registerMediaRoute(server: FastifyInstance, dependencies: MediaRouteDependencies) {
  const { blobs, index, access } = dependencies;
  const cached = { 'cache-control': `${IMMUTABLE_CACHE} (a signed administrator's link: ${PRIVATE_CACHE})`, etag: 'The file\'s hash, quoted.' };
  const text = (description: string) => ({ description, text: { 'text/plain': errorText } });
  declareRoute(
    server,
    {
      method: 'GET',
      url: '/media/:name',
      summary: 'An image file by its hash',
      description:
        "Every catalog image's files (its processed original and every width and format) are served here by the SHA-256 of their bytes, as the API's image URLs name them. An archived image's files, and a file an edit replaced, answer 404 unless the link is an administrator's signed one.",
      tags: ['Images'],
      params: z.object({ name: z.string().max(80).describe('<sha256>.<extension>, e.g. 9f…e1.avif') }),
      query: z.object({
        download: z.enum(['1', 'true']).optional().describe("1 or true: an attachment, saved under the image's catalog filename with this file's format's extension."),
        access: z.string().max(64).optional().describe("An administrator's signed permission, as the API's URLs carry it."),
      }),
      responses: {
        200: { description: 'The file.', files: imageFormat.values.map(contentTypeOf), headers: { ...cached, 'content-disposition': 'With ?download=1: attachment; filename="{catalog filename}".' } },
        304: { description: 'Not modified.', headers: cached },
        400: text('The name is not <sha256>.<extension> of a served format.'),
        404: text('No such file, or its image is archived, or an edit replaced it.'),
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const file = parseMediaFileName(name);
      if (!file) throw new UserError(400, `not an image file name: ${name.slice(0, 80)}`);
      const query = request.query as { download?: string; access?: string };
      const signed = access.grants(file.hash, query.access);
      const known = index.blob(file.hash);
      if (!known || known.format !== file.format) throw notFound(`image file ${name}`);
      const publicOwner = [...known.imageIds].find((imageId) => dependencies.isPublicFileOf(imageId, file.hash));
      if (!signed && !publicOwner) throw notFound(`image file ${name}`);
      const etag = `"${file.hash}"`;
      reply.header('cache-control', signed ? PRIVATE_CACHE : IMMUTABLE_CACHE).header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      let stream = await blobs.openReadStream(file.hash);
      if (!stream && (await dependencies.restore(file.hash))) stream = await blobs.openReadStream(file.hash);
      if (!stream) throw notFound(`image file ${name}`);
      if (query.download === '1' || query.download === 'true') {
        const imageId = publicOwner ?? [...known.imageIds][0]!;
        // The catalog filename carries the original's extension; a smaller width or another format (or an
        // older version, through a signed link) is saved under the same name with its own format's.
        const stem = dependencies.filenameOf(imageId)?.replace(/\.[^.]*$/, '') || imageId;
        const filename = `${stem}.${imageFormatExtension[file.format]}`;
        reply.header('content-disposition', `attachment; filename="${filename}"`);
      }
      return reply.type(contentTypeOf(file.format)).send(stream);
    },
  );
}
