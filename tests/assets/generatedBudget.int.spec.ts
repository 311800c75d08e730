import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generationDefaults } from '../../api/generation/parameters.ts';
import { GenerationService } from '../../api/generation/service.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds } from '../support/databases.ts';

const BUDGET_MB = 0.25;
const BUDGET_BYTES = BUDGET_MB * 1024 * 1024;
const GENERATIONS = 500;

/** Name → size of the generated image files in a directory. */
async function generatedFilesIn(directory: string): Promise<Map<string, number>> {
  const names = (await readdir(directory)).filter((name) => /^[a-f0-9]{32}\.png$/.test(name));
  return new Map(await Promise.all(names.map(async (name) => [name, (await stat(join(directory, name))).size] as const)));
}

const sum = (sizes: Iterable<number>) => [...sizes].reduce((total, size) => total + size, 0);

describe.each(databaseKinds)('generated images under their disk budget on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { GENERATED_MAX_MB: String(BUDGET_MB) });
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.server.inject({ url });
  const generateRest = (payload: Record<string, unknown>) => t.server.inject({ method: 'POST', url: '/api/images/generate', payload });

  it(`keeps generated files under GENERATED_MAX_MB through ${GENERATIONS} distinct generations, evicting the least recently used`, async () => {
    const generated = join(t.dataDir, 'images', 'generated');
    // Catalog files (blobs, stand-ins together larger than the budget) must be neither counted nor evicted.
    const catalogFiles = new Map<string, Buffer>();
    for (let index = 0; index < 3; index++) {
      const bytes = randomBytes(100_000);
      catalogFiles.set((await t.app.services.media.blobs.put(bytes, 'image/png')).hash, bytes);
    }
    // The static gallery's three samples (full size, together over the budget) are pinned.
    const gallery = (await get('/api/images/static-gallery')).json() as { url: string }[];
    const galleryFiles = gallery.map((item) => basename(item.url));

    const service = new GenerationService(t.app.config, t.app.store, t.app.services.generation.budget, { longSide: 48 });
    const metadata = { actor: 'visitor', time: new Date().toISOString() };
    const generate = async (seed: number) => (await service.render({ ...generationDefaults, seed }, metadata)).imageUrl;
    const events = await t.eventCount('ImageGenerated');

    const served = await generate(1);
    const foundAgain = await generate(2);
    const urls = [served, foundAgain];
    for (let seed = 3; seed <= GENERATIONS; seed++) {
      urls.push(await generate(seed));
      if (seed % 25 === 0) {
        // a served file and a generation answered from an existing file both count as use
        expect((await get(served)).statusCode).toBe(200);
        expect(await generate(2)).toBe(foundAgain);
      }
    }
    expect(new Set(urls).size).toBe(GENERATIONS);
    expect(await t.eventCount('ImageGenerated')).toBe(events + GENERATIONS);

    const files = await generatedFilesIn(generated);
    for (const name of galleryFiles) expect(files.has(name), `gallery sample ${name}`).toBe(true);
    const budgeted = [...files].filter(([name]) => !galleryFiles.includes(name));
    const total = sum(budgeted.map(([, size]) => size));
    console.info(`${kind}: ${budgeted.length} of ${GENERATIONS} generated files kept, ${total} bytes, budget ${BUDGET_BYTES} bytes`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(budgeted.length).toBeLessThan(GENERATIONS / 2);

    // the most recently used are all there: the two kept in use and the last 100 generated
    const kept = new Set(budgeted.map(([name]) => name));
    for (const url of [served, foundAgain, ...urls.slice(-100)]) expect(kept.has(basename(url)), url).toBe(true);
    // the least recently used are gone: answered 404, and generated anew when asked for again
    const evicted = urls[2]!;
    expect(kept.has(basename(evicted))).toBe(false);
    expect((await get(evicted)).statusCode).toBe(404);
    expect(await generate(3)).toBe(evicted);
    expect((await get(evicted)).statusCode).toBe(200);
    expect(await t.eventCount('ImageGenerated')).toBe(events + GENERATIONS + 1);
    expect(sum((await generatedFilesIn(generated)).values()) - sum(galleryFiles.map((name) => files.get(name)!))).toBeLessThanOrEqual(BUDGET_BYTES);

    for (const item of gallery) expect((await get(item.url)).statusCode, item.url).toBe(200);
    for (const [hash, bytes] of catalogFiles) expect((await t.app.services.media.blobs.get(hash))?.equals(bytes), hash).toBe(true);
  });

  it('caps renders at once: a full queue answers 503 over REST and GraphQL and appends nothing', async () => {
    const slots = t.app.services.generation.renderSlots;
    expect((await generateRest({ seed: 9000 })).statusCode).toBe(200);

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 17 }, () => slots.run(() => gate));
    expect([slots.running, slots.waiting]).toEqual([2, 15]);
    const queued = generateRest({ seed: 9001 });
    await vi.waitFor(() => expect(slots.waiting).toBe(16));

    const events = await t.eventCount();
    const refused = await generateRest({ seed: 9002 });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ error: 'Image generator busy', details: 'the image generator is busy; please try again in a few seconds' });
    const viaGraphql = await t.graphql('mutation { generateImage(input: { seed: 9003 }) { imageUrl } }');
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: expect.stringMatching(/image generator is busy/), extensions: { code: 'UNAVAILABLE' } });
    // an image that exists needs no render slot
    expect((await generateRest({ seed: 9000 })).statusCode).toBe(200);
    expect(await t.eventCount()).toBe(events);

    release();
    await Promise.all(holders);
    expect((await queued).statusCode).toBe(200);
    expect((await generateRest({ seed: 9002 })).statusCode).toBe(200);
    expect(await t.eventCount()).toBe(events + 2);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });
});
