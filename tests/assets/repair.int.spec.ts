import { startTestApp, type TestApp } from '../support/app.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFormatExtension, type ImageManifest } from '../../domain/imageFile.ts';
import { databaseKinds } from '../support/databases.ts';
import { storeSeedFiles } from '../support/seedFiles.ts';

describe.each(databaseKinds)('asset validation and repair on %s', (kind) => {
  let t: TestApp;
  let files: { imageId: string; hash: string; name: string }[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    // the whole catalog's files, as a server that rendered them has them, so validate starts from zero broken images
    await storeSeedFiles(t);
    files = [...t.app.services.images.publicCatalog().imageById.values()].flatMap((image) => {
      const file = image.file as ImageManifest;
      return [file.original, ...file.derivatives].map(({ hash, format }) => ({ imageId: image.id, hash, name: `${hash}.${imageFormatExtension[format]}` }));
    });
  });
  afterAll(() => t.close());

  const blobs = () => t.app.services.media.blobs;
  const validate = async () => {
    const response = await t.server.inject({ url: '/api/creative/assets/validate' });
    expect(response.statusCode).toBe(200);
    return response.json() as { brokenImages: number; broken: { imageId: string; files: string[] }[] };
  };

  it('reports no broken images when every file is there', async () => {
    expect(files.length).toBeGreaterThan(54 * 5);
    expect(await validate()).toEqual({ brokenImages: 0, broken: [] });
  });

  it('finds two deleted files and a damaged one, and repair renders exactly those images again', async () => {
    const [deletedOriginal, deletedThumb, damaged] = [files[0]!, files[12 * 7 + 1]!, files[12 * 20 + 3]!];
    await blobs().delete(deletedOriginal.hash);
    await blobs().delete(deletedThumb.hash);
    // the same name, other bytes: only reading it finds it
    const bytes = (await blobs().get(damaged.hash))!;
    await blobs().delete(damaged.hash);
    if (blobs().kind === 'filesystem') {
      const { writeFile, mkdir } = await import('node:fs/promises');
      const path = (blobs() as unknown as { pathOf(hash: string): string }).pathOf(damaged.hash);
      await mkdir(path.slice(0, path.lastIndexOf('/')), { recursive: true });
      await writeFile(path, Buffer.concat([bytes.subarray(0, 64), Buffer.alloc(64, 0x55), bytes.subarray(128)]));
    } else {
      await t.app.db.query("INSERT INTO media_blobs (hash, content_type, bytes, data) VALUES ($1, 'image/avif', $2, decode($3, 'hex'))", [damaged.hash, bytes.length, Buffer.alloc(bytes.length, 0x55).toString('hex')]);
    }

    const fresh = await t.app.services.assets.validate({ fresh: true });
    expect(fresh.brokenImages).toBe(3);
    expect(fresh.broken.flatMap((image) => image.files).sort()).toEqual([deletedOriginal.name, deletedThumb.name, damaged.name].sort());
    const graphql = await t.graphql('{ assetValidation { brokenImages broken { imageId files } } }');
    expect(graphql.data?.assetValidation).toEqual(fresh);

    const untouched = files.filter((file) => ![deletedOriginal, deletedThumb, damaged].some((broken) => broken.imageId === file.imageId)).slice(0, 40);
    const untouchedBefore = await Promise.all(untouched.map((file) => blobs().get(file.hash)));
    const eventsBefore = await t.eventCount('AssetsRepaired');
    const editsBefore = await t.eventCount('ImageDetailsEdited');

    // two at once: one repairs, the other finds nothing left to do
    const [a, b] = await Promise.all([
      t.server.inject({ method: 'POST', url: '/api/creative/assets/repair' }),
      t.server.inject({ method: 'POST', url: '/api/creative/assets/repair' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const results = [a.json(), b.json()];
    expect(results.flatMap((result) => result.repaired.flatMap((image: { files: string[] }) => image.files)).sort()).toEqual(
      [deletedOriginal.name, deletedThumb.name, damaged.name].sort(),
    );
    for (const result of results) expect(result).toMatchObject({ success: true, brokenImages: 0 });

    expect(await t.app.services.assets.validate({ fresh: true })).toEqual({ brokenImages: 0, broken: [] });
    for (const file of [deletedOriginal, deletedThumb, damaged]) {
      const served = await t.server.inject({ url: `/media/${file.name}` });
      expect(served.statusCode, file.name).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBeGreaterThan(0);
    }
    const untouchedAfter = await Promise.all(untouched.map((file) => blobs().get(file.hash)));
    untouchedAfter.forEach((after, index) => expect(after?.equals(untouchedBefore[index]!), untouched[index]!.name).toBe(true));

    // the renders are the files on record (the pipeline is deterministic): nothing to record but the repair
    expect(await t.eventCount('ImageDetailsEdited')).toBe(editsBefore);
    expect(await t.eventCount('AssetsRepaired')).toBe(eventsBefore + 1);
    const [event] = await t.app.db.query<{ data: { repaired: { imageId: string; files: string[] }[] } }>(
      "SELECT data FROM events WHERE type = 'AssetsRepaired' ORDER BY global_position DESC LIMIT 1",
    );
    expect(event!.data.repaired.flatMap((image) => image.files).sort()).toEqual([deletedOriginal.name, deletedThumb.name, damaged.name].sort());
  });

  it("can't make an uploaded image's lost file again: it stays broken, and repair appends nothing when there is nothing it can do", async () => {
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#204060' } }).jpeg().toBuffer();
    const input = { title: 'Uploaded then lost', prompt: 'a photograph', perspective: 'startup_founders', journeyStage: 'brand_discovery', sessionId: 'session-early-experiments', learningStatus: 'final_version', complexityLevel: 1 };
    const image = await t.app.services.images.upload({ bytes, name: 'lost.jpg' }, input, { actor: 'admin:admin', time: new Date().toISOString() });
    const lost = (image.file as ImageManifest).derivatives[0]!;
    await blobs().delete(lost.hash);
    const name = `${lost.hash}.${imageFormatExtension[lost.format]}`;
    expect(await t.app.services.assets.validate({ fresh: true })).toEqual({ brokenImages: 1, broken: [{ imageId: image.id, files: [name] }] });

    const events = await t.eventCount();
    const repair = await t.graphql('mutation { repairAssets { success brokenImages repaired { files } } }');
    expect(repair.data?.repairAssets).toEqual({ success: true, brokenImages: 1, repaired: [] });
    expect(await t.eventCount()).toBe(events);
    expect((await t.server.inject({ url: `/media/${name}` })).statusCode).toBe(404);
  });
});
