import { Readable } from 'node:stream';
import { ReadableStream } from 'node:stream/web';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { preferredEncoding, varyOnAcceptEncoding, type ContentEncoding } from './acceptEncoding.ts';

/** Text the API answers with; event streams and multipart responses are left alone (each part must arrive at once). */
const COMPRESSIBLE_TYPE = /^(application\/(json|graphql-response\+json)|text\/(plain|csv))\b/i;
/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;
/**
 * Fast brotli for responses made per request (build-time files use quality 11): on a 9 KB page of
 * images, quality 4 takes a third of quality 5's time for 6% more bytes.
 */
const BROTLI_QUALITY = 4;
/** Bodies whose compressed form is remembered; each at most a tenth of it. */
const REMEMBERED_BYTES = 8 * 1024 * 1024;

function compressBuffer(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipSync(body);
}

/**
 * Most text bodies repeat (a response-cache hit, the same page for many clients), so the compressed
 * form of a text is remembered: looking a text up costs microseconds, compressing it about a millisecond.
 */
function rememberingCompressor(maxBytes: number) {
  const remembered = { br: new LRUCache<string, Buffer>({ maxSize: maxBytes / 2, sizeCalculation: (value, key) => value.length + key.length * 2 }), gzip: new LRUCache<string, Buffer>({ maxSize: maxBytes / 2, sizeCalculation: (value, key) => value.length + key.length * 2 }) };
  return (text: string, encoding: ContentEncoding): Buffer => {
    const memo = remembered[encoding];
    let compressed = memo.get(text);
    if (!compressed) {
      compressed = compressBuffer(Buffer.from(text), encoding);
      if (text.length * 2 + compressed.length <= maxBytes / 20) memo.set(text, compressed);
    }
    return compressed;
  };
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
export function installCompression(server: FastifyInstance, rememberedBytes = REMEMBERED_BYTES): void {
  const compressText = rememberingCompressor(rememberedBytes);
  server.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload === 'string' && payload.length < MIN_BYTES / 3) return payload; // under MIN_BYTES whatever its characters
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;

    let compressed: Buffer | Readable;
    if (typeof payload === 'string') {
      if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
      compressed = compressText(payload, encoding);
    } else if (Buffer.isBuffer(payload)) {
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
