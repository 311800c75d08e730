import type { PageMeta } from '../content/types.ts';

/** Data attached to each route object: its document title and meta description. */
export interface RouteHandle {
  readonly meta: PageMeta;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}
