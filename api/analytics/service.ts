import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EventMetadata } from '../../events/eventType.ts';
import { NavigationRecorded, PageVisited, TimeOnPageRecorded, VisitorSessionMarkedAsAdmin, analyticsStream } from '../../events/analytics/events.ts';
import type { App } from '../app.ts';
import { notFound, UserError } from '../errors.ts';
import { browserFamily } from './browserFamily.ts';

const sessionId = z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters');
const path = z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty').max(2000, 'must be at most 2,000 characters').startsWith('/', 'must start with /');

const pageVisitSchema = z
  .object({
    sessionId,
    path,
    referrer: z.string().max(2000, 'must be at most 2,000 characters').nullable().optional(),
    userAgent: z.string().max(1000, 'must be at most 1,000 characters').optional(),
  })
  .strict();
const navigationSchema = z.object({ sessionId, fromPath: path, toPath: path }).strict();
const adminSessionSchema = z.object({ sessionId }).strict();
/** The client sends seconds as a string (SPEC section 7); numbers are accepted too. */
const timeSpentSchema = z
  .object({ timeSpent: z.union([z.string().regex(/^\d{1,6}$/, 'must be whole seconds'), z.number().int()]).transform(Number).pipe(z.number().int().min(0).max(86400, 'must be at most 86,400 seconds')) })
  .strict();
const visitIdSchema = z.uuid('is not a visit id');

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

const parse = <T>(schema: z.ZodType<T>, input: unknown): T => {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw UserError.fromZod(result.error);
  return result.data;
};

export class AnalyticsService {
  constructor(private readonly app: App) {}

  async recordPageVisit(input: unknown, requestUserAgent: string, metadata: EventMetadata): Promise<{ id: string }> {
    const visit = parse(pageVisitSchema, input);
    const visitId = randomUUID();
    await this.app.store.append(
      analyticsStream(visit.sessionId),
      [
        PageVisited({
          visitId,
          sessionId: visit.sessionId,
          path: visit.path,
          referrer: referrerOrigin(visit.referrer),
          userAgent: browserFamily(visit.userAgent ?? requestUserAgent),
        }),
      ],
      { metadata },
    );
    return { id: visitId };
  }

  async recordNavigation(input: unknown, metadata: EventMetadata): Promise<{ success: true }> {
    const navigation = parse(navigationSchema, input);
    await this.app.store.append(analyticsStream(navigation.sessionId), [NavigationRecorded({ navigationId: randomUUID(), ...navigation })], { metadata });
    return { success: true };
  }

  /** Callers check the admin scope: only a signed-in administrator marks a session as own traffic. */
  async markAdminSession(input: unknown, metadata: EventMetadata): Promise<{ success: true }> {
    const { sessionId: id } = parse(adminSessionSchema, input);
    await this.app.store.append(analyticsStream(id), [VisitorSessionMarkedAsAdmin({ sessionId: id })], { metadata });
    return { success: true };
  }

  async recordTimeSpent(visitId: unknown, input: unknown, metadata: EventMetadata): Promise<{ success: true }> {
    const id = visitIdSchema.safeParse(visitId);
    if (!id.success) throw UserError.fromZod(id.error, 'id');
    const { timeSpent } = parse(timeSpentSchema, input);
    const visit = await this.app.db.prisma.pageVisit.findUnique({ where: { id: id.data } });
    if (!visit) throw notFound(`page visit ${id.data}`);
    await this.app.store.append(analyticsStream(visit.sessionId), [TimeOnPageRecorded({ visitId: visit.id, timeSpent })], { metadata });
    return { success: true };
  }
}
