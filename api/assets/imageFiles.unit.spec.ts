import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../http/errorHandler.ts';
import { isSafeFileName, registerImageFiles, type ImageFileRoute } from './imageFiles.ts';

const catalogFileNamePattern = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(?:png|webp)$/;

const docs: ImageFileRoute['docs'] = { summary: 'A file', description: 'A test file.', tags: ['Test'], types: ['image/png', 'image/webp'] };

describe('image file names', () => {
  it('accepts catalog PNGs and their thumbnails only', () => {
    for (const name of ['img-a.png', 'img-a-480.webp', 'img_a.v2.png']) expect(isSafeFileName(name, catalogFileNamePattern), name).toBe(true);
    const refused = ['../a.png', '..', '.a.png', 'a/b.png', 'a\\b.png', '%2e%2e.png', 'a..png', 'A.png', 'a.svg', 'a.png.tmp', '', 'a\u0000.png', `${'a'.repeat(200)}.png`];
    for (const name of refused) expect(isSafeFileName(name, catalogFileNamePattern), name).toBe(false);
    expect(isSafeFileName(undefined, catalogFileNamePattern)).toBe(false);
  });
});

describe('registerImageFiles', () => {
  const server = Fastify();
  beforeAll(async () => {
    const directory = await mkdtemp(join(tmpdir(), 'chb-files-'));
    await writeFile(join(directory, 'a.png'), Buffer.from('png bytes'));
    await writeFile(join(directory, 'b.webp'), Buffer.from('webp bytes'));
    await writeFile(join(directory, 'secret.txt'), 'secret');
    installErrorHandler(server);
    registerImageFiles(server, { url: '/files/:file', directory, fileName: catalogFileNamePattern, docs });
    await server.ready();
  });
  afterAll(() => server.close());

  it('serves by extension with immutable caching and a strong ETag', async () => {
    const png = await server.inject({ url: '/files/a.png' });
    expect(png.statusCode).toBe(200);
    expect(png.body).toBe('png bytes');
    expect(png.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(png.headers.etag).toMatch(/^"[^"]+"$/);
    expect((await server.inject({ url: '/files/b.webp' })).headers['content-type']).toBe('image/webp');
    expect((await server.inject({ url: '/files/a.png', headers: { 'if-none-match': String(png.headers.etag) } })).statusCode).toBe(304);
    expect((await server.inject({ url: '/files/a.png?download=1' })).headers['content-disposition']).toBe('attachment; filename="a.png"');
  });

  it('refuses names outside the pattern and answers 404 for absent files', async () => {
    expect((await server.inject({ url: '/files/secret.txt' })).statusCode).toBe(400);
    expect((await server.inject({ url: '/files/..%2fsecret.txt' })).statusCode).toBe(400);
    expect((await server.inject({ url: '/files/c.png' })).statusCode).toBe(404);
  });
});

describe('registerImageFiles with onServed', () => {
  const server = Fastify();
  const served: [string, number][] = [];
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'chb-files-'));
    await writeFile(join(directory, 'a.png'), Buffer.from('png bytes'));
    installErrorHandler(server);
    registerImageFiles(server, { url: '/files/:file', directory, fileName: catalogFileNamePattern, onServed: (file, size) => served.push([file, size]), docs });
    await server.ready();
  });
  afterAll(() => server.close());

  it('reports each file answered, 200 or 304, with its size', async () => {
    const first = await server.inject({ url: '/files/a.png' });
    expect((await server.inject({ url: '/files/a.png', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
    expect((await server.inject({ url: '/files/absent.png' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/files/secret.txt' })).statusCode).toBe(400);
    expect(served).toEqual([
      ['a.png', 9],
      ['a.png', 9],
    ]);
  });

  it('answers 404 for a file deleted after it was served (evicted), with or without its ETag', async () => {
    const first = await server.inject({ url: '/files/a.png' });
    await rm(join(directory, 'a.png'));
    expect((await server.inject({ url: '/files/a.png' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/files/a.png', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(404);
  });
});
