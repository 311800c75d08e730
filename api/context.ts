import type { App } from './app.ts';
import type { EventMetadata } from '../events/eventType.ts';

export interface AdminIdentity {
  tokenId: string;
}

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

export function metadataFor(ctx: RequestContext): EventMetadata {
  return {
    actor: ctx.admin ? `admin:${ctx.admin.tokenId}` : 'visitor',
    requestId: ctx.requestId,
    time: new Date().toISOString(),
  };
}
