import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { recordTimeOnPage, recordVisitorCommand } from '../../events/analytics/commands.ts';
import { forgetVisitor, type ForgetResult } from '../../events/analytics/forget.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { Database } from '../../prisma/database.ts';
import { parseInput } from '../errors.ts';
import { browserFamily } from './browserFamily.ts';

const sessionId = z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters');
const path = z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty').max(2000, 'must be at most 2,000 characters').startsWith('/', 'must start with /');

export const pageVisitSchema = z
  .object({
    sessionId,
    path,
    referrer: z.string().max(2000, 'must be at most 2,000 characters').nullable().optional(),
    userAgent: z.string().max(1000, 'must be at most 1,000 characters').optional(),
  })
  .strict();
export const navigationSchema = z.object({ sessionId, fromPath: path, toPath: path }).strict();
export const adminSessionSchema = z.object({ sessionId }).strict();
/** The client's beacon sends seconds as a string; numbers are accepted too. */
export const timeSpentSchema = z
  .object({ timeSpent: z.union([z.string().regex(/^\d{1,6}$/, 'must be whole seconds'), z.number().int()]).transform(Number).pipe(z.number().int().min(0).max(86400, 'must be at most 86,400 seconds')) })
  .strict();
export const visitIdSchema = z.uuid('is not a visit id');

/** Where a visitor came from, as scheme and host only: a full referrer can carry their search terms or ids. */
export function referrerOrigin(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const { origin, protocol } = new URL(referrer);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** Visitor analytics for GraphQL and REST: validates and normalises input, then records it in the visitor's session stream. */
export class AnalyticsService {
  constructor(
    private readonly store: EventStore,
    private readonly db: Database,
  ) {}

  async recordPageVisit(input: unknown, requestUserAgent: string, metadata: EventMetadata): Promise<{ id: string }> {
    const visit = parseInput(pageVisitSchema, input ?? {});
    const visitId = randomUUID();
    await recordVisitorCommand(
      this.store,
      visit.sessionId,
      {
        type: 'RecordPageVisit',
        visitId,
        sessionId: visit.sessionId,
        path: visit.path,
        referrer: referrerOrigin(visit.referrer),
        userAgent: browserFamily(visit.userAgent ?? requestUserAgent),
      },
      metadata,
    );
    return { id: visitId };
  }

  async recordNavigation(input: unknown, metadata: EventMetadata): Promise<{ success: true }> {
    const navigation = parseInput(navigationSchema, input ?? {});
    await recordVisitorCommand(this.store, navigation.sessionId, { type: 'RecordNavigation', navigationId: randomUUID(), ...navigation }, metadata);
    return { success: true };
  }

  /** Callers check the admin scope: only a signed-in administrator marks a session as own traffic. */
  async markAdminSession(input: unknown, metadata: EventMetadata): Promise<{ success: true }> {
    const { sessionId } = parseInput(adminSessionSchema, input ?? {});
    await recordVisitorCommand(this.store, sessionId, { type: 'MarkSessionAsAdmin', sessionId }, metadata);
    return { success: true };
  }

  /**
   * Callers check the admin scope. Removes every trace of the session from the log and the read models
   * (events/analytics/forget.ts); an unknown session is a NotFoundError.
   */
  async forgetVisitor(input: unknown, metadata: EventMetadata): Promise<ForgetResult> {
    const { sessionId } = parseInput(adminSessionSchema, input ?? {});
    return forgetVisitor(this.db, sessionId, metadata, this.store.bus);
  }

  async recordTimeSpent(visitId: unknown, input: unknown, metadata: EventMetadata): Promise<{ success: true }> {
    const id = parseInput(visitIdSchema, visitId, 'id');
    const { timeSpent } = parseInput(timeSpentSchema, input ?? {});
    await recordTimeOnPage(this.store, this.db, id, timeSpent, metadata);
    return { success: true };
  }
}
