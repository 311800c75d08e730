import type { App } from '../app.ts';
import type { AdminIdentity } from '../auth/adminSessions.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';

/** Per request (or per subscription operation) context shared by GraphQL and REST. */
export interface RequestContext {
  app: App;
  requestId: string;
  ip: string;
  userAgent: string;
  admin: AdminIdentity | null;
  /** The raw bearer token of this request, when one was sent (needed to revoke it). */
  bearer?: string;
}

/**
 * Who caused an event and when. Only an administrator's events keep the request id: in a visitor's
 * event it would join the visitor's session to whatever else carries that id.
 */
export function metadataFor(ctx: RequestContext): EventMetadata {
  const time = new Date().toISOString();
  return ctx.admin ? { actor: `admin:${ctx.admin.account}`, requestId: ctx.requestId, time } : { actor: 'visitor', time };
}

/** Who reads: administrators see archived images, visitors do not. */
export const viewerOf = (ctx: Pick<RequestContext, 'admin'>) => ({ admin: ctx.admin !== null });
