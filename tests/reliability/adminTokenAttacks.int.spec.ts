/**
 * Attacks on the admin area's sessions (issue 11, item 5): stolen, forged, revoked, expired and stale
 * tokens over REST, GraphQL and graphql-ws, across a server restart, and an open admin feed whose
 * session ends.
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AdminSessions } from '../../api/auth/adminSessions.ts';
import { AuthService } from '../../api/auth/authService.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';
import { adminRequests, bearer, IMAGE_ID, startAfterRestart, type AdminAttackServer } from './adminAttacksSupport.ts';

const MINUTE = 60_000;

describe.each(databaseKinds)('attacks on the admin area on %s', (kind) => {
  let test: TestDatabase;
  let t: AdminAttackServer;
  let url: string;
  /** Signed out through the previous server process on the same data: refused after the restart too. */
  let tokenFromBeforeRestart: string;
  /** Issued by the previous server process and never signed out: sessions live in the database, so it still works. */
  let liveFromBeforeRestart: string;
  /** Issued before the restart and idle for 31 minutes by then. */
  let expiredBeforeRestart: string;

  beforeAll(async () => {
    ({ test, t, url, tokenFromBeforeRestart, liveFromBeforeRestart, expiredBeforeRestart } = await startAfterRestart(kind));
  });
  afterAll(async () => {
    await t?.close();
    await test?.drop();
  });

  const { inject, eventCount, login, gql, description } = adminRequests(() => t);

  /** Every admin-only call over REST and GraphQL with the given authorization header: all 401, nothing appended. */
  async function refusedOverHttp(authorization: string | undefined, label: string) {
    const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
    const rest: InjectOptions[] = [
      { method: 'PATCH', url: `/api/creative/images/${IMAGE_ID}`, headers, payload: { description: 'defaced' } },
      { method: 'POST', url: '/api/creative/usage/scan', headers },
      { method: 'POST', url: '/api/admin/logout', headers },
    ];
    for (const request of rest) {
      const response = await inject(request);
      expect(response.statusCode, `${label}: ${request.method} ${request.url} → ${response.body}`).toBe(401);
      expect(response.body).toMatch(/admin session required|no active admin session/);
    }
    const operations = [
      [`mutation { editImage(id: "${IMAGE_ID}", input: { description: "defaced" }) { id description } }`, 'editImage'],
      [`mutation { setRejectionReason(ids: ["${IMAGE_ID}"], rejectionReason: "defaced") { id } }`, 'setRejectionReason'],
      ['mutation { scanUsage { success } }', 'scanUsage'],
      ['mutation { adminLogout }', 'adminLogout'],
      ['{ eventLog(limit: 1000) { type data metadata } }', 'eventLog'],
      ['{ adminSession { account } }', 'adminSession'],
    ] as const;
    for (const [query, field] of operations) {
      const response = await gql(query, {}, headers);
      const body = response.json();
      expect(response.statusCode, `${label}: ${field} → ${response.body}`).toBe(401);
      expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(body.data?.[field] ?? null).toBeNull();
      expect(response.body).not.toMatch(/"metadata"|"actor"|"tokenId":"/);
    }
  }

  /**
   * The admin event feed and admin mutations over graphql-ws, once per set of connection params (all at
   * once): every attempt refused, and an event appended afterwards reaches none of the refused feeds.
   */
  async function refusedOverSocket(attempts: Record<string, Record<string, unknown>>) {
    const clients: Client[] = [];
    const open = (connectionParams: Record<string, unknown>) => {
      const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
      clients.push(client);
      return client;
    };
    const started = Object.entries(attempts).map(([label, params]) => ({
      label,
      feed: subscribe(open(params), 'subscription { eventAppended { type data metadata } }'),
      edit: subscribe(open(params), `mutation { editImage(id: "${IMAGE_ID}", input: { description: "defaced over the socket" }) { id } }`),
      scan: subscribe(open(params), 'mutation { scanUsage { success } }'),
    }));
    for (const { label, feed, edit, scan } of started) {
      for (const attempt of [feed, edit, scan]) {
        await expect.poll(() => attempt.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
        expect(JSON.stringify(attempt.errors), label).toMatch(/4403|Forbidden|admin session required/);
        expect(attempt.values.filter((value) => value !== null), label).toEqual([]);
      }
    }
    // an event appended now must not reach any refused feed
    await inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'socket-probe', path: '/probe' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const { label, feed, edit, scan } of started) {
      expect(feed.values, label).toEqual([]);
      for (const attempt of [feed, edit, scan]) attempt.stop();
    }
    await Promise.all(clients.map((client) => client.dispose()));
  }

  it('keeps a session issued before a restart, over REST, GraphQL and graphql-ws', async () => {
    expect((await gql('{ adminSession { account } }', {}, bearer(liveFromBeforeRestart))).json().data.adminSession).toEqual({ account: 'admin' });
    const client = wsClient(url, liveFromBeforeRestart);
    const feed = subscribe<{ type: string }>(client, 'subscription { eventAppended { type } }');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await inject({ method: 'POST', url: `/api/creative/images/${IMAGE_ID}/download` })).statusCode).toBe(200);
    await expect.poll(() => feed.values.map((value) => value.type), { timeout: 5000 }).toContain('ImageDownloaded');
    expect(feed.errors).toEqual([]);
    feed.stop();
    await client.dispose();
  });

  it('refuses random, malformed, revoked and pre-restart tokens over REST, GraphQL and graphql-ws, appending nothing', async () => {
    const revoked = await login();
    expect((await inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(revoked) })).json()).toEqual({ success: true });
    const live = await login();
    const originalDescription = await description();
    const tokens: Record<string, string> = {
      random: randomBytes(32).toString('base64url'),
      'random, other alphabet': randomBytes(32).toString('base64'),
      revoked,
      'signed out before a restart': tokenFromBeforeRestart,
      'idle-expired before a restart': expiredBeforeRestart,
      'live token plus a character': `${live}A`,
      'live token minus a character': live.slice(0, -1),
      'live token, one character changed': `${live.slice(0, -1)}${live.endsWith('A') ? 'B' : 'A'}`,
      'live token upper-cased': live.toUpperCase() === live ? live.toLowerCase() : live.toUpperCase(),
      'its token id': '0123456789ab',
      '43 zeros': '0'.repeat(43),
      'SQL-ish': "' OR '1'='1",
      'path-ish': '../../admin-password.argon2',
    };
    const headers: Record<string, string | undefined> = {
      none: undefined,
      'empty bearer': 'Bearer ',
      'scheme only': 'Bearer',
      'live token without a scheme': live,
      'live token under Basic': `Basic ${live}`,
      'two tokens': `Bearer ${live} ${live}`,
      'live token, percent-encoded suffix': `Bearer ${live}%00`,
      ...Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, `Bearer ${token}`])),
    };
    const before = await eventCount();
    for (const [name, header] of Object.entries(headers)) await refusedOverHttp(header, name);
    await refusedOverSocket({
      ...Object.fromEntries(Object.entries(tokens).flatMap(([name, token]) => [[`${name} (authorization)`, { authorization: `Bearer ${token}` }], [`${name} (token)`, { token }]])),
      'no token': {},
      'empty bearer': { authorization: 'Bearer ' },
      'live token without a scheme': { authorization: live },
    });
    expect(await eventCount()).toBe(before + 1); // the probe page visit only, which no refused feed saw
    expect(await description()).toBe(originalDescription);
    // the live token itself still works: the refusals were about the tokens, not a broken route
    expect((await gql('{ adminSession { account } }', {}, bearer(live))).json().data.adminSession.account).toBe('admin');
  });

  it('refuses expired tokens (30 minutes idle, 8 hours absolute) on every channel', async () => {
    let now = Date.now();
    const original = t.app.services.auth;
    t.app.services.auth = new AuthService(original.accounts, new AdminSessions(t.app.db, { now: () => now }), original.throttle, t.app.store);
    try {
      const idle = await login();
      const active = await login();
      now += 29 * MINUTE;
      expect((await gql('{ adminSession { account } }', {}, bearer(active))).statusCode).toBe(200);
      now += 2 * MINUTE; // idle: 31 minutes since its last use; active: 2 minutes
      const before = await eventCount();
      await refusedOverHttp(`Bearer ${idle}`, 'idle-expired');
      expect((await gql('{ adminSession { account } }', {}, bearer(active))).statusCode).toBe(200);
      // kept busy every 20 minutes, it still ends 8 hours after sign-in
      for (let elapsed = 31 * MINUTE; elapsed <= 8 * 60 * MINUTE - 20 * MINUTE; elapsed += 20 * MINUTE) {
        now += 20 * MINUTE;
        expect((await gql('{ adminSession { account } }', {}, bearer(active))).statusCode).toBe(200);
      }
      now += 25 * MINUTE;
      await refusedOverHttp(`Bearer ${active}`, 'absolute-expired');
      await refusedOverSocket({ 'idle-expired': { authorization: `Bearer ${idle}` }, 'absolute-expired': { token: active } });
      expect(await eventCount()).toBe(before + 1); // the socket check's probe page visit only
    } finally {
      t.app.services.auth = original;
    }
  });

  it('ends an open admin event feed at the first event after its session is revoked', async () => {
    const token = await login();
    const client = wsClient(url, token);
    const feed = subscribe<{ type: string; data: { path?: string } }>(client, 'subscription { eventAppended { type data } }');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'feed-1', path: '/while-signed-in' } });
    await feed.waitFor((event) => event.data.path === '/while-signed-in');
    expect((await inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) })).statusCode).toBe(200);
    await inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'feed-2', path: '/after-sign-out' } });
    await expect.poll(() => feed.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(JSON.stringify(feed.errors)).toMatch(/admin session required/);
    expect(feed.values.map((event) => event.data.path)).not.toContain('/after-sign-out');
    feed.stop();
    await client.dispose();
  });
});
