/**
 * What every hostile-input suite shares: the server they attack (limiters on, every catalog file present,
 * the first renders done before counting), what must never reach a client, and how many runs each takes.
 */
import { expect } from 'vitest';
import { storeSeedFiles } from '../support/seedFiles.ts';
import type { DatabaseKind } from '../../prisma/database.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

/**
 * A source location, a stack frame ("at fn (/path/file.js:1:2)", "at file:///x.js:1:2") or an installed
 * module's path: internals that must never reach a client. (The looser `at .*\(` also matches prose
 * that answers legitimately echo, e.g. "must be at most 200 characters; Unrecognized key: \"(\"".)
 */
export const LEAK = /\.ts:\d+|node_modules|\bat (?:[\w$.<>[\] ]+ \()?(?:file:\/\/|node:|\/)[^\s"')]*:\d+:\d+/;
export const IMAGE_ID = 'img-founders-hero-geometric-lighthouse';

/** IMAGE_ID's full-resolution file, as the media route serves it. */
export const imageFilePathOf = async (t: TestApp) => ((await t.server.inject({ url: `/api/creative/images/${IMAGE_ID}` })).json() as { filePath: string }).filePath;
const SCALE = Number(process.env.HOSTILE_SCALE ?? 1);
export const RUNS = { rest: 300 * SCALE, graphql: 300 * SCALE, socket: 100 * SCALE, traversal: 200 * SCALE };

export interface HostileApp {
  t: TestApp;
  /** A valid administrator token. */
  token: string;
  /** The id of a recorded page visit. */
  visitId: string;
  /** The base URL the server listens on (for sockets and raw requests). */
  url: string;
}

/** The server on a fresh database of the given kind, ready to be attacked and to count what it appends. */
export async function startHostileApp(kind: DatabaseKind): Promise<HostileApp> {
  // The limiters run (keyed by random IPv4 and IPv6 clients) with a budget no fuzz run reaches.
  const t = await startTestApp(kind, { RATE_LIMITS: 'true', WRITE_LIMIT_PER_MINUTE: '100000' });
  try {
    // Every catalog file present, so the public repair path has nothing to do and appends nothing.
    await storeSeedFiles(t);
    // The static gallery renders its three samples on first request (a valid write): done here, before counting.
    expect((await t.server.inject({ url: '/api/images/static-gallery' })).statusCode).toBe(200);
    // Likewise the generation with every parameter at its default (no input, null or {}), which later ones find cached.
    expect((await t.server.inject({ method: 'POST', url: '/api/images/generate', payload: {} })).statusCode).toBe(200);
    const token = await t.login();
    const visitId = (await t.server.inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'hostile-setup', path: '/' } })).json().id;
    const url = await t.listen();
    return { t, token, visitId, url };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** Logs how many hostile inputs a suite sent on one database. */
export function reportTried(kind: DatabaseKind, tried: Record<string, number>) {
  const total = Object.values(tried).reduce((a, b) => a + b, 0);
  console.info(`hostile inputs on ${kind}: ${JSON.stringify(tried)}, total ${total}`);
}
