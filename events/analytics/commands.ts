import type { Database } from '../../prisma/database.ts';
import { NotFoundError } from '../store/errors.ts';
import type { EventMetadata } from '../store/eventType.ts';
import { handleCommand } from '../store/handleCommand.ts';
import type { EventStore } from '../store/store.ts';
import { initialVisitorState, visitorDecider, type VisitorCommand } from './decide.ts';
import { analyticsStream } from './events.ts';

/**
 * A session's writes never conflict: a visit, once recorded, stays. The decider consults the
 * session's visits only for time on a page, so nothing is read for the other writes.
 */
export function recordVisitorCommand(store: EventStore, sessionId: string, command: Exclude<VisitorCommand, { type: 'RecordTimeOnPage' }>, metadata: EventMetadata) {
  return handleCommand(store, analyticsStream(sessionId), visitorDecider, command, { metadata, readState: async () => initialVisitorState() });
}

/** Time on a page goes to the stream of the visit's session; the page visits read model says which, and that it exists. */
export async function recordTimeOnPage(store: EventStore, db: Database, visitId: string, timeSpent: number, metadata: EventMetadata) {
  const visit = await db.prisma.pageVisit.findUnique({ where: { id: visitId }, select: { sessionId: true } });
  if (!visit) throw new NotFoundError(`page visit ${visitId}`);
  const command: VisitorCommand = { type: 'RecordTimeOnPage', visitId, timeSpent };
  return handleCommand(store, analyticsStream(visit.sessionId), visitorDecider, command, { metadata, readState: async () => ({ visits: new Set([visitId]) }) });
}
