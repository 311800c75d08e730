import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Route handle of a lazily loaded element: loads its code ahead of rendering. */
export interface PreloadHandle {
  readonly preload: () => Promise<void>;
}

function hasPreload(handle: unknown): handle is PreloadHandle {
  return typeof handle === 'object' && handle !== null && 'preload' in handle && typeof handle.preload === 'function';
}

/** Loads the code of every lazy element the path renders, so it renders (or hydrates) without suspending. */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => route.handle).filter(hasPreload).map((handle) => handle.preload()));
}
