import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '../../events/store/eventType.ts';
import { replayIntoLiveModels } from '../../events/maintenance/replay.ts';
import { analyticsStream, NavigationRecorded, PageVisited, TimeOnPageRecorded, VisitorSessionMarkedAsAdmin } from '../../events/analytics/events.ts';
import { ImageDownloaded, imageDownloadsStream } from '../../events/images/events.ts';
import { ChatQuestionAnswered, semiStream } from '../../events/semi/events.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { DASHBOARD } from '../support/visits.ts';

let requests = 0;
/** Appends as the server would, at a chosen time and by a chosen actor. */
async function append(t: TestApp, stream: string, event: NewEvent, time: string, actor = 'visitor') {
  requests += 1;
  await t.app.store.append(stream, [event], { metadata: { actor, requestId: `dashboard-${requests}`, time } });
}

/** One session's visits in order, each with its visible seconds, and the navigations between them. */
async function browse(t: TestApp, sessionId: string, day: string, pages: { path: string; seconds?: number; actor?: string }[], userAgent = 'Chrome') {
  let previous: string | undefined;
  for (const [index, page] of pages.entries()) {
    const time = `${day}T10:0${index}:00.000Z`;
    const visitId = randomUUID();
    await append(t, analyticsStream(sessionId), PageVisited({ visitId, sessionId, path: page.path, referrer: null, userAgent }), time, page.actor);
    if (previous) {
      await append(t, analyticsStream(sessionId), NavigationRecorded({ navigationId: randomUUID(), sessionId, fromPath: previous, toPath: page.path }), time, page.actor);
    }
    if (page.seconds) await append(t, analyticsStream(sessionId), TimeOnPageRecorded({ visitId, timeSpent: page.seconds }), time, page.actor);
    previous = page.path;
  }
}

