/**
 * What the admin-area attack suites share: the server started on a given database (so that a second
 * start can reuse the first one's data), the server restarted with sessions from before, and the
 * requests and reads they make against it.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { createApp, type App } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { createLogger } from '../../api/logger.ts';
import { buildServer } from '../../api/server.ts';
import { ADMIN_PASSWORD } from '../support/app.ts';
import type { DatabaseKind } from '../../prisma/database.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';

export const IMAGE_ID = 'img-families-hero-garden-hearth';

/** The app and server on an existing database (so that a second start can reuse the first one's data). */
export async function startOn(test: TestDatabase) {
  const config = loadConfig({
    DATA_DIR: test.dataDir,
    DATABASE_URL: test.url,
    ADMIN_PASSWORD,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
  });
  const app: App = await createApp(config, createLogger(config));
  const server: FastifyInstance = await buildServer(app);
  await server.ready();
  return {
    app,
    server,
    async close() {
      await server.close();
      await app.close();
    },
  };
}

export type AdminAttackServer = Awaited<ReturnType<typeof startOn>>;

/**
 * A fresh database whose first server process issued three sessions and signed one out, then stopped;
 * the second process, started on the same data, listens on a free loopback port.
 */
export async function startAfterRestart(kind: DatabaseKind) {
  const test = await createTestDatabase(kind);
  try {
    const first = await startOn(test);
    const signIn = async () => (await first.server.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: ADMIN_PASSWORD } })).json().sessionId as string;
    const tokenFromBeforeRestart = await signIn();
    expect(tokenFromBeforeRestart).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const logout = await first.server.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${tokenFromBeforeRestart}` } });
    expect(logout.statusCode).toBe(200);
    const liveFromBeforeRestart = await signIn();
    const expiredBeforeRestart = await signIn();
    await first.app.db.query("UPDATE admin_auth_sessions SET last_seen_at = last_seen_at - interval '31 minutes' WHERE token_hash = $1", [
      createHash('sha256').update(expiredBeforeRestart).digest('hex'),
    ]);
    await first.close();
    const t = await startOn(test);
    const url = await t.server.listen({ port: 0, host: '127.0.0.1' });
    return { test, t, url, tokenFromBeforeRestart, liveFromBeforeRestart, expiredBeforeRestart };
  } catch (error) {
    await test.drop();
    throw error;
  }
}

/**
 * Requests to and reads from the server `current` returns; it is called on each use, so a suite can
 * build these before its beforeAll has started the server.
 */
export function adminRequests(current: () => AdminAttackServer) {
  const inject = (options: InjectOptions) => current().server.inject(options);
  const eventCount = async () => Number((await current().app.db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM events'))[0]!.n);
  const login = async (remoteAddress = '127.0.0.1') =>
    (await inject({ method: 'POST', url: '/api/admin/auth', payload: { password: ADMIN_PASSWORD }, remoteAddress })).json().sessionId as string;
  const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables }, remoteAddress });
  const description = async () => (await current().app.db.prisma.creativeImage.findUniqueOrThrow({ where: { id: IMAGE_ID } })).description;
  return { inject, eventCount, login, gql, description };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
