import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editImageDetails } from '../../events/images/commands.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds } from '../support/databases.ts';

const imageId = 'img-founders-hero-geometric-lighthouse';

interface LogRow {
  globalPosition: string;
  type: string;
  streamId: string;
  metadata: { time: string };
}

const eventLog = `query($after: BigInt, $before: BigInt, $from: DateTime, $to: DateTime, $types: [EventType!], $stream: String, $limit: Int, $newestFirst: Boolean) {
  eventLog(after: $after, before: $before, from: $from, to: $to, types: $types, stream: $stream, limit: $limit, newestFirst: $newestFirst) { globalPosition type streamId metadata }
}`;
const asOf = `query($id: ID!, $at: String!) {
  imageAsOf(id: $id, at: $at) { asOfPosition image { imageId title description learningStatus tags downloadCount version } }
}`;
const edit = `mutation($id: ID!, $input: ImageEditInput!) { editImage(id: $id, input: $input) { description version } }`;

describe.each(databaseKinds)('event explorer queries on %s', (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const positions: string[] = [];
  let cataloguedAt: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    auth = { authorization: `Bearer ${await t.login()}` };
    const catalogued = (await t.graphql(eventLog, { stream: `image:${imageId}`, limit: 1 }, auth)).data!.eventLog as LogRow[];
    cataloguedAt = catalogued[0]!.globalPosition;
    for (const description of ['first description', 'middle description', 'last description']) {
      expect((await t.graphql(edit, { id: imageId, input: { description } }, auth)).errors).toBeUndefined();
      const [latest] = (await t.graphql(eventLog, { types: ['ImageDetailsEdited'], limit: 1, newestFirst: true }, auth)).data!.eventLog as LogRow[];
      positions.push(latest!.globalPosition);
    }
    await t.server.inject({ method: 'POST', url: `/api/creative/images/${imageId}/download` });
  }, 120_000);
  afterAll(() => t.close());

  const log = async (variables: Record<string, unknown>) => {
    const body = await t.graphql(eventLog, variables, auth);
    expect(body.errors).toBeUndefined();
    return body.data!.eventLog as LogRow[];
  };

  it('pages back through the log newest first and forward again without gaps or overlaps', async () => {
    const everything = await log({ limit: 1000 });
    const newest = await log({ limit: 3, newestFirst: true });
    expect(newest.map((event) => event.globalPosition)).toEqual(everything.slice(-3).reverse().map((event) => event.globalPosition));
    const older = await log({ limit: 3, newestFirst: true, before: newest.at(-1)!.globalPosition });
    expect(older.map((event) => event.globalPosition)).toEqual(everything.slice(-6, -3).reverse().map((event) => event.globalPosition));
    const newerAgain = await log({ limit: 3, after: older[0]!.globalPosition });
    expect(newerAgain.map((event) => event.globalPosition)).toEqual(everything.slice(-3).map((event) => event.globalPosition));
  });

  it('keeps only the events of a type, a stream and a time range', async () => {
    const edits = await log({ types: ['ImageDetailsEdited'], stream: `image:${imageId}`, limit: 1000 });
    expect(edits.map((event) => event.globalPosition)).toEqual(positions);
    const middle = edits[1]!.metadata.time;
    const fromMiddle = await log({ types: ['ImageDetailsEdited'], from: middle, limit: 1000 });
    expect(fromMiddle.every((event) => event.metadata.time >= middle)).toBe(true);
    expect(fromMiddle.map((event) => event.globalPosition)).toContain(positions[2]);
    const untilMiddle = await log({ types: ['ImageDetailsEdited'], to: middle, limit: 1000 });
    expect(untilMiddle.map((event) => event.globalPosition)).not.toContain(positions[2]);
    expect(untilMiddle.map((event) => event.globalPosition)).toContain(positions[1]);
  });

  it('answers a reversed range or bound with a message naming the argument', async () => {
    const times = await t.graphql(eventLog, { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, auth);
    expect(times.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(times.errors?.[0]?.message).toMatch(/^to: must not be before from/);
    const bounds = await t.graphql(eventLog, { after: '10', before: '5' }, auth);
    expect(bounds.errors?.[0]?.message).toMatch(/^before: must be greater than after/);
    for (const from of ['-000001-01-01T00:00:00Z', '+275760-09-13T00:00:00Z']) {
      const extreme = await t.graphql(eventLog, { from }, auth);
      expect(extreme.errors?.[0]?.extensions?.code, from).toBe('BAD_USER_INPUT');
    }
  });

  it('refuses a DateTime that is not an ISO 8601 time with a zone, as a variable or inline', async () => {
    for (const from of ['2026-03-01T10:00:00', '2026-03-01', '1', 5]) {
      const body = await t.graphql(eventLog, { from }, auth);
      expect(String(body.errors?.[0]?.message), String(from)).toContain('DateTime must be an ISO 8601 date-time with a zone, e.g. 2026-01-31T12:00:00Z');
      expect(body.errors?.[0]?.extensions?.code, String(from)).toBe('BAD_USER_INPUT');
      expect(body.data ?? null, String(from)).toBeNull();
    }
    for (const from of ['5', '"2026-03-01T10:00:00"']) {
      const body = await t.graphql(`{ eventLog(from: ${from}) { globalPosition } }`, {}, auth);
      expect(String(body.errors?.[0]?.message), from).toContain('DateTime must be an ISO 8601 date-time with a zone');
      expect(body.data ?? null, from).toBeNull();
    }
    expect(await log({ from: '2000-01-01T01:00:00+01:00', to: '2999-12-31T23:59:59.999Z', limit: 1 })).toHaveLength(1);
    const inline = await t.graphql(`{ eventLog(from: "2000-01-01T01:00:00+01:00", limit: 1) { globalPosition } }`, {}, auth);
    expect(inline.errors).toBeUndefined();
  });

  it('shows the image as it was at a middle position while the live image keeps its latest state', async () => {
    const body = await t.graphql(asOf, { id: imageId, at: positions[1] }, auth);
    expect(body.errors).toBeUndefined();
    expect(body.data!.imageAsOf).toMatchObject({
      asOfPosition: positions[1],
      image: { imageId, description: 'middle description', version: 3, downloadCount: 0 },
    });
    const live = (await t.graphql(`query($id: ID!) { image(id: $id) { description version downloadCount } }`, { id: imageId })).data!.image;
    expect(live).toEqual({ description: 'last description', version: 4, downloadCount: 1 });
    const latest = (await t.graphql(asOf, { id: imageId, at: String(await t.app.store.lastPosition()) }, auth)).data!.imageAsOf as { image: object };
    expect(latest.image).toMatchObject(live as object);
  });

  it('looks back by time: at the time of the first edit the image has the first description', async () => {
    const [firstEdit] = await log({ after: String(BigInt(positions[0]!) - 1n), limit: 1 });
    const body = await t.graphql(asOf, { id: imageId, at: firstEdit!.metadata.time }, auth);
    expect(body.errors).toBeUndefined();
    const then = body.data!.imageAsOf as { asOfPosition: string; image: { description: string } };
    expect(then.image.description).not.toBe('last description');
    expect(BigInt(then.asOfPosition)).toBeGreaterThanOrEqual(BigInt(positions[0]!));
  });

  it('answers no image before the image was catalogued', async () => {
    const at = String(BigInt(cataloguedAt) - 1n);
    const body = await t.graphql(asOf, { id: imageId, at }, auth);
    expect(body.errors).toBeUndefined();
    expect(body.data!.imageAsOf).toEqual({ asOfPosition: at, image: null });
  });

  it('refuses a bad point in time, and anyone without an admin session', async () => {
    for (const at of ['yesterday', '-3', '1.5', '99999999999999999999', '2026-01-31', '0000-01-01T00:00:00Z', '2026-01-31T12:00:00+16:00']) {
      const body = await t.graphql(asOf, { id: imageId, at }, auth);
      expect(body.errors?.[0]?.extensions?.code, at).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message, at).toMatch(/^at: must be a global position/);
    }
    const anonymous = await t.graphql(asOf, { id: imageId, at: positions[1] });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data ?? null).toBeNull();
  });

  it('looks back by time to the log as it stood: an edit stamped earlier but appended after a later one (its render took longer) is not in it yet', async () => {
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
    const before = await t.app.store.lastPosition();
    // Admin B's edit, stamped at +2 h, lands first; admin A's, stamped at +1 h when its request began, after it.
    await editImageDetails(t.app.store, imageId, { description: 'B, stamped later, appended first' }, undefined, { actor: 'admin:b', time: hours(2) });
    await editImageDetails(t.app.store, imageId, { description: 'A, stamped earlier, appended second' }, undefined, { actor: 'admin:a', time: hours(1) });
    const body = await t.graphql(asOf, { id: imageId, at: hours(1.5) }, auth);
    expect(body.errors).toBeUndefined();
    expect(body.data!.imageAsOf).toMatchObject({ asOfPosition: String(before), image: { description: 'last description' } });
  });
});
