import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobHashesOf, type ImageManifest } from '../../domain/imageFile.ts';
import { blobStoreFor } from '../../api/media/blobStoreFor.ts';
import { loadConfig } from '../../api/config.ts';
import { referencedBlobs } from '../../api/media/blobCollection.ts';
import { EventStore } from '../../events/store/store.ts';
import { registry } from '../../events/registry.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startServer, type ServerProcess } from '../support/serverProcess.ts';
import { photoLikePixels, plainImage } from './testImages.ts';
import sharp from 'sharp';

const PASSWORD = 'shared files admin password';
const SESSION = 'session-early-experiments';

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/admin/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
  return (await response.json()).sessionId;
}

function uploadForm(bytes: Buffer, title: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ title, prompt: 'a photograph', perspective: 'content_creators', journeyStage: 'brand_discovery', sessionId: SESSION, learningStatus: 'happy_accident', complexityLevel: '3' })) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${title}.jpg`);
  return form;
}

describe.each(databaseKinds.filter((kind) => kind === 'postgresql'))('two servers on one %s database, each with its own DATA_DIR', () => {
  let test: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    test = await createTestDatabase('postgresql');
    a = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'chb-a-')), DATABASE_URL: test.url, ADMIN_PASSWORD: PASSWORD });
    b = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'chb-b-')), DATABASE_URL: test.url, ADMIN_PASSWORD: PASSWORD });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await test.drop();
  });

  it('serve the same bytes for an upload made through one of them', async () => {
    const response = await fetch(`${a.url}/api/creative/images`, { method: 'POST', headers: { authorization: `Bearer ${await signIn(a)}` }, body: uploadForm(await plainImage('jpeg', 1000, 700), 'Shared upload') });
    expect(response.status, await response.clone().text()).toBe(201);
    const image = (await response.json()) as { id: string; file: ImageManifest };
    const files = [image.file.original, ...image.file.derivatives];
    expect(files.length).toBeGreaterThan(6);
    for (const file of files) {
      const name = `${file.hash}.${file.format === 'jpeg' ? 'jpg' : file.format}`;
      const [fromA, fromB] = await Promise.all([fetch(`${a.url}/media/${name}`), fetch(`${b.url}/media/${name}`)]);
      expect([fromA.status, fromB.status], name).toEqual([200, 200]);
      expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer())), name).toBe(true);
    }
  });
});

describe.each(databaseKinds)('SIGKILL during an upload on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.drop());

  // An uploaded file's blobs are its only copy: they are stored before the event that names them. (A generated
  // image's blobs can be rendered again from its event, so the seed names its files before any server renders them.)
  it('leaves no event naming an uploaded blob that is not stored, at several points of the upload', async () => {
    // A 6-megapixel photograph takes about a second to process: long enough to be killed in the middle.
    const photo = await sharp(await photoLikePixels(3000, 2000), { raw: { width: 3000, height: 2000, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
    const env = { DATA_DIR: test.dataDir, DATABASE_URL: test.url, ADMIN_PASSWORD: PASSWORD };
    for (const delayMs of [300, 1200]) {
      const server = await startServer(env);
      const token = await signIn(server);
      const upload = fetch(`${server.url}/api/creative/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: uploadForm(photo, `Killed ${delayMs}`) }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await server.stop('SIGKILL');
      await upload;
    }
    // And one that is let finish, after the kills, on the same database and blob store.
    const server = await startServer(env);
    const finished = await fetch(`${server.url}/api/creative/images`, { method: 'POST', headers: { authorization: `Bearer ${await signIn(server)}` }, body: uploadForm(photo, 'Finished') });
    expect(finished.status).toBe(201);
    await server.stop();
    const config = loadConfig({ DATA_DIR: test.dataDir, DATABASE_URL: test.url });
    const db = await test.open();
    const blobs = blobStoreFor(config, db);
    try {
      const referenced = await referencedBlobs(new EventStore(db, registry));
      const uploads = await db.query<{ data: { file: ImageManifest } }>("SELECT data FROM events WHERE type = 'ImageCatalogued' AND data->>'generationParams' IS NULL");
      expect(uploads.length).toBeGreaterThan(0);
      const named = uploads.flatMap(({ data }) => blobHashesOf(data.file));
      const missing = [];
      for (const hash of named) if (!(await blobs.has(hash))) missing.push(hash);
      expect(missing).toEqual([]);
      expect(named.every((hash) => referenced.has(hash))).toBe(true);
    } finally {
      await blobs.close();
      await db.close();
    }
  });
});
