import { Readable } from 'node:stream';
import { ReadableStream } from 'node:stream/web';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding, varyOnAcceptEncoding, type ContentEncoding } from './acceptEncoding.ts';

/** Text the API answers with; event streams and multipart responses are left alone (each part must arrive at once). */
const COMPRESSIBLE_TYPE = /^(application\/(json|graphql-response\+json)|text\/(plain|csv))\b/i;
/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;
/** Fast brotli for responses made per request (build-time files use quality 11). */
const BROTLI_QUALITY = 5;

function compressBuffer(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipSync(body);
}

function compressStream(body: Readable, encoding: ContentEncoding): Readable {
  const compressor = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : createGzip();
  body.on('error', (error) => compressor.destroy(error));
  return body.pipe(compressor);
}

/**
 * Compresses the API's text responses (GraphQL, REST JSON, CSV) for clients that accept brotli or
 * gzip. Responses that already carry an encoding (the precompressed site files) pass through.
 */
export function installCompression(server: FastifyInstance): void {
  server.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;

    let compressed: Buffer | Readable;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const body = Buffer.from(payload);
      if (body.length < MIN_BYTES) return payload;
      compressed = compressBuffer(body, encoding);
    } else if (payload instanceof Readable) {
      compressed = compressStream(payload, encoding);
    } else if (payload instanceof ReadableStream) {
      compressed = compressStream(Readable.fromWeb(payload), encoding);
    } else {
      return payload;
    }
    reply.header('content-encoding', encoding).header('vary', varyOnAcceptEncoding(reply.getHeader('vary')));
    reply.removeHeader('content-length');
    return compressed;
  });
}
