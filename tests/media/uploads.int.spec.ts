import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaPath, type ImageFile } from '../../domain/imageFile.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds } from '../support/databases.ts';
import { bombPng, cameraJpeg, cameraMake, cameraModel, plainImage, svgFile } from './testImages.ts';

const SESSION = 'session-early-experiments';

/** A multipart/form-data body with the image in `file` and the catalog fields as parts. */
function form(file: { name: string; bytes: Buffer; type?: string } | undefined, fields: Record<string, string>) {
  const boundary = `----chb${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (title: string) => ({
  title,
  prompt: 'a field of blue, photographed',
  perspective: 'startup_founders',
  journeyStage: 'brand_discovery',
  sessionId: SESSION,
  learningStatus: 'final_version',
  complexityLevel: '2',
  tags: '["photo","blue"]',
});

interface Uploaded {
  id: string;
  filePath: string;
  filename: string;
  file: { original: Pick<ImageFile, 'hash' | 'format'>; derivatives: (Pick<ImageFile, 'hash' | 'format'> & { width: number })[] };
}

async function blobCount(t: TestApp): Promise<number> {
  let count = 0;
  for await (const _ of t.app.services.media.blobs.list()) count += 1;
  return count;
}

async function s3Server(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(join(tmpdir(), 'chb-s3rver-')) });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: 'chb-site' }));
  client.destroy();
  return {
    env: { S3_BUCKET: 'chb-site', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    close: () => server.close(),
  };
}

const stores: [string, (typeof databaseKinds)[number], boolean][] = [
  ...databaseKinds.map((kind): [string, (typeof databaseKinds)[number], boolean] => [`${kind} (its own blob store)`, kind, false]),
  ['postgresql with S3 (s3rver)', databaseKinds.at(-1)!, true],
];

describe.each(stores)('uploading images on %s', (_name, kind, withS3) => {
  let t: TestApp;
  let token: string;
  let s3: Awaited<ReturnType<typeof s3Server>> | undefined;
  const admin = () => ({ authorization: `Bearer ${token}` });
  const upload = (file: Parameters<typeof form>[0], title = 'Uploaded photo') => {
    const body = form(file, fields(title));
    return t.server.inject({ method: 'POST', url: '/api/creative/images', headers: { ...body.headers, ...admin() }, payload: body.payload });
  };

  beforeAll(async () => {
    s3 = withS3 ? await s3Server() : undefined;
    t = await startTestApp(kind, s3?.env ?? {});
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  it('catalogues an uploaded photo, in the public list and the journey query with its <picture> sources', async () => {
    const response = await upload({ name: 'photo.jpg', bytes: await plainImage('jpeg', 1200, 800) });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json() as Uploaded;
    expect(image.filePath).toBe(`/media/${image.file.original.hash}.jpg`);
    expect(t.app.services.media.blobs.kind).toBe(withS3 ? 's3' : kind === 'postgresql' ? 'postgresql' : 'filesystem');

    const list = (await t.server.inject({ url: '/api/creative/images?sort=newest' })).json() as Uploaded[];
    expect(list[0]).toMatchObject({ id: image.id, filePath: image.filePath });
    const { data } = await t.graphql(`{ images(sort: NEWEST, limit: 1) { items { id file { width height src srcset sources { type srcset } placeholder } } } }`);
    const [item] = (data as { images: { items: { id: string; file: { width: number; srcset: string; sources: { type: string; srcset: string }[] } }[] } }).images.items;
    expect(item).toMatchObject({ id: image.id, file: { width: 1200, height: 800 } });
    expect(item!.file.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(item!.file.srcset).toMatch(/^\/media\/[0-9a-f]{64}\.jpg 480w, \/media\/[0-9a-f]{64}\.jpg 960w, \/media\/[0-9a-f]{64}\.jpg 1200w$/);
    for (const candidate of item!.file.sources[0]!.srcset.split(', ')) {
      const served = await t.server.inject({ url: candidate.split(' ')[0]! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/avif');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it("publishes nothing a camera wrote: no EXIF, GPS, XMP or IPTC in any file, upright", async () => {
    const response = await upload({ name: 'camera.jpg', bytes: await cameraJpeg(1600, 1200) }, 'From a camera');
    expect(response.statusCode, response.body).toBe(201);
    const { file } = response.json() as Uploaded;
    for (const served of [file.original, ...file.derivatives]) {
      const bytes = (await t.server.inject({ url: `/media/${served.hash}.${served.format === 'jpeg' ? 'jpg' : served.format}` })).rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, served.hash).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.height! > meta.width!, 'the EXIF orientation 6 is applied: portrait').toBe(true);
      for (const text of ['GPS', cameraMake, cameraModel]) expect(bytes.includes(Buffer.from(text, 'latin1')), text).toBe(false);
    }
  });

  it('stores the same file uploaded twice once', async () => {
    const bytes = await plainImage('png', 640, 480);
    const first = await upload({ name: 'twice.png', bytes, type: 'image/png' }, 'Twice, first');
    const blobs = await blobCount(t);
    const second = await upload({ name: 'twice-again.png', bytes, type: 'image/png' }, 'Twice, second');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect((second.json() as Uploaded).file.original.hash).toBe((first.json() as Uploaded).file.original.hash);
    expect(await blobCount(t)).toBe(blobs);
  });

  it.each([
    ['a corrupt file', { name: 'broken.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 2, 3]) }, 422, /broken\.jpg: .*(corrupt|damaged|cannot|truncated)/i],
    ['a decompression bomb', { name: 'bomb.png', bytes: bombPng(20_000, 20_000), type: 'image/png' }, 422, /bomb\.png: .*400 megapixels.*limit is 50/],
    ['an SVG named as a PNG', { name: 'logo.png', bytes: svgFile, type: 'image/png' }, 415, /logo\.png: unsupported format svg/],
    ['a file over the size limit', { name: 'huge.jpg', bytes: Buffer.alloc(31 * 1024 * 1024, 1) }, 413, /huge\.jpg is larger than 30 MB/],
  ])('refuses %s with a message naming it, and records and stores nothing', async (_what, file, status, message) => {
    const [position, blobs] = [await t.app.store.lastPosition(), await blobCount(t)];
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.body).toMatch(message);
    expect(await t.app.store.lastPosition()).toBe(position);
    expect(await blobCount(t)).toBe(blobs);
  });

  it.each([
    ['a NUL character in a text part', { title: 'Nul\u0000title' }, /^input\.title: must not contain NUL characters/],
    ['a NUL escape in the JSON text of the tags', { tags: '["a\\u0000b"]' }, /^input\.tags\.0: must not contain NUL characters/],
  ])('refuses %s with 400 naming the field, recording and storing nothing', async (_what, changed, message) => {
    const [position, blobs] = [await t.app.store.lastPosition(), await blobCount(t)];
    const body = form({ name: 'nul.png', bytes: await plainImage('png', 64, 64), type: 'image/png' }, { ...fields('NUL'), ...changed });
    const response = await t.server.inject({ method: 'POST', url: '/api/creative/images', headers: { ...body.headers, ...admin() }, payload: body.payload });
    expect([response.statusCode, response.body]).toEqual([400, expect.stringMatching(message)]);
    expect(await t.app.store.lastPosition()).toBe(position);
    expect(await blobCount(t)).toBe(blobs);
  });

  it("answers a file whose blob is lost 404 that no cache keeps: no year's cache, no ETag", async () => {
    const { file } = (await upload({ name: 'lost.png', bytes: await plainImage('png', 500, 400), type: 'image/png' }, 'Lost file')).json() as Uploaded;
    const lost = file.derivatives.find((derivative) => derivative.format === 'webp')!;
    await t.app.services.media.blobs.delete(lost.hash);
    const response = await t.server.inject({ url: `/media/${lost.hash}.webp` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('refuses a missing file, a missing field and a visitor, changing nothing', async () => {
    const position = await t.app.store.lastPosition();
    const noFile = form(undefined, fields('No file'));
    expect((await t.server.inject({ method: 'POST', url: '/api/creative/images', headers: { ...noFile.headers, ...admin() }, payload: noFile.payload })).body).toMatch(/file: required/);
    const { title: _title, ...untitled } = fields('');
    const noTitle = form({ name: 'a.png', bytes: await plainImage('png', 64, 64) }, untitled);
    const missing = await t.server.inject({ method: 'POST', url: '/api/creative/images', headers: { ...noTitle.headers, ...admin() }, payload: noTitle.payload });
    expect([missing.statusCode, missing.body]).toEqual([400, expect.stringMatching(/input\.title/)]);
    const visitor = form({ name: 'a.png', bytes: await plainImage('png', 64, 64) }, fields('Visitor'));
    expect((await t.server.inject({ method: 'POST', url: '/api/creative/images', headers: visitor.headers, payload: visitor.payload })).statusCode).toBe(401);
    expect(await t.app.store.lastPosition()).toBe(position);
  });

  it('replaces a file, taking the old one down for visitors, and an undo of that edit serves the first file again', async () => {
    const created = (await upload({ name: 'first.jpg', bytes: await plainImage('jpeg', 800, 600) }, 'Replaced later')).json() as Uploaded;
    const firstBytes = (await t.server.inject({ url: created.filePath })).rawPayload;
    const replacement = form({ name: 'second.webp', bytes: await plainImage('webp', 900, 600), type: 'image/webp' }, {});
    const replaced = await t.server.inject({ method: 'PUT', url: `/api/creative/images/${created.id}/file`, headers: { ...replacement.headers, ...admin() }, payload: replacement.payload });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = replaced.json() as Uploaded;
    expect(second.file.original.hash).not.toBe(created.file.original.hash);
    expect((await t.server.inject({ url: second.filePath })).statusCode).toBe(200);
    // The file it replaced is taken down: no longer a visitor's (nor a year in their cache), still an administrator's.
    for (const file of [created.file.original, ...created.file.derivatives]) {
      expect((await t.server.inject({ url: mediaPath(file) })).statusCode, mediaPath(file)).toBe(404);
    }
    const signed = await t.server.inject({ url: t.app.mediaAccess.urlOf(created.file.original, true) });
    expect([signed.statusCode, signed.headers['cache-control']]).toEqual([200, 'private, max-age=86400']);

    const { data } = await t.graphql(`{ imageHistory(id: "${created.id}") { position field } }`, {}, admin());
    const entry = (data as { imageHistory: { position: string; field: string }[] }).imageHistory.find((e) => e.field === 'file')!;
    const undone = await t.graphql(`mutation { undoImageEdit(eventPosition: "${entry.position}") { filePath } }`, {}, admin());
    expect(undone.errors).toBeUndefined();
    expect((undone.data as { undoImageEdit: { filePath: string } }).undoImageEdit.filePath).toBe(created.filePath);
    const served = await t.server.inject({ url: created.filePath });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(firstBytes)).toBe(true);
    expect((await t.server.inject({ url: second.filePath })).statusCode).toBe(404);
  });

  it('refuses a replacement based on a version someone else has moved past with 409 before processing or storing it', async () => {
    const created = (await upload({ name: 'shared.jpg', bytes: await plainImage('jpeg', 640, 480) }, 'Two administrators')).json() as Uploaded & { version: number };
    const replace = async (bytes: Buffer, expectedVersion: number) => {
      const body = form({ name: 'next.png', bytes, type: 'image/png' }, { expectedVersion: String(expectedVersion) });
      return t.server.inject({ method: 'PUT', url: `/api/creative/images/${created.id}/file`, headers: { ...body.headers, ...admin() }, payload: body.payload });
    };
    const seen = Number((await t.server.inject({ url: `/api/creative/images/${created.id}`, headers: admin() })).json().version);
    expect((await replace(await plainImage('png', 500, 400), seen)).statusCode).toBe(200);
    const blobs = await blobCount(t);
    const position = await t.app.store.lastPosition();
    const stale = await replace(await plainImage('png', 510, 410), seen);
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatch(/changed by someone else/);
    expect(await blobCount(t)).toBe(blobs);
    expect(await t.app.store.lastPosition()).toBe(position);
  });

  it("answers 404 for an archived image's files to a visitor, 200 with an administrator's signed link, and 200 again after restore", async () => {
    const image = (await upload({ name: 'archived.jpg', bytes: await plainImage('jpeg', 700, 500) }, 'Archived soon')).json() as Uploaded;
    const archive = await t.server.inject({ method: 'POST', url: `/api/creative/images/${image.id}/archive`, headers: admin() });
    expect(archive.statusCode).toBe(200);
    expect((await t.server.inject({ url: image.filePath })).statusCode).toBe(404);
    const { data } = await t.graphql(`{ image(id: "${image.id}") { file { url } } }`, {}, admin());
    const signed = (data as { image: { file: { url: string } } }).image.file.url;
    expect(signed).toMatch(/\?access=/);
    const asAdmin = await t.server.inject({ url: signed });
    expect([asAdmin.statusCode, asAdmin.headers['cache-control']]).toEqual([200, 'private, max-age=86400']);
    expect((await t.server.inject({ url: `${image.filePath}?access=1${'0'.repeat(12)}.${'A'.repeat(24)}` })).statusCode).toBe(404);
    await t.server.inject({ method: 'POST', url: `/api/creative/images/${image.id}/restore`, headers: admin() });
    expect((await t.server.inject({ url: image.filePath })).statusCode).toBe(200);
  });

  it('uploads through GraphQL (the multipart request spec) too, refusing the same files the same way', async () => {
    const operations = JSON.stringify({
      query: 'mutation($file: Upload!, $input: UploadedImageInput!) { uploadImage(file: $file, input: $input) { id file { width } } }',
      variables: { file: null, input: { ...fields('Through GraphQL'), complexityLevel: 3, tags: ['graphql'] } },
    });
    const send = async (file: { name: string; bytes: Buffer }) => {
      const body = form(file, { operations, map: JSON.stringify({ 0: ['variables.file'] }) });
      // The file part must be named after the map key: rename it in the body.
      const payload = Buffer.from(body.payload.toString('latin1').replace('name="file"', 'name="0"'), 'latin1');
      const response = await t.server.inject({ method: 'POST', url: '/graphql', headers: { ...body.headers, ...admin(), 'x-graphql-yoga-csrf': '1' }, payload });
      return response.json() as { data?: { uploadImage: { id: string; file: { width: number } } }; errors?: { message: string; extensions: { code: string } }[] };
    };
    const ok = await send({ name: 'gql.png', bytes: await plainImage('png', 320, 240) });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.uploadImage.file.width).toBe(320);
    const position = await t.app.store.lastPosition();
    const svg = await send({ name: 'gql.svg', bytes: svgFile });
    expect(svg.errors![0]).toMatchObject({ message: expect.stringMatching(/gql\.svg: unsupported format svg/), extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(await t.app.store.lastPosition()).toBe(position);
  });
});
