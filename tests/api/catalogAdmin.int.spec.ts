import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildReadModels } from '../../events/maintenance/rebuild.ts';
import { parseMediaFileName } from '../../media/mediaFiles.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
type Image = {
  id: string;
  title: string;
  filePath: string;
  filename: string;
  sessionId: string;
  archivedAt: string | null;
  downloadCount: number;
  version: number;
  complexityLevel: number;
};

const IMAGE = 'id title filePath filename sessionId archivedAt downloadCount version complexityLevel';
const params = { colorPalette: 'natural', aspectRatio: 'ratio_4_3', background: 'white', minimalism: 60, seed: 4242, contextType: 'hero' };
const newImage = (title: string, sessionId: string) => ({
  title,
  prompt: `A lantern on a workbench, ${title}`,
  perspective: 'content_creators',
  journeyStage: 'brand_discovery',
  sessionId,
  learningStatus: 'final_version',
  complexityLevel: 2,
  tags: ['lantern'],
  generationParams: params,
});

const CATALOG = `mutation($input: CatalogImageInput!) { catalogImage(input: $input) { ${IMAGE} prompt licensing tags generationParams } }`;
const LIST = `query($sort: ImageSort, $archived: ArchivedFilter, $search: String, $sessionId: ID) {
  images(sort: $sort, archived: $archived, searchTerm: $search, sessionId: $sessionId, limit: 500) { total items { ${IMAGE} } } }`;
const COUNTS = `query($archived: ArchivedFilter) { imageCounts(archived: $archived) { total archived byLearningStatus { value count } } }`;
const ONE = `query($id: ID!) { image(id: $id) { ${IMAGE} } }`;
const ARCHIVE = `mutation($id: ID!) { archiveImage(id: $id) { ${IMAGE} } }`;
const RESTORE = `mutation($id: ID!) { restoreImage(id: $id) { ${IMAGE} } }`;
const ARCHIVE_MANY = `mutation($ids: [ID!]!) { archiveImages(ids: $ids) { id archivedAt } }`;
const EDIT = `mutation($id: ID!, $input: ImageEditInput!) { editImage(id: $id, input: $input) { ${IMAGE} prompt generationParams } }`;
const HISTORY = `query($id: ID!) { imageHistory(id: $id) { position field from to } }`;
const UNDO = `mutation($p: BigInt!) { undoImageEdit(eventPosition: $p) { ${IMAGE} generationParams } }`;
const CREATE_SESSION = `mutation($input: CreativeSessionInput!) { createCreativeSession(input: $input) { id title sessionDate journeyStage learningInsights images { id } } }`;
const EDIT_SESSION = `mutation($id: ID!, $input: CreativeSessionEditInput!) { editCreativeSession(id: $id, input: $input) { id title nextSteps learningInsights } }`;
const SESSIONS = `{ creativeSessions { id images { id } } }`;

const firstSession = 'session-early-experiments';

async function fileOf(t: TestApp, filePath: string) {
  const response = await t.server.inject({ method: 'GET', url: filePath });
  return { status: response.statusCode, type: response.headers['content-type'], bytes: response.rawPayload };
}

