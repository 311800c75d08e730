import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound, UserError } from '../errors.ts';

const contentTypes: Record<string, string> = { png: 'image/png', webp: 'image/webp' };

/** Content never changes under a name (deterministic renders), so browsers may keep it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export interface ImageFileRoute {
  /** Route with a :file parameter, e.g. '/images/catalog/:file'. */
  url: string;
  directory: string;
  /** Anything else is refused before the file system is touched. */
  fileName: RegExp;
}

const etags = new Map<string, { signature: string; etag: string }>();

/** Strong ETag from the content, remembered per stat signature so a 304 does not read the file. */
async function etagOf(path: string, signature: string, body?: Buffer): Promise<string> {
  const known = etags.get(path);
  if (known?.signature === signature) return known.etag;
  const bytes = body ?? (await readFile(path));
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
  etags.set(path, { signature, etag });
  return etag;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
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
  server.get(route.url, async (request, reply) => {
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
    const known = etags.get(path)?.signature === signature;
    const body = known ? undefined : await readFile(path).catch(() => undefined);
    if (!known && !body) throw notFound(`image file ${file}`);
    const etag = await etagOf(path, signature, body);
    reply.header('cache-control', IMMUTABLE_CACHE).header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    const download = (request.query as Record<string, unknown>).download;
    if (download === '1' || download === 'true') reply.header('content-disposition', `attachment; filename="${file}"`);
    const extension = file.slice(file.lastIndexOf('.') + 1);
    return reply.type(contentTypes[extension] ?? 'application/octet-stream').send(body ?? (await readFile(path)));
  });
}
