import { randomUUID } from 'node:crypto';
import { analyticsStream, NavigationRecorded, PageVisited, TimeOnPageRecorded } from '../../events/analytics/events.ts';
import { Readable } from 'node:stream';
import { importEvents } from '../../events/maintenance/import.ts';
import { readModelDigest } from '../../events/maintenance/replay.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { DatabaseKind } from '../../prisma/database.ts';
import type { TestApp } from './app.ts';
import { openMigratedDatabase } from './databases.ts';

/** One session's visits on a UTC day, each with its visible seconds, and the navigations between them, at chosen times. */
export async function browse(
  store: EventStore,
  sessionId: string,
  day: string,
  pages: { path: string; seconds?: number; actor?: string }[],
  userAgent = 'Chrome',
): Promise<void> {
  let previous: string | undefined;
  for (const [index, page] of pages.entries()) {
    const metadata = { actor: page.actor ?? 'visitor', time: `${day}T10:0${index}:00.000Z` };
    const visitId = randomUUID();
    await store.append(analyticsStream(sessionId), [PageVisited({ visitId, sessionId, path: page.path, referrer: null, userAgent })], { metadata });
    if (previous) {
      await store.append(analyticsStream(sessionId), [NavigationRecorded({ navigationId: randomUUID(), sessionId, fromPath: previous, toPath: page.path })], { metadata });
    }
    if (page.seconds) await store.append(analyticsStream(sessionId), [TimeOnPageRecorded({ visitId, timeSpent: page.seconds })], { metadata });
    previous = page.path;
  }
}

export const DASHBOARD = `query Dashboard($from: String!, $to: String!, $fromPath: String) {
  analyticsDashboard(from: $from, to: $to) {
    from to visits sessions averageSecondsOnPage
    excluded { botVisits adminVisits }
    days { day visits sessions downloads }
    topPages { path visits sessions }
    entryPages { path visits sessions }
    nextPages { fromPath toPath count }
    drillDown: nextPages(fromPath: $fromPath) { fromPath toPath count }
    timeOnPage { path averageSeconds timedVisits }
    downloadsByImage { imageId title downloads }
    chatQuestions { answered unanswered }
  }
}`;

/** The digest of the read models an admin export of the app's log builds when imported into an empty database. */
export async function digestOfReimportedExport(t: TestApp, admin: Record<string, string>, kind: DatabaseKind): Promise<string> {
  const response = await t.server.inject({ method: 'GET', url: '/api/admin/events/export?format=ndjson', headers: admin });
  const target = await openMigratedDatabase(kind);
  try {
    await importEvents(target.db, Readable.from(response.body.split('\n')));
    return await readModelDigest(target.db);
  } finally {
    await target.close();
  }
}
