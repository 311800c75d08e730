import type { FastifyInstance } from 'fastify';
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { createLogger } from '../../api/logger.ts';
import { PresenceService } from '../../api/presence/presenceService.ts';
import { buildServer } from '../../api/server.ts';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds } from '../support/databases.ts';
import { subscribe, wsClient, type Received } from '../support/graphqlWs.ts';

const imageId = 'img-founders-hero-geometric-lighthouse';
const BEA_PASSWORD = 'bea edits images too';

interface Viewer {
  id: string;
  account: string;
  editing: boolean;
  since: string;
  sameAccount: boolean;
}
interface Presence {
  viewers: Viewer[];
  editing: boolean;
  takenOverBy: string | null;
}

const presenceFeed = `subscription($imageId: ID!, $tabId: String!) {
  imagePresence(imageId: $imageId, tabId: $tabId) { viewers { id account editing since sameAccount } editing takenOverBy }
}`;
const setEditing = `mutation($imageId: ID!, $tabId: String!, $editing: Boolean!) {
  setImagePresence(imageId: $imageId, tabId: $tabId, editing: $editing) { viewers { account editing } editing takenOverBy }
}`;
const takeOver = `mutation($imageId: ID!, $tabId: String!) {
  takeOverImage(imageId: $imageId, tabId: $tabId) { viewers { account editing } editing takenOverBy }
}`;

let tabs = 0;
const newTab = () => `tab-${Date.now().toString(36)}-${++tabs}`;
const names = (presence: Presence) => presence.viewers.map((viewer) => `${viewer.account}${viewer.editing ? ' (editing)' : ''}`);

/**
 * The same presence service with its waits shortened: a tab not seen for 1.5 s is gone instead of 4 s,
 * with beats and polls to match, so that the tests of dead tabs wait 1.5 s and not 4. The defaults and
 * the bound on the stale period (at least two heartbeats) are in presenceService.unit.spec.ts.
 */
const SHORT_TIMINGS = { heartbeatMs: 500, pollMs: 250, staleSeconds: 1.5 };
async function withShortTimings(app: App): Promise<void> {
  await app.services.presence.stop();
  app.services.presence = new PresenceService(app.db, (error) => app.logger.warn({ err: error }, 'admin presence check failed'), SHORT_TIMINGS);
  await app.services.presence.start();
}

/** Waits for a value that arrives from now on (a feed's waitFor also matches values it already received). */
function nextFrom<T>(feed: Received<T>, predicate: (value: T) => boolean, timeoutMs = 2000): Promise<T> {
  const from = feed.values.length;
  return feed.waitFor((value) => feed.values.indexOf(value, from) >= from && predicate(value), timeoutMs);
}

async function signIn(t: { server: FastifyInstance }, name: string, password: string): Promise<string> {
  const response = await t.server.inject({ method: 'POST', url: '/api/admin/auth', payload: { name, password } });
  expect(response.json()).toMatchObject({ success: true, account: name });
  return response.json().sessionId;
}

