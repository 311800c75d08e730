import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from './staticSite.ts';

const SHELL = '<!doctype html><div id="root"></div>';
const PRODUCTS = '<!doctype html><div id="root"><h1>The CHB Product Suite</h1></div>';
const HOME = '<!doctype html><div id="root"><h1>Home</h1></div>';

async function writeWithTwins(path: string, text: string): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

describe('the static site', () => {
  let root: string;
  let server: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'chb-static-'));
    await writeWithTwins(join(root, 'index.html'), SHELL);
    await writeWithTwins(join(root, 'pages', 'index.html'), HOME);
    await writeWithTwins(join(root, 'pages', 'products.html'), PRODUCTS);
    await writeWithTwins(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeWithTwins(join(root, 'robots.txt'), 'User-agent: *\n');
    await writeFile(join(root, 'image-references.json'), '{"references":[],"unplaced":[]}');
    server = Fastify();
    await registerStaticSite(server, { root });
    await server.ready();
  });

  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves a public route its prerendered page, with or without a trailing slash', async () => {
    for (const url of ['/products', '/products/', '/products?ref=mail']) {
      const response = await server.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(PRODUCTS);
    }
    expect((await server.inject({ url: '/' })).body).toBe(HOME);
  });

  it('serves the client-rendered shell for routes that are not prerendered', async () => {
    for (const url of ['/image-admin', '/image-detail/img-1', '/analytics', '/no-such-page']) {
      expect((await server.inject({ url })).body).toBe(SHELL);
    }
  });

  it('does not serve prerendered files under their own names, nor the image references the server reads', async () => {
    expect((await server.inject({ url: '/pages/products.html' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/image-references.json' })).statusCode).toBe(404);
  });

  it('sends pages brotli-compressed to a client that accepts it, else gzip, else as they are', async () => {
    const br = await server.inject({ url: '/products', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PRODUCTS);

    const gzip = await server.inject({ url: '/products', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await server.inject({ url: '/products', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRODUCTS);
  });

  it('makes pages revalidate, and answers 304 to a current ETag', async () => {
    const first = await server.inject({ url: '/products' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await server.inject({ url: '/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherPage = await server.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(otherPage.statusCode).toBe(200);
  });

  it('lets browsers keep hashed assets for a year, compressed', async () => {
    const response = await server.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('serves root files such as robots.txt compressed but revalidated', async () => {
    const response = await server.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves API paths and missing files to the 404 handler', async () => {
    expect((await server.inject({ url: '/api/nothing' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/missing.js' })).statusCode).toBe(404);
  });
});
