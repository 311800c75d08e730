import type { Database } from '../../prisma/database.ts';
import { NotFoundError } from '../errors.ts';
import type { EventMetadata } from '../eventType.ts';
import { handleCommand } from '../handleCommand.ts';
import type { EventStore } from '../store.ts';
import { visitorDecider, type VisitorCommand } from './decide.ts';
import { analyticsStream } from './events.ts';

/** A session's writes never conflict: a visit, once recorded, stays, so a refusal cannot turn wrong meanwhile. */
export function recordVisitorCommand(store: EventStore, sessionId: string, command: VisitorCommand, metadata: EventMetadata) {
  return handleCommand(store, analyticsStream(sessionId), visitorDecider, command, { metadata, anyOrder: true });
}

/** Time on a page goes to the stream of the visit's session, found through the page visits read model. */
export async function recordTimeOnPage(store: EventStore, db: Database, visitId: string, timeSpent: number, metadata: EventMetadata) {
  const visit = await db.prisma.pageVisit.findUnique({ where: { id: visitId }, select: { sessionId: true } });
  if (!visit) throw new NotFoundError(`page visit ${visitId}`);
  return recordVisitorCommand(store, visit.sessionId, { type: 'RecordTimeOnPage', visitId, timeSpent }, metadata);
}
