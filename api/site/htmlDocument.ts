import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../http/acceptEncoding.ts';

/** An HTML page held in memory with its precompressed twins and its validator. */
export interface HtmlDocument {
  readonly identity: Buffer;
  readonly br: Buffer | undefined;
  readonly gzip: Buffer | undefined;
  readonly etag: string;
}

/** HTML names the current hashed files: browsers keep it but must revalidate it on every visit. */
export const REVALIDATE = 'no-cache';

const readIfPresent = (path: string) => readFile(path).catch(() => undefined);

/** Reads a built page and the .br and .gz files the build wrote beside it. */
export async function loadHtmlDocument(path: string): Promise<HtmlDocument> {
  const identity = await readFile(path);
  const [br, gzip] = await Promise.all([readIfPresent(`${path}.br`), readIfPresent(`${path}.gz`)]);
  return { identity, br, gzip, etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"` };
}

function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/** Sends a page: 304 when the client's copy is current, else brotli, gzip or plain as the client accepts. */
export function sendHtmlDocument(request: FastifyRequest, reply: FastifyReply, document: HtmlDocument): FastifyReply {
  reply.header('cache-control', REVALIDATE).header('etag', document.etag).header('vary', 'accept-encoding');
  if (isFresh(request.headers['if-none-match'], document.etag)) return reply.status(304).send();
  reply.type('text/html; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'br' && document.br) return reply.header('content-encoding', 'br').send(document.br);
  if (encoding && document.gzip) return reply.header('content-encoding', 'gzip').send(document.gzip);
  return reply.send(document.identity);
}
