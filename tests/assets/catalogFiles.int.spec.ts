import { startTestApp, type TestApp } from '../support/app.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFileNames, ensureCatalogAssets } from '../../api/assets/catalogFiles.ts';
import { databaseKinds } from '../support/databases.ts';

const renderedIds = ['img-founders-hero-geometric-lighthouse', 'img-creators-rising-marks-story', 'img-case-study-families-legacy-tree'];

describe.each(databaseKinds)('catalog image files on %s', (kind) => {
  let t: TestApp;
  let images: { id: string; filename: string; filePath: string }[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    const result = await ensureCatalogAssets(t.app, { imageIds: renderedIds, longSide: 400 });
    expect(result).toMatchObject({ checked: 3, rendered: 3, filesWritten: 9 });
    images = await t.app.db.prisma.creativeImage.findMany({ where: { id: { in: renderedIds } }, select: { id: true, filename: true, filePath: true } });
  });
  afterAll(() => t.close());

  it('renders nothing again when the files are there', async () => {
    const progress: number[] = [];
    const again = await ensureCatalogAssets(t.app, { imageIds: renderedIds, longSide: 400, onProgress: (p) => progress.push(p.done) });
    expect(again).toMatchObject({ checked: 3, rendered: 0, filesWritten: 0 });
    expect(progress).toEqual([1, 2, 3]);
  });

  it("serves every rendered image's filePath as a PNG with long-lived cache headers", async () => {
    expect(images).toHaveLength(3);
    for (const image of images) {
      const response = await t.server.inject({ url: image.filePath });
      expect(response.statusCode, image.filePath).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('png');
      expect(Math.max(meta.width!, meta.height!)).toBe(400);
    }
  });

  it('serves WebP thumbnails about 480 and 960 px wide', async () => {
    const [, w480, w960] = catalogFileNames(images[0]!.filename);
    for (const [name, width] of [[w480!, 480], [w960!, 960]] as const) {
      const response = await t.server.inject({ url: `/images/catalog/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
  });

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const url = images[0]!.filePath;
    const first = await t.server.inject({ url });
    const etag = String(first.headers.etag);
    const cached = await t.server.inject({ url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    const listed = await t.server.inject({ url, headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(listed.statusCode).toBe(304);
    const stale = await t.server.inject({ url, headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
    const other = await t.server.inject({ url: images[1]!.filePath });
    expect(other.headers.etag).not.toBe(etag);
  });

  it('offers the file as a download under its filename with ?download=1', async () => {
    const image = images[0]!;
    const response = await t.server.inject({ url: `${image.filePath}?download=1` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${image.filename}"`);
    expect((await t.server.inject({ url: image.filePath })).headers['content-disposition']).toBeUndefined();
  });

  it('refuses path traversal and odd names, and answers 404 for a missing file', async () => {
    const attempts = [
      '/images/catalog/..%2f..%2fetc%2fpasswd',
      '/images/catalog/..%2F..%2Fpackage.json',
      '/images/catalog/%252e%252e%252fpackage.json',
      '/images/catalog/%2e%2e',
      '/images/catalog/../../package.json',
      '/images/catalog/..',
      '/images/catalog/.hidden.png',
      '/images/catalog/a%00.png',
      '/images/catalog/IMG.PNG',
      '/images/catalog/notes.txt',
      '/images/catalog/..%5c..%5cpackage.json',
    ];
    for (const url of attempts) {
      const response = await t.server.inject({ url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.headers['content-type'], url).not.toMatch(/^image\//);
    }
    expect((await t.server.inject({ url: '/images/catalog/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(400);
    const missing = await t.server.inject({ url: '/images/catalog/img-not-rendered.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/not found/);
  });
});