describe.each(databaseKinds)('the administrator catalog on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = { authorization: `Bearer ${await t.login()}` };
  });
  afterAll(() => t.close());

  const listOf = async (variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const body = await t.graphql(LIST, variables, headers);
    expect(body.errors).toBeUndefined();
    return body.data!.images as { total: number; items: Image[] };
  };

  it('adds an image: renders and serves its file, lists and counts it, and a replay of the log reproduces it', async () => {
    const before = (await t.graphql(COUNTS)).data!.imageCounts as { total: number };
    const body = await t.graphql(CATALOG, { input: newImage('Workbench lantern', firstSession) }, admin);
    expect(body.errors).toBeUndefined();
    const image = body.data!.catalogImage as Image & { licensing: string; tags: string[] };
    expect(image.id).toMatch(/^img-workbench-lantern-[0-9a-f]{6}$/);
    expect(image.licensing).toBe('Creative Commons CC0');
    expect(image.filePath).toMatch(/^\/media\/[0-9a-f]{64}\.(jpg|png)$/);
    expect(image.filename).toBe(`${image.id}.${image.filePath.split('.').at(-1)}`);

    const file = await fileOf(t, image.filePath);
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^image\/(jpeg|png)$/);
    const visitorList = await listOf({ search: 'Workbench lantern' });
    expect(visitorList.items.map((item) => item.id)).toEqual([image.id]);
    expect(((await t.graphql(COUNTS)).data!.imageCounts as { total: number }).total).toBe(before.total + 1);
    const rest = await t.server.inject({ method: 'GET', url: `/api/creative/images/${image.id}` });
    expect(rest.statusCode).toBe(200);

    const row = await t.app.db.prisma.creativeImage.findUnique({ where: { id: image.id } });
    await rebuildReadModels(t.app.db);
    expect(await t.app.db.prisma.creativeImage.findUnique({ where: { id: image.id } })).toEqual(row);
  });

  it('refuses a bad new image with the field named, a visitor with 401, and appends nothing', async () => {
    const events = await t.eventCount();
    const bad = await t.graphql(CATALOG, { input: { ...newImage('Bad', firstSession), complexityLevel: 9 } }, admin);
    expect(bad.errors?.[0]?.message).toBe('input.complexityLevel: must be at most 5');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const noSession = await t.graphql(CATALOG, { input: newImage('Lost', 'session-that-is-not-there') }, admin);
    expect(noSession.errors?.[0]?.message).toBe('input.sessionId: no creative session named session-that-is-not-there');
    const visitor = await t.graphql(CATALOG, { input: newImage('Visitor', firstSession) });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const restVisitor = await t.server.inject({ method: 'POST', url: '/api/creative/images', payload: newImage('Visitor', firstSession) });
    expect(restVisitor.statusCode).toBe(401);
    const restBad = await t.server.inject({ method: 'POST', url: '/api/creative/images', headers: admin, payload: { ...newImage('', firstSession) } });
    expect(restBad.statusCode).toBe(400);
    expect(restBad.body).toContain('title: must not be empty');
    expect(await t.eventCount()).toBe(events);
  });

  it('archives an image out of every public answer, keeps it for administrators, and restores it', async () => {
    const id = 'img-families-early-cold-hearth';
    const publicBefore = await listOf({});
    const countsBefore = (await t.graphql(COUNTS)).data!.imageCounts as { total: number };
    const usageBefore = (await t.server.inject({ method: 'GET', url: '/api/creative/usage/stats' })).json() as { totalImages: number };

    const archived = await t.graphql(ARCHIVE, { id }, admin);
    expect(archived.errors).toBeUndefined();
    expect((archived.data!.archiveImage as Image).archivedAt).not.toBeNull();

    expect((await listOf({})).items.map((image) => image.id)).not.toContain(id);
    expect((await listOf({})).total).toBe(publicBefore.total - 1);
    expect(((await t.graphql(COUNTS)).data!.imageCounts as { total: number }).total).toBe(countsBefore.total - 1);
    expect((await t.graphql(ONE, { id })).data!.image).toBeNull();
    expect((await t.server.inject({ method: 'GET', url: `/api/creative/images/${id}` })).statusCode).toBe(404);
    const restList = (await t.server.inject({ method: 'GET', url: '/api/creative/images?learningStatus=all' })).json() as { id: string }[];
    expect(restList.map((image) => image.id)).not.toContain(id);
    const sessions = (await t.graphql(SESSIONS)).data!.creativeSessions as { images: { id: string }[] }[];
    expect(sessions.flatMap((session) => session.images.map((image) => image.id))).not.toContain(id);
    expect(((await t.server.inject({ method: 'GET', url: '/api/creative/usage/stats' })).json() as { totalImages: number }).totalImages).toBe(usageBefore.totalImages - 1);
    expect((await t.server.inject({ method: 'POST', url: `/api/creative/images/${id}/download` })).statusCode).toBe(404);
    const visitorArchived = await t.graphql(LIST, { archived: 'ARCHIVED' });
    expect(visitorArchived.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    expect((await listOf({ archived: 'ARCHIVED' }, admin)).items.map((image) => image.id)).toEqual([id]);
    expect((await t.graphql(ONE, { id }, admin)).data!.image).toMatchObject({ id });
    expect(((await t.graphql(COUNTS, { archived: 'ALL' }, admin)).data!.imageCounts as { archived: number }).archived).toBe(1);

    const restored = await t.server.inject({ method: 'POST', url: `/api/creative/images/${id}/restore`, headers: admin });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().archivedAt).toBeNull();
    expect((await listOf({})).total).toBe(publicBefore.total);
    expect((await t.server.inject({ method: 'GET', url: `/api/creative/images/${id}` })).statusCode).toBe(200);
  });

  it("refuses a visitor's archive with 401 and a bulk archive naming an unknown image as a whole", async () => {
    const id = 'img-families-early-cold-hearth';
    const events = await t.eventCount();
    expect((await t.server.inject({ method: 'POST', url: `/api/creative/images/${id}/archive` })).statusCode).toBe(401);
    expect((await t.graphql(ARCHIVE, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bulk = await t.graphql(ARCHIVE_MANY, { ids: [id, 'img-not-there'] }, admin);
    expect(bulk.errors?.[0]?.message).toBe('image img-not-there not found');
    expect(await t.eventCount()).toBe(events);
    expect((await t.graphql(ONE, { id })).data!.image).toMatchObject({ id, archivedAt: null });

    const two = ['img-families-early-cold-hearth', 'img-creators-early-punctuation-wall'];
    const archived = (await t.graphql(ARCHIVE_MANY, { ids: two }, admin)).data!.archiveImages as Image[];
    expect(archived.every((image) => image.archivedAt !== null)).toBe(true);
    expect((await listOf({ archived: 'ARCHIVED' }, admin)).items.map((image) => image.id).sort()).toEqual([...two].sort());
    for (const imageId of two) await t.graphql(RESTORE, { id: imageId }, admin);
  });

  it('a bulk rejection reason or archive, which names no version, decides again when another administrator edits one of its images meanwhile', async () => {
    const ids = ['img-families-early-cold-hearth', 'img-creators-early-punctuation-wall'];
    const REJECT = `mutation($ids: [ID!]!, $reason: String!) { setRejectionReason(ids: $ids, rejectionReason: $reason) { id rejectionReason description } }`;
    const appendAll = t.app.store.appendAll.bind(t.app.store);
    const meanwhile = (description: string) =>
      vi.spyOn(t.app.store, 'appendAll').mockImplementationOnce(async (...args: Parameters<typeof appendAll>) => {
        const edit = await t.graphql(EDIT, { id: ids[1], input: { description } }, admin);
        expect(edit.errors).toBeUndefined();
        return appendAll(...args);
      });
    const spied = meanwhile('Edited while the rejection reason was being set');
    try {
      const rejected = await t.graphql(REJECT, { ids, reason: 'Too much text on the wall' }, admin);
      expect(rejected.errors).toBeUndefined();
      expect(rejected.data!.setRejectionReason).toEqual(expect.arrayContaining([
        { id: ids[0], rejectionReason: 'Too much text on the wall', description: expect.any(String) },
        { id: ids[1], rejectionReason: 'Too much text on the wall', description: 'Edited while the rejection reason was being set' },
      ]));
      spied.mockRestore();
      meanwhile('Edited while it was being archived');
      const archived = await t.graphql(ARCHIVE_MANY, { ids }, admin);
      expect(archived.errors).toBeUndefined();
      expect((archived.data!.archiveImages as Image[]).every((image) => image.archivedAt !== null)).toBe(true);
    } finally {
      vi.restoreAllMocks();
      for (const id of ids) await t.graphql(RESTORE, { id }, admin);
    }
  });

  it("edits generation parameters: a new file is served, the old one stays (an administrator's), the history shows both, and an undo brings the old file back", async () => {
    const added = await t.graphql(CATALOG, { input: newImage('Params lantern', firstSession) }, admin);
    const before = added.data!.catalogImage as Image;
    const id = before.id;
    const oldFile = await fileOf(t, before.filePath);
    const edited = await t.graphql(EDIT, { id, input: { generationParams: { ...params, seed: 777 }, complexityLevel: 4 } }, admin);
    expect(edited.errors).toBeUndefined();
    const after = edited.data!.editImage as Image & { generationParams: { seed: number; context: { type: string } }; complexityLevel: number };
    expect(after.generationParams).toMatchObject({ seed: 777, context: { type: 'hero' } });
    expect(after.complexityLevel).toBe(4);
    expect(after.filePath).not.toBe(before.filePath);
    const newFile = await fileOf(t, after.filePath);
    expect(newFile.status).toBe(200);
    expect(Buffer.compare(newFile.bytes, oldFile.bytes)).not.toBe(0);
    // The old file stays, an administrator's through a signed link; visitors get the image's current file only.
    expect((await fileOf(t, before.filePath)).status).toBe(404);
    expect((await fileOf(t, t.app.mediaAccess.urlOf(parseMediaFileName(before.filePath.slice('/media/'.length))!, true))).status).toBe(200);

    const history = (await t.graphql(HISTORY, { id }, admin)).data!.imageHistory as { position: string; field: string; from: unknown; to: unknown }[];
    const latest = history.filter((entry) => entry.position === history[0]!.position);
    expect(latest.map((entry) => entry.field).sort()).toEqual(['complexityLevel', 'file', 'generationParams']);
    expect(latest.find((entry) => entry.field === 'file')).toMatchObject({
      from: { original: { hash: before.filePath.slice(7, 71) } },
      to: { original: { hash: after.filePath.slice(7, 71) } },
    });

    const undone = (await t.graphql(UNDO, { p: history[0]!.position }, admin)).data!.undoImageEdit as Image;
    expect(undone.filePath).toBe(before.filePath);
  });

  it('refuses an edit to a session that does not exist, and changes nothing', async () => {
    const events = await t.eventCount();
    const body = await t.graphql(EDIT, { id: 'img-founders-hero-geometric-lighthouse', input: { sessionId: 'session-nowhere' } }, admin);
    expect(body.errors?.[0]?.message).toBe('sessionId: no creative session named session-nowhere');
    const badParams = await t.graphql(EDIT, { id: 'img-founders-hero-geometric-lighthouse', input: { generationParams: { ...params, minimalism: 101 } } }, admin);
    expect(badParams.errors?.[0]?.message).toBe('generationParams.minimalism: must be at most 100');
    expect(await t.eventCount()).toBe(events);
  });

  it('creates and edits a creative session, and moves an image into it by editing the image', async () => {
    const created = await t.graphql(CREATE_SESSION, { input: { title: 'Night shift', journeyStage: 'perspective_mastery', sessionDate: '2026-11-20', learningInsights: 'Darker palettes hold up' } }, admin);
    expect(created.errors).toBeUndefined();
    const session = created.data!.createCreativeSession as { id: string; sessionDate: string; images: unknown[] };
    expect(session).toMatchObject({ sessionDate: '2026-11-20', images: [] });
    expect(session.id).toMatch(/^session-night-shift-[0-9a-f]{6}$/);

    const edited = await t.graphql(EDIT_SESSION, { id: session.id, input: { nextSteps: 'Try the cool palette', learningInsights: null } }, admin);
    expect(edited.data!.editCreativeSession).toMatchObject({ title: 'Night shift', nextSteps: 'Try the cool palette', learningInsights: null });
    const badDate = await t.graphql(EDIT_SESSION, { id: session.id, input: { sessionDate: '20 November' } }, admin);
    expect(badDate.errors?.[0]?.message).toBe('input.sessionDate: must be a date as YYYY-MM-DD');
    const events = await t.eventCount();
    const yearZero = await t.server.inject({ method: 'POST', url: '/api/creative/sessions', headers: admin, payload: { title: 'Year zero', journeyStage: 'perspective_mastery', sessionDate: '0000-01-01' } });
    expect([yearZero.statusCode, yearZero.body]).toEqual([400, 'input.sessionDate: must be in the year 1 or later']);
    const editedToYearZero = await t.graphql(EDIT_SESSION, { id: session.id, input: { sessionDate: '0000-06-01' } }, admin);
    expect(editedToYearZero.errors?.[0]?.message).toBe('input.sessionDate: must be in the year 1 or later');
    expect(await t.eventCount()).toBe(events);
    const rest = await t.server.inject({ method: 'PATCH', url: `/api/creative/sessions/${session.id}`, headers: admin, payload: { title: 'Night shift, renamed' } });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().title).toBe('Night shift, renamed');
    expect((await t.server.inject({ method: 'PATCH', url: '/api/creative/sessions/session-nowhere', headers: admin, payload: { title: 'x' } })).statusCode).toBe(404);
    expect((await t.server.inject({ method: 'POST', url: '/api/creative/sessions', payload: { title: 'x', journeyStage: 'perspective_mastery', sessionDate: '2026-11-20' } })).statusCode).toBe(401);

    const moved = await t.graphql(EDIT, { id: 'img-creators-early-punctuation-wall', input: { sessionId: session.id } }, admin);
    expect((moved.data!.editImage as Image).sessionId).toBe(session.id);
    expect((await listOf({ sessionId: session.id })).items.map((image) => image.id)).toEqual(['img-creators-early-punctuation-wall']);
    const sessions = (await t.graphql(SESSIONS)).data!.creativeSessions as { id: string; images: { id: string }[] }[];
    expect(sessions.find((s) => s.id === session.id)!.images.map((image) => image.id)).toEqual(['img-creators-early-punctuation-wall']);
  });

  it('sorts by live download counts, title and newest, in GraphQL and REST, and refuses an unknown order', async () => {
    const target = 'img-creators-semi-wave-card';
    for (let i = 0; i < 40; i++) await t.server.inject({ method: 'POST', url: `/api/creative/images/${target}/download` });
    const byDownloads = await listOf({ sort: 'MOST_DOWNLOADED' });
    expect(byDownloads.items[0]!.id).toBe(target);
    const counts = byDownloads.items.map((image) => image.downloadCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const rest = (await t.server.inject({ method: 'GET', url: '/api/creative/images?sort=most_downloaded' })).json() as { id: string }[];
    expect(rest[0]!.id).toBe(target);

    const titles = (await listOf({ sort: 'TITLE' })).items.map((image) => image.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    const added = (await t.graphql(CATALOG, { input: newImage('Newest lantern', firstSession) }, admin)).data!.catalogImage as Image;
    expect((await listOf({ sort: 'NEWEST' })).items[0]!.id).toBe(added.id);
    expect((await listOf({ sort: 'OLDEST' })).items.at(-1)!.id).toBe(added.id);
    const complexity = (await listOf({ sort: 'COMPLEXITY' })).items.map((image) => image.complexityLevel);
    expect(complexity).toEqual([...complexity].sort((a, b) => a - b));

    const bad = await t.server.inject({ method: 'GET', url: '/api/creative/images?sort=popular' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('sort: must be one of journey, newest, oldest, most_downloaded, title, complexity');
  });

  it("orders a visitor's cached first page by the live counts, even when the downloaded image was not on it", async () => {
    const top = `query { images(sort: MOST_DOWNLOADED, limit: 3) { items { id downloadCount } } }`;
    const first = (await t.graphql(top)).data!.images as { items: { id: string; downloadCount: number }[] };
    const climber = 'img-families-tree-ring-record';
    expect(first.items.map((image) => image.id)).not.toContain(climber);
    for (let i = 0; i <= first.items[0]!.downloadCount; i++) await t.server.inject({ method: 'POST', url: `/api/creative/images/${climber}/download` });
    const again = (await t.graphql(top)).data!.images as { items: { id: string }[] };
    expect(again.items[0]!.id).toBe(climber);
  });

  it('tells visitors of an added and an archived image on catalogChanged, and nothing else of the archived one, also when resumed', async () => {
    const url = await t.listen();
    const client = wsClient(url);
    const feed = subscribe<{ kind: string; imageId: string | null; logPosition: string }>(client, `subscription { catalogChanged { kind imageId sessionId logPosition } }`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const added = (await t.graphql(CATALOG, { input: newImage('Live lantern', firstSession) }, admin)).data!.catalogImage as Image;
    await t.graphql(ARCHIVE, { id: added.id }, admin);
    await t.graphql(EDIT, { id: added.id, input: { description: 'edited while archived' } }, admin);
    await t.graphql(RESTORE, { id: added.id }, admin);
    await expect.poll(() => feed.values.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(feed.values.map((value) => [value.kind, value.imageId])).toEqual([
      ['IMAGE_ADDED', added.id],
      ['IMAGE_ARCHIVED', added.id],
      ['IMAGE_RESTORED', added.id],
    ]);
    feed.stop();

    const resumed = subscribe<{ kind: string; imageId: string | null }>(client, `subscription($after: BigInt) { catalogChanged(after: $after) { kind imageId } }`, {
      after: feed.values[0]!.logPosition,
    });
    // Replayed changes are filtered by what the visitor may see now: the image is public again, so its edit comes too.
    await expect.poll(() => resumed.values.map((value) => value.kind), { timeout: 5000 }).toEqual(['IMAGE_ARCHIVED', 'IMAGE_EDITED', 'IMAGE_RESTORED']);
    resumed.stop();
    await client.dispose();
  });
});
