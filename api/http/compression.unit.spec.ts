import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installCompression } from './compression.ts';

const large = { images: Array.from({ length: 200 }, (_, index) => ({ id: `img-${index}`, title: 'A lighthouse at dusk' })) };

describe('compression of API responses', () => {
  let server: FastifyInstance;

  beforeAll(async () => {
    server = Fastify();
    installCompression(server);
    server.get('/large', async () => large);
    server.get('/small', async () => ({ ok: true }));
    server.get('/other', async () => ({ images: large.images.map((image) => ({ ...image, title: 'A garden at noon' })) }));
    server.get('/streamed', async (_request, reply) =>
      reply.type('application/graphql-response+json').send(new Response(JSON.stringify(large)).body),
    );
    server.get('/events', async (_request, reply) => reply.type('text/event-stream').send('data: '.padEnd(4096, 'x')));
    server.get('/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096)));
    server.get('/precompressed', async (_request, reply) => reply.type('application/json').header('content-encoding', 'br').send(Buffer.alloc(4096)));
    server.get('/varied', async (_request, reply) => reply.header('vary', 'origin').send(large));
    await server.ready();
  });

  afterAll(() => server.close());

  it('sends large JSON brotli-compressed to a client that accepts it, varying on Accept-Encoding', async () => {
    const response = await server.inject({ url: '/large', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(large).length / 5);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(large);
  });

  it('falls back to gzip, and to no compression for a client that accepts neither', async () => {
    const gzip = await server.inject({ url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(large);

    const plain = await server.inject({ url: '/large', headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(large);
  });

  it('compresses a streamed GraphQL response', async () => {
    const response = await server.inject({ url: '/streamed', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(large);
  });

  it('leaves small bodies, event streams, images and already encoded bodies alone', async () => {
    for (const url of ['/small', '/events', '/image']) {
      const response = await server.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    const precompressed = await server.inject({ url: '/precompressed', headers: { 'accept-encoding': 'gzip' } });
    expect(precompressed.headers['content-encoding']).toBe('br');
    expect(precompressed.rawPayload.length).toBe(4096);
  });

  it('answers a repeated body from memory and never mixes up bodies or encodings', async () => {
    const other = { images: large.images.map((image) => ({ ...image, title: 'A garden at noon' })) };
    for (const [url, body] of [['/large', large], ['/other', other], ['/large', large], ['/other', other]] as const) {
      const br = await server.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
      const gzip = await server.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(body);
    }
  });

  it('keeps the Vary names a route set', async () => {
    const response = await server.inject({ url: '/varied', headers: { 'accept-encoding': 'br' } });
    expect(response.headers.vary).toBe('origin, accept-encoding');
  });
});