describe.each(databaseKinds)('analytics dashboard on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let imageId: string;
  let imageTitle: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = { authorization: `Bearer ${await t.login()}` };
    ({ id: imageId, title: imageTitle } = await t.app.db.prisma.creativeImage.findFirstOrThrow({ orderBy: { id: 'asc' } }));

    await browse(t, 'session_one', '2026-03-01', [{ path: '/', seconds: 10 }, { path: '/products', seconds: 20 }, { path: '/contact' }], 'Firefox');
    await browse(t, 'session_two', '2026-03-01', [{ path: '/products', seconds: 30 }, { path: '/' }]);
    await browse(t, 'session_three', '2026-03-02', [{ path: '/' }]);
    await browse(t, 'session_bot', '2026-03-02', [{ path: '/', seconds: 5 }], 'Bot');
    // The administrator opens the site, then signs in: the whole session is own traffic.
    await browse(t, 'session_admin', '2026-03-02', [{ path: '/' }, { path: '/image-admin', seconds: 40, actor: 'admin:token-1' }]);
    await browse(t, 'session_marked', '2026-03-02', [{ path: '/contact' }]);
    await append(t, analyticsStream('session_marked'), VisitorSessionMarkedAsAdmin({ sessionId: 'session_marked' }), '2026-03-02T11:00:00.000Z', 'admin:token-2');
    await browse(t, 'session_later', '2026-03-05', [{ path: '/roadmap' }]);

    for (const time of ['2026-03-01T09:00:00.000Z', '2026-03-01T11:00:00.000Z', '2026-03-02T09:00:00.000Z']) {
      await append(t, imageDownloadsStream(imageId), ImageDownloaded({ imageId }), time);
    }
    await append(t, imageDownloadsStream(imageId), ImageDownloaded({ imageId }), '2026-03-02T12:00:00.000Z', 'admin:token-1');

    await append(t, semiStream, ChatQuestionAnswered({ answered: true, kind: 'answer' }), '2026-03-01T12:00:00.000Z');
    await append(t, semiStream, ChatQuestionAnswered({ answered: true, kind: 'greeting' }), '2026-03-02T12:00:00.000Z');
    await append(t, semiStream, ChatQuestionAnswered({ answered: true, kind: 'answer' }), '2026-03-02T13:00:00.000Z', 'admin:token-1');
    await append(t, semiStream, ChatQuestionAnswered({ answered: false, kind: 'unknown' }), '2026-03-03T12:00:00.000Z');
    await append(t, semiStream, ChatQuestionAnswered({ answered: false, kind: 'unknown' }), '2026-04-01T12:00:00.000Z');
  });
  afterAll(() => t.close());

  const dashboard = async (variables: Record<string, unknown>, headers = admin) => {
    const response = await t.server.inject({ method: 'POST', url: '/graphql', headers, payload: { query: DASHBOARD, variables } });
    return { status: response.statusCode, body: response.json() };
  };

  const expected = () => ({
    from: '2026-03-01',
    to: '2026-03-03',
    visits: 6,
    sessions: 3,
    averageSecondsOnPage: 20,
    excluded: { botVisits: 1, adminVisits: 3 },
    days: [
      { day: '2026-03-01', visits: 5, sessions: 2, downloads: 2 },
      { day: '2026-03-02', visits: 1, sessions: 1, downloads: 1 },
      { day: '2026-03-03', visits: 0, sessions: 0, downloads: 0 },
    ],
    topPages: [
      { path: '/', visits: 3, sessions: 3 },
      { path: '/products', visits: 2, sessions: 2 },
      { path: '/contact', visits: 1, sessions: 1 },
    ],
    entryPages: [
      { path: '/', visits: 2, sessions: 2 },
      { path: '/products', visits: 1, sessions: 1 },
    ],
    nextPages: [
      { fromPath: '/', toPath: '/products', count: 1 },
      { fromPath: '/products', toPath: '/', count: 1 },
      { fromPath: '/products', toPath: '/contact', count: 1 },
    ],
    drillDown: [
      { fromPath: '/products', toPath: '/', count: 1 },
      { fromPath: '/products', toPath: '/contact', count: 1 },
    ],
    timeOnPage: [
      { path: '/products', averageSeconds: 25, timedVisits: 2 },
      { path: '/', averageSeconds: 10, timedVisits: 1 },
    ],
    downloadsByImage: [{ imageId, title: imageTitle, downloads: 3 }],
    chatQuestions: { answered: 2, unanswered: 1 },
  });

  it('computes every figure from the log, leaving out bot and admin traffic but counting it', async () => {
    const { status, body } = await dashboard({ from: '2026-03-01', to: '2026-03-03', fromPath: '/products' });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data.analyticsDashboard).toEqual(expected());
  });

  it('gives the same figures after the read models are rebuilt by a replay', async () => {
    await replayIntoLiveModels(t.app.db);
    const { body } = await dashboard({ from: '2026-03-01', to: '2026-03-03', fromPath: '/products' });
    expect(body.data.analyticsDashboard).toEqual(expected());
  });

  it('recognises a bot by its user agent and the administrator by a signed-in tracking call or a marked session', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const track = (sessionId: string, headers: Record<string, string>) =>
      t.server.inject({ method: 'POST', url: '/api/analytics/page-visit', headers, payload: { sessionId, path: '/roadmap', referrer: null } });
    const chrome = { 'user-agent': 'Mozilla/5.0 Chrome/140.0 Safari/537.36' };
    expect((await track('session_live_visitor', chrome)).statusCode).toBe(200);
    expect((await track('session_live_bot', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).statusCode).toBe(200);
    expect((await track('session_live_admin', { ...admin, ...chrome })).statusCode).toBe(200);
    // Opened before signing in, then marked when the administrator signed in.
    expect((await track('session_signing_in', chrome)).statusCode).toBe(200);
    const mark = (headers: Record<string, string>) =>
      t.server.inject({ method: 'POST', url: '/api/analytics/admin-session', headers, payload: { sessionId: 'session_signing_in' } });
    const before = await t.eventCount();
    expect((await mark({})).statusCode).toBe(401);
    expect(await t.eventCount()).toBe(before);
    expect((await mark(admin)).json()).toEqual({ success: true });

    const { body } = await dashboard({ from: yesterday, to: today });
    expect(body.data.analyticsDashboard).toMatchObject({
      visits: 1,
      sessions: 1,
      topPages: [{ path: '/roadmap', visits: 1, sessions: 1 }],
      excluded: { botVisits: 1, adminVisits: 2 },
    });
  });

  it("leaves out the questions the administrator asks Semi through the REST endpoint or askSemi, counting a visitor's", async () => {
    const viaRest = (question: string, headers: Record<string, string>) =>
      t.server.inject({ method: 'POST', url: '/api/semi/chat', headers, payload: { question } });
    const viaGraphQL = (question: string, headers: Record<string, string>) =>
      t.graphql(`mutation($question: String!) { askSemi(question: $question) { success } }`, { question }, headers);
    expect((await viaRest('Hello', {})).json()).toMatchObject({ success: true });
    expect((await viaGraphQL('xyzzy plugh frobnicate', {})).errors).toBeUndefined();
    expect((await viaRest('Hello', admin)).json()).toMatchObject({ success: true });
    expect((await viaRest('xyzzy plugh frobnicate', admin)).json()).toMatchObject({ success: true });
    expect((await viaGraphQL('Hello', admin)).errors).toBeUndefined();
    expect((await viaGraphQL('xyzzy plugh frobnicate', admin)).errors).toBeUndefined();

    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { body } = await dashboard({ from: yesterday, to: today });
    expect(body.errors).toBeUndefined();
    expect(body.data.analyticsDashboard.chatQuestions).toEqual({ answered: 1, unanswered: 1 });
  });

  it('refuses a signed-out caller with 401', async () => {
    const { status, body } = await dashboard({ from: '2026-03-01', to: '2026-03-03' }, {});
    expect(status).toBe(401);
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(body.data).toBeNull();
  });

  it.each([
    [{ from: '2026-03-05', to: '2026-03-01' }, 'to: must not be before from'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'to: the range must be at most 366 days'],
    [{ from: 'last week', to: '2026-03-01' }, 'from: must be a date like 2026-01-31'],
    [{ from: '2026-03-01', to: '2026-02-30' }, 'to: must be a date like 2026-01-31'],
    [{ from: '2026-03-01', to: '2026-03-03', fromPath: 'products' }, 'fromPath: must start with /'],
    // Dates the database cannot take as timestamps were an internal error.
    [{ from: '0000-01-01', to: '0000-01-01' }, 'from: must be a date from 1970-01-01 to 9998-12-31'],
    [{ from: '9999-12-31', to: '9999-12-31' }, 'from: must be a date from 1970-01-01 to 9998-12-31'],
  ])('refuses %j with a message naming what is wrong', async (variables, message) => {
    const before = await t.eventCount();
    const { body } = await dashboard(variables);
    expect(body.errors[0].message).toBe(message);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await t.eventCount()).toBe(before);
  });
});