const graphqlOn = (server: FastifyInstance) => async (query: string, variables: Record<string, unknown>, token?: string) => {
  const response = await server.inject({
    method: 'POST',
    url: '/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query, variables },
  });
  return response.json() as { data?: Record<string, Presence>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
};

describe.each(databaseKinds)('who else has an image open, on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let admin: string;
  let bea: string;
  const clients: Client[] = [];
  const client = (token?: string) => {
    const made = wsClient(url, token);
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withShortTimings(t.app);
    await t.app.services.auth.accounts.add('bea', BEA_PASSWORD, { actor: 'system:test', requestId: 'test', time: new Date().toISOString() });
    admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    bea = await signIn(t, 'bea', BEA_PASSWORD);
    url = await t.listen();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((made) => made.dispose()));
    await expect.poll(async () => (await t.app.db.query('SELECT tab_id FROM admin_presence')).length, { timeout: 2000 }).toBe(0);
  });
  afterAll(() => t?.close());

  it('shows each of two administrators on one image the other within 2 seconds, and keeps presence out of the event log', async () => {
    const eventsBefore = await t.eventCount();
    const startedAt = Date.now();
    const adminFeed = subscribe<Presence>(client(admin), presenceFeed, { imageId, tabId: newTab() });
    const beaFeed = subscribe<Presence>(client(bea), presenceFeed, { imageId, tabId: newTab() });
    const seenByAdmin = await adminFeed.waitFor((presence) => names(presence).includes('bea'), 2000);
    const seenByBea = await beaFeed.waitFor((presence) => names(presence).includes('admin'), 2000);
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(seenByAdmin).toMatchObject({ editing: false, takenOverBy: null, viewers: [{ account: 'bea', editing: false, sameAccount: false }] });
    expect(seenByBea.viewers).toHaveLength(1);
    expect(Date.parse(seenByBea.viewers[0]!.since)).not.toBeNaN();
    // Nobody sees their own tab, nor the tab id of another.
    expect(JSON.stringify(seenByAdmin)).not.toMatch(/tab-/);
    expect(await t.eventCount()).toBe(eventsBefore);
  });

  it('shows another tab of the same account as such, and a tab on another image not at all', async () => {
    const first = subscribe<Presence>(client(admin), presenceFeed, { imageId, tabId: newTab() });
    subscribe<Presence>(client(admin), presenceFeed, { imageId, tabId: newTab() });
    subscribe<Presence>(client(bea), presenceFeed, { imageId: 'img-creators-early-punctuation-wall', tabId: newTab() });
    const seen = await first.waitFor((presence) => presence.viewers.length === 1);
    expect(seen.viewers[0]).toMatchObject({ account: 'admin', sameAccount: true });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(first.values.at(-1)!.viewers.map((viewer) => viewer.account)).toEqual(['admin']);
  });

  it('removes the presence as soon as the subscription ends, and deletes its row', async () => {
    const adminFeed = subscribe<Presence>(client(admin), presenceFeed, { imageId, tabId: newTab() });
    const beaTab = newTab();
    const beaFeed = subscribe<Presence>(client(bea), presenceFeed, { imageId, tabId: beaTab });
    await adminFeed.waitFor((presence) => names(presence).includes('bea'));
    await beaFeed.waitFor((presence) => names(presence).includes('admin'));
    const leftAt = Date.now();
    const gone = nextFrom(adminFeed, (presence) => presence.viewers.length === 0, 3000);
    beaFeed.stop();
    await gone;
    expect(Date.now() - leftAt).toBeLessThan(2000);
    expect(await t.app.db.query('SELECT tab_id FROM admin_presence WHERE tab_id = $1', [beaTab])).toEqual([]);
  });

  it('ignores a tab whose heartbeat stopped (its process went away) after the stale period (4 s; 1.5 s here)', async () => {
    const adminFeed = subscribe<Presence>(client(admin), presenceFeed, { imageId, tabId: newTab() });
    await adminFeed.waitFor(() => true);
    await t.app.db.query(
      `INSERT INTO admin_presence (tab_id, lease, account, image_id, opened_at, last_seen_at) VALUES ('tab-of-a-dead-process', 'gone', 'bea', $1, now(), now())`,
      [imageId],
    );
    await adminFeed.waitFor((presence) => names(presence).includes('bea'), 2000);
    await nextFrom(adminFeed, (presence) => presence.viewers.length === 0, 6000);
    await expect.poll(async () => (await t.app.db.query("SELECT 1 FROM admin_presence WHERE tab_id = 'tab-of-a-dead-process'")).length, { timeout: 10_000 }).toBe(0);
  }, 15_000);

  it('shows who is editing, and a take-over tells the other editor who took over at once', async () => {
    const adminTab = newTab();
    const beaTab = newTab();
    const adminFeed = subscribe<Presence>(client(admin), presenceFeed, { imageId, tabId: adminTab });
    const beaFeed = subscribe<Presence>(client(bea), presenceFeed, { imageId, tabId: beaTab });
    await adminFeed.waitFor((presence) => names(presence).includes('bea'));

    const editing = await t.graphql(setEditing, { imageId, tabId: adminTab, editing: true }, { authorization: `Bearer ${admin}` });
    expect(editing.errors).toBeUndefined();
    expect(editing.data!.setImagePresence).toMatchObject({ editing: true, takenOverBy: null, viewers: [{ account: 'bea', editing: false }] });
    await beaFeed.waitFor((presence) => names(presence).includes('admin (editing)'), 2000);

    const takenAt = Date.now();
    const taken = await t.graphql(takeOver, { imageId, tabId: beaTab }, { authorization: `Bearer ${bea}` });
    expect(taken.errors).toBeUndefined();
    expect(taken.data!.takeOverImage).toEqual({ editing: true, takenOverBy: null, viewers: [{ account: 'admin', editing: false }] });
    const told = await adminFeed.waitFor((presence) => presence.takenOverBy !== null, 2000);
    expect(Date.now() - takenAt).toBeLessThan(2000);
    expect(told).toMatchObject({ editing: false, takenOverBy: 'bea', viewers: [{ account: 'bea', editing: true }] });

    // Closing the form (or editing again) ends the notice.
    const cleared = nextFrom(adminFeed, (presence) => presence.takenOverBy === null && names(presence).includes('bea (editing)'));
    await t.graphql(setEditing, { imageId, tabId: adminTab, editing: false }, { authorization: `Bearer ${admin}` });
    await cleared;
  });

  it('refuses a visitor: the subscription and both mutations answer admin session required', async () => {
    const feed = subscribe<Presence>(client(), presenceFeed, { imageId, tabId: newTab() });
    await expect.poll(() => feed.errors.length, { timeout: 2000 }).toBeGreaterThan(0);
    expect(JSON.stringify(feed.errors)).toContain('admin session required');
    expect(feed.values).toEqual([]);
    for (const [query, variables] of [
      [setEditing, { imageId, tabId: newTab(), editing: true }],
      [takeOver, { imageId, tabId: newTab() }],
    ] as const) {
      const body = await t.graphql(query, variables);
      expect(body.errors?.[0]).toMatchObject({ message: 'admin session required: sign in again', extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect(await t.app.db.query('SELECT tab_id FROM admin_presence')).toEqual([]);
  });

  it('ends an open presence with admin session required when its session is signed out, and removes it', async () => {
    const token = await signIn(t, 'bea', BEA_PASSWORD);
    const adminFeed = subscribe<Presence>(client(admin), presenceFeed, { imageId, tabId: newTab() });
    const beaFeed = subscribe<Presence>(client(token), presenceFeed, { imageId, tabId: newTab() });
    await adminFeed.waitFor((presence) => names(presence).includes('bea'));
    const gone = nextFrom(adminFeed, (presence) => presence.viewers.length === 0, 3000);
    await t.server.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}` } });
    await expect.poll(() => JSON.stringify(beaFeed.errors), { timeout: 2000 }).toContain('admin session required');
    await gone;
  });

  it("refuses another account's tab id, and a malformed one", async () => {
    const adminTab = newTab();
    subscribe<Presence>(client(admin), presenceFeed, { imageId, tabId: adminTab });
    await expect.poll(async () => (await t.app.db.query('SELECT 1 FROM admin_presence WHERE tab_id = $1', [adminTab])).length).toBe(1);
    const stolen = await t.graphql(takeOver, { imageId, tabId: adminTab }, { authorization: `Bearer ${bea}` });
    expect(stolen.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const feed = subscribe<Presence>(client(bea), presenceFeed, { imageId, tabId: adminTab });
    await expect.poll(() => JSON.stringify(feed.errors), { timeout: 2000 }).toContain('in use by another administrator');
    const malformed = await t.graphql(setEditing, { imageId, tabId: 'x', editing: true }, { authorization: `Bearer ${bea}` });
    expect(malformed.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

/** A second server on the same PostgreSQL database: its own pool, LISTEN connection and subscribers. */
async function secondServer(first: TestApp): Promise<{ app: App; server: FastifyInstance; url: string; close(): Promise<void> }> {
  const config = loadConfig({
    DATA_DIR: `${first.dataDir}/second`,
    DATABASE_URL: first.app.config.DATABASE_URL,
    ADMIN_PASSWORD,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
  });
  const app = await createApp(config, createLogger(config));
  const server = await buildServer(app);
  await server.ready();
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    server,
    url,
    async close() {
      await server.close();
      await app.close();
    },
  };
}

describe.each(databaseKinds.filter((kind) => kind === 'postgresql'))('presence across two server processes on one %s database', (kind) => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondServer>>;
  let urlA: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    a = await startTestApp(kind);
    await a.app.services.auth.accounts.add('bea', BEA_PASSWORD, { actor: 'system:test', requestId: 'test', time: new Date().toISOString() });
    await withShortTimings(a.app);
    urlA = await a.listen();
    b = await secondServer(a);
    await withShortTimings(b.app);
  });
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((made) => made.dispose()));
    await b?.close();
    await a?.close();
  });

  it('shows a tab open through one process to a tab of the other within 2 seconds, tells a take-over through the other, and removes it when it closes', async () => {
    const admin = await signIn(a, 'admin', ADMIN_PASSWORD);
    const bea = await signIn(b, 'bea', BEA_PASSWORD);
    const onA = wsClient(urlA, admin);
    const onB = wsClient(b.url, bea);
    clients.push(onA, onB);
    const adminTab = newTab();
    const beaTab = newTab();
    const startedAt = Date.now();
    const adminFeed = subscribe<Presence>(onA, presenceFeed, { imageId, tabId: adminTab });
    const beaFeed = subscribe<Presence>(onB, presenceFeed, { imageId, tabId: beaTab });
    await adminFeed.waitFor((presence) => names(presence).includes('bea'), 2000);
    await beaFeed.waitFor((presence) => names(presence).includes('admin'), 2000);
    expect(Date.now() - startedAt).toBeLessThan(2000);

    // The mutation goes to process A, the taken-over tab's feed lives in process B.
    expect((await graphqlOn(a.server)(setEditing, { imageId, tabId: beaTab, editing: true }, bea)).errors).toBeUndefined();
    await adminFeed.waitFor((presence) => names(presence).includes('bea (editing)'), 2000);
    const takenAt = Date.now();
    expect((await graphqlOn(a.server)(takeOver, { imageId, tabId: adminTab }, admin)).errors).toBeUndefined();
    expect(await beaFeed.waitFor((presence) => presence.takenOverBy !== null, 2000)).toMatchObject({ takenOverBy: 'admin', editing: false });
    expect(Date.now() - takenAt).toBeLessThan(2000);

    const leftAt = Date.now();
    const gone = nextFrom(adminFeed, (presence) => presence.viewers.length === 0, 3000);
    beaFeed.stop();
    await gone;
    expect(Date.now() - leftAt).toBeLessThan(2000);
    onA.terminate();
    onB.terminate();
  });

  it('drops the tabs of a process that stopped without closing them within the stale period and 1.5 s (5.5 s; 3 s here)', async () => {
    const admin = await signIn(a, 'admin', ADMIN_PASSWORD);
    const third = await secondServer(a);
    await withShortTimings(third.app);
    const bea = await signIn(third, 'bea', BEA_PASSWORD);
    const onA = wsClient(urlA, admin);
    clients.push(onA);
    const adminFeed = subscribe<Presence>(onA, presenceFeed, { imageId, tabId: newTab() });
    const onThird = wsClient(third.url, bea);
    subscribe<Presence>(onThird, presenceFeed, { imageId, tabId: newTab() });
    await adminFeed.waitFor((presence) => names(presence).includes('bea'), 2000);
    // The process stops its heartbeats and its feeds without their rows going (as when it is killed).
    const gone = nextFrom(adminFeed, (presence) => presence.viewers.length === 0, 6000);
    void third.app.services.presence.stop();
    const stoppedAt = Date.now();
    await gone;
    expect(Date.now() - stoppedAt).toBeLessThan(SHORT_TIMINGS.staleSeconds * 1000 + 1500);
    onThird.terminate();
    await third.close();
  }, 15_000);
});
