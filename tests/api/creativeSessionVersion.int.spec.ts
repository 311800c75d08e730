import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../../events/maintenance/rebuild.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

type Session = { id: string; title: string; description: string; nextSteps: string | null; version: number };

const SESSION = 'id title description nextSteps version';
const CREATE = `mutation($input: CreativeSessionInput!) { createCreativeSession(input: $input) { ${SESSION} } }`;
const EDIT = `mutation($id: ID!, $input: CreativeSessionEditInput!, $v: Int) { editCreativeSession(id: $id, input: $input, expectedVersion: $v) { ${SESSION} } }`;
const SESSIONS = `{ creativeSessions { ${SESSION} } }`;

/** Two administrators editing one creative session: the version each started from decides (issue 32, g). */
describe.each(databaseKinds)('creative session edits with an expected version on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = { authorization: `Bearer ${await t.login()}` };
  });
  afterAll(() => t?.close());

  /** The raw GraphQL answer: status and body. */
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await t.server.inject({ method: 'POST', url: '/graphql', headers: admin, payload: { query, variables } });
    return { status: response.statusCode, body: response.json() as { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
  };
  const patch = (id: string, payload: Record<string, unknown>) => t.server.inject({ method: 'PATCH', url: `/api/creative/sessions/${id}`, headers: admin, payload });
  const stored = async (id: string) => ((await t.graphql(SESSIONS)).data!.creativeSessions as Session[]).find((session) => session.id === id)!;
  const newSession = async (title: string) => {
    const created = await gql(CREATE, { input: { title, journeyStage: 'perspective_mastery', sessionDate: '2026-11-20' } });
    expect(created.body.errors).toBeUndefined();
    return created.body.data!.createCreativeSession as Session;
  };

  it('GraphQL: the version each answer carries is the one to send; a stale one is a CONFLICT with nothing appended', async () => {
    const session = await newSession('Two editors');
    expect(session.version).toBe(1);

    // both administrators opened version 1; the first saves
    const first = await gql(EDIT, { id: session.id, input: { title: 'Title of the first' }, v: 1 });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.editCreativeSession).toMatchObject({ title: 'Title of the first', version: 2 });

    const events = await t.eventCount();
    const second = await gql(EDIT, { id: session.id, input: { title: 'Title of the second' }, v: 1 });
    expect(second.status).toBe(409);
    expect(second.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(second.body.errors?.[0]?.message).toBe(`conflict: creative session ${session.id} was changed by someone else (now at version 2); reload and try again`);
    expect(await t.eventCount()).toBe(events);
    expect(await stored(session.id)).toMatchObject({ title: 'Title of the first', version: 2 });

    // based on the version it now holds, the second administrator's edit applies
    const again = await gql(EDIT, { id: session.id, input: { title: 'Title of the second' }, v: 2 });
    expect(again.body.data!.editCreativeSession).toMatchObject({ title: 'Title of the second', version: 3 });
    // an edit that changes nothing appends nothing and keeps the version, stale or not
    const same = await gql(EDIT, { id: session.id, input: { title: 'Title of the second' }, v: 3 });
    expect(same.body.data!.editCreativeSession).toMatchObject({ version: 3 });
  });

  it('GraphQL without expectedVersion: as before, the edit applies to the latest version', async () => {
    const session = await newSession('No version given');
    expect((await gql(EDIT, { id: session.id, input: { description: 'one' } })).body.data!.editCreativeSession).toMatchObject({ description: 'one', version: 2 });
    expect((await gql(EDIT, { id: session.id, input: { nextSteps: 'two' }, v: null })).body.data!.editCreativeSession).toMatchObject({
      description: 'one',
      nextSteps: 'two',
      version: 3,
    });
    const bad = await gql(EDIT, { id: session.id, input: { title: 'x' }, v: -1 });
    expect(bad.body.errors?.[0]?.message).toBe('expectedVersion: must be at least 0');
  });

  it('REST: the answers carry version; PATCH with a stale expectedVersion is 409 with nothing appended, a current one applies', async () => {
    const session = await newSession('Over REST');
    const listed = (await t.server.inject({ url: '/api/creative/sessions' })).json() as Session[];
    expect(listed.find((item) => item.id === session.id)).toMatchObject({ version: 1 });

    const first = await patch(session.id, { nextSteps: 'first plan', expectedVersion: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ nextSteps: 'first plan', version: 2 });

    const events = await t.eventCount();
    const stale = await patch(session.id, { nextSteps: 'second plan', expectedVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toBe(`conflict: creative session ${session.id} was changed by someone else (now at version 2); reload and try again`);
    expect(await t.eventCount()).toBe(events);

    const current = await patch(session.id, { nextSteps: 'second plan', expectedVersion: '2' });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json()).toMatchObject({ nextSteps: 'second plan', version: 3 });
    const unversioned = await patch(session.id, { title: 'Over REST, renamed' });
    expect(unversioned.json()).toMatchObject({ title: 'Over REST, renamed', version: 4 });
    expect((await patch(session.id, { title: 'x', expectedVersion: 'soon' })).statusCode).toBe(400);
  });

  it('the version is the read model’s, filled by the projection: a replay of the log gives the same', async () => {
    const session = await newSession('Replayed');
    await gql(EDIT, { id: session.id, input: { title: 'Replayed once' } });
    const row = await t.app.db.prisma.creativeSession.findUnique({ where: { id: session.id } });
    expect(row).toMatchObject({ title: 'Replayed once', version: 2 });
    await rebuildReadModels(t.app.db);
    expect(await t.app.db.prisma.creativeSession.findUnique({ where: { id: session.id } })).toEqual(row);
    // the seeded sessions have theirs too
    const seeded = await t.app.db.query<{ version: number }>('SELECT DISTINCT version FROM creative_sessions WHERE id LIKE $1', ['session-early%']);
    expect(seeded).toEqual([{ version: 1 }]);
  });
});
