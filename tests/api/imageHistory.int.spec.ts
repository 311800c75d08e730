import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageDetailsEdited, imageStream } from '../../events/images/events.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';

const imageId = 'img-founders-hero-geometric-lighthouse';

describe.each(databaseKinds)('image history and undo on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    auth = { authorization: `Bearer ${await t.login()}` };
  });
  afterAll(() => t.close());

  const history = `query($id: ID!) { imageHistory(id: $id) { position actor time field from to undoes } }`;
  const historyPage = `query($id: ID!, $before: BigInt, $limit: Int) { imageHistory(id: $id, before: $before, limit: $limit) { position field to } }`;
  const edit = `mutation($id: ID!, $input: ImageEditInput!, $v: Int) { editImage(id: $id, input: $input, expectedVersion: $v) { version description } }`;
  const undo = `mutation($p: BigInt!, $v: Int) { undoImageEdit(eventPosition: $p, expectedVersion: $v) { version description title } }`;

  it('refuses the history without an admin session', async () => {
    const body = await t.graphql(history, { id: imageId });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists every edited field with actor, time, from and to, newest first', async () => {
    const before = (await t.graphql(`query($id: ID!) { image(id: $id) { description title version } }`, { id: imageId })).data!.image as {
      description: string;
      title: string;
      version: number;
    };
    const first = await t.graphql(edit, { id: imageId, input: { description: 'first text' }, v: before.version }, auth);
    expect(first.errors).toBeUndefined();
    await t.graphql(edit, { id: imageId, input: { title: 'Lighthouse, edited' } }, auth);
    const body = await t.graphql(history, { id: imageId }, auth);
    expect(body.errors).toBeUndefined();
    const entries = body.data!.imageHistory as { field: string; from: unknown; to: unknown; actor: string; time: string; undoes: string | null }[];
    expect(entries.slice(0, 2).map((entry) => [entry.field, entry.from, entry.to])).toEqual([
      ['title', before.title, 'Lighthouse, edited'],
      ['description', before.description, 'first text'],
    ]);
    expect(entries[0]!.actor).toMatch(/^admin:/);
    expect(Date.parse(entries[0]!.time)).not.toBeNaN();
    expect(entries[0]!.undoes).toBeNull();
  });

  it('names each administrator: two accounts edit the same image, and its history and the event log show both names', async () => {
    await t.app.services.auth.accounts.add('bea', 'bea edits images too', { actor: 'system:test', requestId: 'test', time: new Date().toISOString() });
    const signIn = await t.server.inject({ method: 'POST', url: '/api/admin/auth', payload: { name: 'bea', password: 'bea edits images too' } });
    expect(signIn.json()).toMatchObject({ success: true, account: 'bea' });
    const bea = { authorization: `Bearer ${signIn.json().sessionId}` };
    const otherImage = 'img-creators-early-punctuation-wall';
    expect((await t.graphql(edit, { id: otherImage, input: { description: 'edited by admin' } }, auth)).errors).toBeUndefined();
    expect((await t.graphql(edit, { id: otherImage, input: { description: 'edited by bea' } }, bea)).errors).toBeUndefined();

    const entries = (await t.graphql(history, { id: otherImage }, bea)).data!.imageHistory as { actor: string; to: string }[];
    expect(entries.slice(0, 2).map((entry) => [entry.actor, entry.to])).toEqual([
      ['admin:bea', 'edited by bea'],
      ['admin:admin', 'edited by admin'],
    ]);
    const log = await t.graphql(`{ eventLog(types: [ImageDetailsEdited], stream: "image:${otherImage}", newestFirst: true, limit: 2) { metadata } }`, {}, auth);
    expect(log.errors).toBeUndefined();
    expect((log.data!.eventLog as { metadata: { actor: string } }[]).map((event) => event.metadata.actor)).toEqual(['admin:bea', 'admin:admin']);
    const signIns = await t.graphql('{ eventLog(types: [AdminLoggedIn], newestFirst: true, limit: 1) { data metadata } }', {}, auth);
    expect(signIns.data!.eventLog).toEqual([{ data: { account: 'bea' }, metadata: expect.objectContaining({ actor: 'admin:bea' }) }]);
  });

  it('undoes an edit by appending a new edit that restores the previous value, keeping the old one', async () => {
    const entries = (await t.graphql(history, { id: imageId }, auth)).data!.imageHistory as { position: string; field: string; from: string }[];
    const descriptionEdit = entries.find((entry) => entry.field === 'description')!;
    const eventsBefore = await t.eventCount('ImageDetailsEdited');
    const current = (await t.graphql(`query($id: ID!) { image(id: $id) { version } }`, { id: imageId })).data!.image as { version: number };

    const stale = await t.graphql(undo, { p: descriptionEdit.position, v: current.version - 1 }, auth);
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const body = await t.graphql(undo, { p: descriptionEdit.position, v: current.version }, auth);
    expect(body.errors).toBeUndefined();
    expect(body.data!.undoImageEdit).toMatchObject({ description: descriptionEdit.from, title: 'Lighthouse, edited', version: current.version + 1 });
    expect(await t.eventCount('ImageDetailsEdited')).toBe(eventsBefore + 1);

    const after = (await t.graphql(history, { id: imageId }, auth)).data!.imageHistory as { field: string; to: unknown; undoes: string | null }[];
    expect(after[0]).toMatchObject({ field: 'description', to: descriptionEdit.from, undoes: descriptionEdit.position });
    expect(after.some((entry) => entry.to === 'first text')).toBe(true);
  });

  it('shows the newest of more than 1,000 edits first and pages back to the oldest', async () => {
    const { id, description } = await t.app.db.prisma.creativeImage.findFirstOrThrow({ where: { id: { not: imageId } }, orderBy: { id: 'asc' } });
    const earlierEdits = Array.from({ length: 1000 }, (_, index) =>
      ImageDetailsEdited({
        imageId: id,
        changes: { description: `edit ${index + 1}` },
        previous: { description: index === 0 ? description : `edit ${index}` },
      }),
    );
    const metadata = { actor: 'admin:history-test', requestId: 'history-test', time: new Date().toISOString() };
    await t.app.store.append(imageStream(id), earlierEdits, { metadata });
    expect((await t.graphql(edit, { id, input: { description: 'edit 1001' } }, auth)).errors).toBeUndefined();

    type Entry = { position: string; field: string; to: unknown };
    const newest = (await t.graphql(history, { id }, auth)).data!.imageHistory as Entry[];
    expect(newest[0]).toMatchObject({ field: 'description', to: 'edit 1001' });
    expect(newest).toHaveLength(100);

    const page = async (before: string) => {
      const body = await t.graphql(historyPage, { id, before, limit: 400 }, auth);
      expect(body.errors).toBeUndefined();
      return body.data!.imageHistory as Entry[];
    };
    const entries = [...newest];
    for (let older = newest; older.length > 0; ) {
      older = await page(entries.at(-1)!.position);
      entries.push(...older);
    }
    expect(entries.map((entry) => entry.to)).toEqual(Array.from({ length: 1001 }, (_, index) => `edit ${1001 - index}`));
  });

  it.each([
    [{ limit: 0 }, 'limit: must be at least 1'],
    [{ limit: 1001 }, 'limit: must be at most 1,000'],
    [{ before: '0' }, 'before: must be at least 1'],
  ])('refuses the history page %j with a message naming what is wrong', async (variables, message) => {
    const body = await t.graphql(historyPage, { id: imageId, ...variables }, auth);
    expect(body.errors?.[0]?.message).toBe(message);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers an unknown position with NOT_FOUND', async () => {
    const body = await t.graphql(undo, { p: '999999999' }, auth);
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
