import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('answers an unknown position with NOT_FOUND', async () => {
    const body = await t.graphql(undo, { p: '999999999' }, auth);
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
