import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFormatExtension, type ImageManifest } from '../../domain/imageFile.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds } from '../support/databases.ts';
import { storeSeedFiles } from '../support/seedFiles.ts';

const IMAGE_ID = 'img-founders-hero-geometric-lighthouse';

describe.each(databaseKinds)('image files by hash on %s', (kind) => {
  let t: TestApp;
  let image: { filePath: string; filename: string; file: ImageManifest };
  const nameOf = (file: { hash: string; format: keyof typeof imageFormatExtension }) => `${file.hash}.${imageFormatExtension[file.format]}`;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await storeSeedFiles(t);
    image = (await t.server.inject({ url: `/api/creative/images/${IMAGE_ID}` })).json();
  });
  afterAll(() => t.close());

  it("serves the full-resolution file at filePath, and every width and format, with a year's immutable cache", async () => {
    expect(image.filePath).toBe(`/media/${nameOf(image.file.original)}`);
    for (const file of [image.file.original, ...image.file.derivatives]) {
      const response = await t.server.inject({ url: `/media/${nameOf(file)}` });
      expect(response.statusCode, nameOf(file)).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${file.format}`);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toBe(`"${file.hash}"`);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([file.format, file.width, file.height]);
    }
  });

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const url = image.filePath;
    const etag = String((await t.server.inject({ url })).headers.etag);
    const cached = await t.server.inject({ url, headers: { 'if-none-match': etag } });
    expect([cached.statusCode, cached.body, cached.headers.etag]).toEqual([304, '', etag]);
    expect((await t.server.inject({ url, headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode).toBe(304);
    expect((await t.server.inject({ url, headers: { 'if-none-match': '"stale"' } })).statusCode).toBe(200);
  });

  it('offers the full-resolution file as a download under the catalog filename with ?download=1', async () => {
    const response = await t.server.inject({ url: `${image.filePath}?download=1` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${image.filename}"`);
    expect(image.filename).toBe(`${IMAGE_ID}.${imageFormatExtension[image.file.original.format]}`);
    expect((await t.server.inject({ url: image.filePath })).headers['content-disposition']).toBeUndefined();
  });

  it("names a download of another format after the image with that format's extension, not the original's", async () => {
    const other = image.file.derivatives.filter((file) => file.format !== image.file.original.format);
    expect(other.length).toBeGreaterThan(0);
    for (const file of other) {
      const response = await t.server.inject({ url: `/media/${nameOf(file)}?download=1` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition'], file.format).toBe(`attachment; filename="${IMAGE_ID}.${imageFormatExtension[file.format]}"`);
    }
  });

  it('refuses odd names and answers 404 for a hash no image has, or a known hash under another format', async () => {
    for (const url of ['/media/..%2f..%2fpackage.json', '/media/notes.txt', `/media/${image.file.original.hash}`, '/media/ABC.png', `/media/${image.file.original.hash}.gif`]) {
      const response = await t.server.inject({ url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.headers['content-type'], url).not.toMatch(/^image\//);
    }
    expect((await t.server.inject({ url: `/media/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
    const otherFormat = image.file.original.format === 'png' ? 'webp' : 'png';
    expect((await t.server.inject({ url: `/media/${image.file.original.hash}.${imageFormatExtension[otherFormat]}` })).statusCode).toBe(404);
  });

  it("keeps serving a seeded image's seed files, which the prerendered content pages show, after an edit gives it a new file", async () => {
    const seedFile = image.file;
    const token = await t.login();
    const edited = await t.graphql(`mutation { editImage(id: "${IMAGE_ID}", input: { prompt: "a lighthouse, drawn again for this test" }) { filePath } }`, {}, { authorization: `Bearer ${token}` });
    expect(edited.errors).toBeUndefined();
    expect((edited.data as { editImage: { filePath: string } }).editImage.filePath).not.toBe(image.filePath);
    for (const file of [seedFile.original, ...seedFile.derivatives]) {
      expect((await t.server.inject({ url: `/media/${nameOf(file)}` })).statusCode, nameOf(file)).toBe(200);
    }
  });
});
