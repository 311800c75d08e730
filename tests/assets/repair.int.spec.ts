import { startTestApp, type TestApp } from '../support/app.ts';
import { readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDirectory, catalogFileNames, ensureCatalogAssets } from '../../api/assets/catalogFiles.ts';
import { databaseKinds } from '../support/databases.ts';

describe.each(databaseKinds)('asset validation and repair on %s', (kind) => {
  let t: TestApp;
  let directory: string;
  let files: string[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    // the whole catalog, small, so validate starts from zero broken images
    await ensureCatalogAssets(t.app, { longSide: 240 });
    directory = catalogDirectory(t.app);
    const images = await t.app.db.prisma.creativeImage.findMany({ select: { filename: true }, orderBy: { id: 'asc' } });
    files = images.flatMap((image) => catalogFileNames(image.filename));
  });
  afterAll(() => t.close());

  const validate = async () => {
    const response = await t.server.inject({ url: '/api/creative/assets/validate' });
    expect(response.statusCode).toBe(200);
    return response.json() as { brokenImages: number; broken: { imageId: string; files: string[] }[] };
  };
  const mtimesOf = async (names: string[]) => new Map(await Promise.all(names.map(async (name) => [name, (await stat(join(directory, name))).mtimeMs] as const)));

  it('reports no broken images when every file is there', async () => {
    expect(await validate()).toEqual({ brokenImages: 0, broken: [] });
  });

  it('finds two deleted files and a corrupt one, and repair regenerates exactly those', async () => {
    // a truncated PNG keeps a valid header: only a full decode finds it
    const [deletedFull, deletedThumb, corrupted] = [files[0]!, files[3 * 7 + 1]!, files[3 * 20]!];
    await rm(join(directory, deletedFull));
    await rm(join(directory, deletedThumb));
    const size = (await stat(join(directory, corrupted))).size;
    await truncate(join(directory, corrupted), Math.floor(size / 2));

    const report = await validate();
    expect(report.brokenImages).toBe(3);
    expect(report.broken.flatMap((image) => image.files).sort()).toEqual([deletedFull, deletedThumb, corrupted].sort());
    const graphql = await t.graphql('{ assetValidation { brokenImages broken { imageId files } } }');
    expect(graphql.data?.assetValidation).toEqual(report);

    const healthyBefore = await mtimesOf(files.filter((name) => ![deletedFull, deletedThumb, corrupted].includes(name)));
    const eventsBefore = await t.eventCount('AssetsRepaired');

    // two at once: one repairs, the other finds nothing left to do
    const [a, b] = await Promise.all([
      t.server.inject({ method: 'POST', url: '/api/creative/assets/repair' }),
      t.server.inject({ method: 'POST', url: '/api/creative/assets/repair' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const results = [a.json(), b.json()];
    const repairedFiles = results.flatMap((result) => result.repaired.flatMap((image: { files: string[] }) => image.files));
    expect(repairedFiles.sort()).toEqual([deletedFull, deletedThumb, corrupted].sort());
    for (const result of results) expect(result).toMatchObject({ success: true, brokenImages: 0 });

    expect(await validate()).toEqual({ brokenImages: 0, broken: [] });
    for (const name of [deletedFull, deletedThumb, corrupted]) {
      const { info } = await sharp(await readFile(join(directory, name)), { failOn: 'truncated' }).raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBeGreaterThan(0);
    }
    const after = await mtimesOf(files);
    for (const [name, mtime] of healthyBefore) expect(after.get(name), name).toBe(mtime);

    expect(await t.eventCount('AssetsRepaired')).toBe(eventsBefore + 1);
    const [event] = await t.app.db.query<{ data: { repaired: { imageId: string; files: string[] }[] } }>(
      "SELECT data FROM events WHERE type = 'AssetsRepaired' ORDER BY global_position DESC LIMIT 1",
    );
    expect(event!.data.repaired.flatMap((image) => image.files).sort()).toEqual([deletedFull, deletedThumb, corrupted].sort());
  });

  it('counts a file with garbage bytes as broken, and repair through GraphQL appends nothing when all is well', async () => {
    const victim = files[5]!;
    const original = await readFile(join(directory, victim));
    const garbage = Buffer.from(original);
    garbage.fill(0x55, 64, 400);
    await writeFile(join(directory, victim), garbage);
    expect((await validate()).broken).toEqual([{ imageId: expect.any(String), files: [victim] }]);

    const first = await t.graphql('mutation { repairAssets { success brokenImages repaired { files } } }');
    expect(first.data?.repairAssets).toEqual({ success: true, brokenImages: 0, repaired: [{ files: [victim] }] });
    const events = await t.eventCount('AssetsRepaired');
    const second = await t.graphql('mutation { repairAssets { success brokenImages repaired { files } } }');
    expect(second.data?.repairAssets).toEqual({ success: true, brokenImages: 0, repaired: [] });
    expect(await t.eventCount('AssetsRepaired')).toBe(events);
  });
});
