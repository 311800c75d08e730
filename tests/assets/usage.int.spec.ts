import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageReferences } from '../../api/usage/contentScan.ts';
import type { ImageReferences } from '../../api/usage/imageReferences.ts';
import { builtImageReferencesPath } from '../../api/usage/service.ts';
import { metadata } from '../support/events.ts';
import { databaseKinds } from '../support/databases.ts';

const heroIds = ['img-founders-hero-geometric-lighthouse', 'img-creators-hero-constellation-waves', 'img-families-hero-garden-hearth'];
const caseStudyIds = ['img-case-study-founders-bridge', 'img-case-study-creators-amplifier', 'img-case-study-families-legacy-tree'];
const productsHeader = 'img-products-header-punctuation-suite';

/** The usage scan records what the client build lists: build the client before these tests. */
beforeAll(async () => {
  await access(builtImageReferencesPath).catch(() => {
    throw new Error(`${builtImageReferencesPath} is missing: build the web client first (npm run build:web)`);
  });
});

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'chb-usage-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Writes a list of image references as the build would and returns its path. */
async function referencesFile(name: string, references: ImageReferences): Promise<string> {
  const path = join(scratch, `${name}.json`);
  await writeFile(path, JSON.stringify(references));
  return path;
}

/** The built client's list with the founders case-study hero image taken out. */
async function builtReferencesWithout(imageId: string): Promise<string> {
  const built = await readImageReferences(builtImageReferencesPath);
  const references = built.references.filter((reference) => reference.imageId !== imageId);
  expect(references).toHaveLength(built.references.length - 1);
  return referencesFile(`without-${imageId}`, { ...built, references });
}

describe.each(databaseKinds)('usage scan on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login();
  });
  afterAll(() => t.close());

  const stats = async () => (await t.server.inject({ url: '/api/creative/usage/stats' })).json();
  const usageOf = async (id: string) => (await t.server.inject({ url: `/api/creative/images/${id}` })).json().usageLocations;

  it('starts with nothing in use', async () => {
    const before = await stats();
    expect(before).toMatchObject({ imagesInUse: 0, usageByPage: [] });
    expect(before.totalImages).toBeGreaterThanOrEqual(48);
    expect(before.unusedImages).toBe(before.totalImages);
  });

  it('refuses a scan without the admin token and appends nothing', async () => {
    const before = await t.eventCount();
    const response = await t.server.inject({ method: 'POST', url: '/api/creative/usage/scan' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toMatch(/admin session required/);
    const graphql = await t.graphql('mutation { scanUsage { success } }');
    expect(graphql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await t.eventCount()).toBe(before);
  });

  it('finds the images the built client shows, with page and section', async () => {
    const response = await t.server.inject({ method: 'POST', url: '/api/creative/usage/scan', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ success: true, locations: 7, imagesInUse: 7, unknownImageIds: [], unplacedImageIds: [] });
    expect(result.unusedImages).toBe(result.totalImages - 7);
    expect(result.usageByPage).toEqual([
      { page: '/', count: 3 },
      { page: '/chb-case-study', count: 3 },
      { page: '/products', count: 1 },
    ]);
    expect(await usageOf(heroIds[0]!)).toEqual([{ imageId: heroIds[0], page: '/', section: 'hero.startup_founders', url: '/' }]);
    expect(await usageOf(caseStudyIds[2]!)).toEqual([
      { imageId: caseStudyIds[2], page: '/chb-case-study', section: 'hero.memory_capturers', url: '/chb-case-study' },
    ]);
    expect(await usageOf(productsHeader)).toEqual([{ imageId: productsHeader, page: '/products', section: 'headerImage', url: '/products' }]);
    expect(await t.eventCount('UsageScanCompleted')).toBe(1);
    const graphql = await t.graphql('{ usageStats { totalImages imagesInUse unusedImages usageByPage { page count } } }');
    expect(graphql.data?.usageStats).toEqual(await stats());
  });

  it('reports an image taken out of the content as unused after the next scan', async () => {
    const result = await t.app.services.usage.scan(metadata('admin:test'), await builtReferencesWithout(caseStudyIds[0]!));
    expect(result).toMatchObject({ locations: 6, imagesInUse: 6 });
    expect(await usageOf(caseStudyIds[0]!)).toEqual([]);
    expect(await stats()).toMatchObject({ imagesInUse: 6, usageByPage: expect.arrayContaining([{ page: '/chb-case-study', count: 2 }]) });

    const restored = await t.graphql('mutation { scanUsage { success locations stats { imagesInUse } } }', {}, { authorization: `Bearer ${token}` });
    expect(restored.data?.scanUsage).toEqual({ success: true, locations: 7, stats: { imagesInUse: 7 } });
    expect((await usageOf(caseStudyIds[0]!))).toHaveLength(1);
  });

  it('keeps the usage of an image archived at the time of the scan, which its restore brings back to every figure', async () => {
    const admin = { authorization: `Bearer ${token}` };
    expect((await t.server.inject({ method: 'POST', url: `/api/creative/images/${heroIds[0]}/archive`, headers: admin })).statusCode).toBe(200);
    const whileArchived = await t.app.services.usage.scan(metadata('admin:test'));
    expect(whileArchived).toMatchObject({ locations: 7, unknownImageIds: [] });
    expect(await stats()).toMatchObject({ imagesInUse: 6 });
    expect((await t.server.inject({ method: 'POST', url: `/api/creative/images/${heroIds[0]}/restore`, headers: admin })).statusCode).toBe(200);
    expect(await stats()).toMatchObject({ imagesInUse: 7, usageByPage: expect.arrayContaining([{ page: '/', count: 3 }]) });
    expect(await usageOf(heroIds[0]!)).toEqual([{ imageId: heroIds[0], page: '/', section: 'hero.startup_founders', url: '/' }]);
  });

  it('reports ids that are not in the catalog without recording them', async () => {
    const path = await referencesFile('unknown', {
      references: [{ imageId: 'img-does-not-exist', page: '/', section: 'hero.x' }],
      unplaced: [{ imageId: heroIds[1]!, path: 'notes.extra' }],
    });
    const result = await t.app.services.usage.scan(metadata('admin:test'), path);
    expect(result).toMatchObject({ locations: 0, imagesInUse: 0, unknownImageIds: ['img-does-not-exist'], unplacedImageIds: [heroIds[1]] });
  });

  it('records every reference the built client lists', async () => {
    const built = await readImageReferences(builtImageReferencesPath);
    const distinct = new Set(built.references.map((reference) => JSON.stringify(reference)));
    const result = await t.app.services.usage.scan(metadata('admin:test'));
    expect(result).toMatchObject({ locations: distinct.size, unknownImageIds: [], unplacedImageIds: [] });
    expect(result.imagesInUse).toBe(new Set(built.references.map((reference) => reference.imageId)).size);
    expect(built.references).toEqual(
      expect.arrayContaining([
        { imageId: heroIds[2], page: '/', section: 'hero.memory_capturers' },
        { imageId: productsHeader, page: '/products', section: 'headerImage' },
        { imageId: caseStudyIds[1], page: '/chb-case-study', section: 'hero.content_creators' },
      ]),
    );
  });

  it('refuses to scan without a client build and records nothing', async () => {
    const before = await t.eventCount();
    await expect(t.app.services.usage.scan(metadata('admin:test'), join(scratch, 'not-built.json'))).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/web client is not built/),
    });
    expect(await t.eventCount()).toBe(before);
    expect(await stats()).toMatchObject({ imagesInUse: 7 });
  });
});
