import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { notFound, UserError } from '../errors.ts';
import { errorText } from '../http/openapi/responses.ts';
import { declareRoute } from '../http/openapi/route.ts';

const contentTypes = { png: 'image/png', webp: 'image/webp' } as const;
/** The content types image files are served as, by their extension. */
export type ImageFileType = (typeof contentTypes)[keyof typeof contentTypes];

/** Content never changes under a name (deterministic renders), so browsers may keep it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export interface ImageFileRoute {
  /** Route with a :file parameter, e.g. '/images/catalog/:file'. */
  url: string;
  directory: string;
  /** Anything else is refused before the file system is touched. */
  fileName: RegExp;
  /** Called for each file answered (200 or 304) with its size, e.g. to count it as recently used. */
  onServed?: (file: string, size: number) => void;
  /** How the OpenAPI document describes the route: what it serves, and as which content types (those fileName allows). */
  docs: { summary: string; description: string; tags: string[]; types: readonly ImageFileType[] };
}

/** Bounded: the least recently served files' ETags are forgotten (and recomputed when asked again). */
const etags = new LRUCache<string, { signature: string; etag: string }>({ max: 4096 });

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

const contentEtag = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

/**
 * The file's strong ETag (remembered per stat signature, so a 304 does not read the file) and,
 * unless a 304 will do, its bytes. Undefined when the file has gone since its stat (evicted).
 */
async function readForReply(path: string, signature: string, ifNoneMatch: string | undefined): Promise<{ etag: string; body?: Buffer } | undefined> {
  const remembered = etags.get(path);
  const known = remembered?.signature === signature ? remembered.etag : undefined;
  if (known && matches(ifNoneMatch, known)) return { etag: known };
  const body = await readFile(path).catch(() => undefined);
  if (!body) return undefined;
  const etag = known ?? contentEtag(body);
  etags.set(path, { signature, etag });
  return { etag, body };
}

export function isSafeFileName(name: unknown, pattern: RegExp): name is string {
  return typeof name === 'string' && name.length <= 200 && !name.includes('..') && pattern.test(name);
}

/**
 * Serves image files from one directory. The name must match a strict pattern (no slashes, no
 * dot segments, no percent signs), so no request can reach outside the directory.
 * `?download=1` asks the browser to save the file under its name.
 */
export function registerImageFiles(server: FastifyInstance, route: ImageFileRoute) {
  const cached = {
    'cache-control': `Always ${IMMUTABLE_CACHE}: the content under a name never changes.`,
    etag: 'Strong validator of the content; send it back in If-None-Match.',
  };
  const text = (description: string) => ({ description, text: { 'text/plain': errorText } });
  declareRoute(
    server,
    {
      method: 'GET',
      url: route.url,
      summary: route.docs.summary,
      description: route.docs.description,
      tags: route.docs.tags,
      params: z.object({ file: z.string().max(200).regex(route.fileName).describe('The file name, as in the URL the API reports.') }),
      query: z.object({ download: z.enum(['1', 'true']).optional().describe('1 or true: serve the file as an attachment, so the browser saves it under its name (any other value: inline).') }),
      responses: {
        200: {
          description: 'The file.',
          files: route.docs.types,
          headers: { ...cached, 'content-disposition': 'With ?download=1: attachment; filename="{file}".' },
        },
        304: { description: 'Not modified: the If-None-Match ETag is the current one.', headers: cached },
        400: text('The name is not one of a file this path serves.'),
        404: text('No such file.'),
      },
    },
    async (request, reply) => {
      const { file } = request.params as { file?: string };
      if (!isSafeFileName(file, route.fileName)) throw new UserError(400, 'not a valid image file name');
      const path = join(route.directory, file);
      let info;
      try {
        info = await stat(path);
        if (!info.isFile()) throw new Error('not a file');
      } catch {
        throw notFound(`image file ${file}`);
      }
      const signature = `${info.size}:${info.mtimeMs}:${info.ino}`;
      const ifNoneMatch = request.headers['if-none-match'];
      const found = await readForReply(path, signature, ifNoneMatch);
      if (!found) throw notFound(`image file ${file}`);
      route.onServed?.(file, info.size);
      reply.header('cache-control', IMMUTABLE_CACHE).header('etag', found.etag);
      if (!found.body || matches(ifNoneMatch, found.etag)) return reply.status(304).send();
      const download = (request.query as Record<string, unknown>).download;
      if (download === '1' || download === 'true') reply.header('content-disposition', `attachment; filename="${file}"`);
      const extension = file.slice(file.lastIndexOf('.') + 1);
      return reply.type((contentTypes as Record<string, string>)[extension] ?? 'application/octet-stream').send(found.body);
    },
  );
}
