import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogFollower } from '../../events/store/logFollower.ts';
import { CatalogReadModel } from '../../events/readModels/catalogReadModel.ts';
import { listImages } from '../../events/images/queries.ts';
import { readModelDigest, replayIntoLiveModels } from '../../events/maintenance/replay.ts';
import type { Database } from '../../prisma/database.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { registry } from '../../events/registry.ts';

const imageId = 'img-creators-hero-constellation-waves';

/** The tables as Prisma reads them, in the shapes the in-memory model serves. */
async function tables(db: Database) {
  const images = await db.prisma.creativeImage.findMany({ orderBy: { id: 'asc' } });
  const sessions = await db.prisma.creativeSession.findMany({ orderBy: [{ sessionDate: 'asc' }, { id: 'asc' }] });
  const usage = await db.prisma.usageLocation.findMany({ orderBy: [{ imageId: 'asc' }, { page: 'asc' }, { section: 'asc' }] });
  return { images, sessions, usage };
}

function memory(model: CatalogReadModel) {
  const view = model.view;
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const key = (u: { imageId: string; page: string; section: string }) => JSON.stringify([u.imageId, u.page, u.section]);
  return {
    images: byId([...view.imageById.values()]),
    sessions: view.sessions,
    usage: [...view.usageRows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)),
  };
}

/** The page query as SQL answered it before the read models moved into memory: the reference for the search's meaning. */
async function pageBySql(db: Database, searchTerm: string) {
  const pattern = `%${searchTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.query<{ id: string }>(
    `SELECT i.id FROM creative_images i JOIN creative_sessions s ON s.id = i.session_id
     WHERE (i.title ILIKE $1 OR i.description ILIKE $1 OR i.extended_description ILIKE $1 OR i.prompt ILIKE $1
            OR i.search_keywords ILIKE $1 OR i.tags::text ILIKE $1)
     ORDER BY s.session_date, i.id`,
    [pattern],
  );
  return rows.map((row) => row.id);
}

const modelOf = (t: TestApp) => (t.app.services.images as unknown as { catalog: CatalogReadModel }).catalog;

describe.each(databaseKinds)('the in-memory catalog read model on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login();
  });
  afterAll(() => t.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read a few fields of each answer
  type Answer = Record<string, any>;
  const gql = async (query: string, variables: Record<string, unknown> = {}): Promise<Answer> => {
    const body = await t.graphql(query, variables, { authorization: `Bearer ${token}` });
    expect(body.errors).toBeUndefined();
    return body.data as Answer;
  };

  it('answers a download and an edit with the write, and the next query reads it', async () => {
    const before = (await gql(`query($id: ID!) { image(id: $id) { downloadCount version } }`, { id: imageId })).image;
    const downloaded = await t.server.inject({ method: 'POST', url: `/api/creative/images/${imageId}/download` });
    expect(downloaded.json().downloadCount).toBe(before.downloadCount + 1);
    const viaGraphql = await gql(`mutation($id: ID!) { downloadImage(id: $id) { downloadCount } }`, { id: imageId });
    expect(viaGraphql.downloadImage.downloadCount).toBe(before.downloadCount + 2);
    const edited = await gql(`mutation($id: ID!) { editImage(id: $id, input: { title: "Waves, read back", tags: ["Ünïcode Tag", "a_b%c"] }) { title version } }`, {
      id: imageId,
    });
    expect(edited.editImage).toEqual({ title: 'Waves, read back', version: before.version + 1 });
    const page = await gql(`{ images(searchTerm: "read back") { total items { id title downloadCount } } }`);
    expect(page.images).toEqual({ total: 1, items: [{ id: imageId, title: 'Waves, read back', downloadCount: before.downloadCount + 2 }] });
    const rest = (await t.server.inject({ method: 'GET', url: `/api/creative/images/${imageId}` })).json();
    expect(rest).toMatchObject({ title: 'Waves, read back', downloadCount: before.downloadCount + 2 });
    expect(Array.isArray(rest.usageLocations)).toBe(true);
  });

  it('equals the tables after edits, downloads, an undo, a bulk rejection reason, a usage scan and a replay', async () => {
    await gql(`mutation($id: ID!) { editImage(id: $id, input: { description: "First edit" }) { version } }`, { id: imageId });
    const history = await gql(`query($id: ID!) { imageHistory(id: $id) { position } }`, { id: imageId });
    const undone = await gql(`mutation($p: BigInt!) { undoImageEdit(eventPosition: $p) { description } }`, { p: history.imageHistory[0].position });
    expect(undone.undoImageEdit.description).not.toBe('First edit');
    const ids = (await gql(`{ images(limit: 3) { items { id } } }`)).images.items.map((image: { id: string }) => image.id);
    const rejected = await gql(`mutation($ids: [ID!]!) { setRejectionReason(ids: $ids, rejectionReason: "Too busy") { id rejectionReason } }`, { ids });
    expect(rejected.setRejectionReason.map((image: { rejectionReason: string }) => image.rejectionReason)).toEqual(['Too busy', 'Too busy', 'Too busy']);
    await Promise.all(ids.map((id: string) => t.server.inject({ method: 'POST', url: `/api/creative/images/${id}/download` })));
    const scan = await t.server.inject({ method: 'POST', url: '/api/creative/usage/scan', headers: { authorization: `Bearer ${token}` } });
    expect(scan.statusCode).toBe(200);
    expect(scan.json().imagesInUse).toBe((await gql('{ usageStats { imagesInUse } }')).usageStats.imagesInUse);

    const model = modelOf(t);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(memory(model)).toEqual(await tables(t.app.db));

    const digest = await readModelDigest(t.app.db);
    const replayed = await replayIntoLiveModels(t.app.db);
    expect(replayed.digest).toBe(digest);
    expect(memory(model)).toEqual(await tables(t.app.db));
  });

  it('searches as ILIKE did: case, wildcards taken literally, the tags as JSON text', async () => {
    const view = modelOf(t).view;
    for (const term of ['WAVE', 'wave', 'ünïcode', 'a_b%c', '_', '%', '", "', '["', 'Lighthouse', 'zzz-nothing', 'e', '\\']) {
      expect(listImages(view, { searchTerm: term, offset: 0, limit: 500 }).items.map((image) => image.id), term).toEqual(
        await pageBySql(t.app.db, term),
      );
    }
  });

  it('joins the follower without losing or doubling events committed while it loads', async () => {
    const follower = new LogFollower(t.app.db, registry);
    const download = () => t.server.inject({ method: 'POST', url: `/api/creative/images/${imageId}/download` });
    const downloads = (n: number) => Promise.all(Array.from({ length: n }, download));
    // Writes on both sides of the follower's start, all before the fold reads the log: the fold sees
    // them all, the follower delivers the later ones again.
    const second = await CatalogReadModel.load(t.app.db, follower, async () => {
      await downloads(3);
      await follower.start(t.app.store.bus);
      await downloads(3);
    });
    const more = downloads(5);
    await more;
    const want = (await tables(t.app.db)).images.find((image) => image.id === imageId)!.downloadCount;
    const settled = Date.now() + 3000;
    while (second.view.imageById.get(imageId)!.downloadCount < want && Date.now() < settled) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(memory(second)).toEqual(await tables(t.app.db));
    await follower.stop();
    second.stop();
  });
});
