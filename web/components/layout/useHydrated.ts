import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * How the app is being rendered: to HTML at build time, over that HTML in the browser, or in the
 * browser from nothing (a page that has no prerendered HTML, and the component tests).
 */
export type RenderMode = 'prerender' | 'hydrate' | 'client';

export const RenderModeContext = createContext<RenderMode>('client');

/**
 * False while prerendering and while hydrating, true afterwards (and at once in a client-only render):
 * for parts that only work with JavaScript and so have no place in the prerendered HTML.
 *
 * Over prerendered HTML it turns true in a transition after the component has hydrated: React renders
 * that update in short slices that yield to the browser. (An external store's server snapshot would
 * flip it in a synchronous update, which also forces every part of the page still waiting to hydrate
 * to hydrate in that one long task.) A component mounted later on such a page turns true the same way,
 * right after its first paint.
 */
export function useHydrated(): boolean {
  const mode = useContext(RenderModeContext);
  const [hydrated, setHydrated] = useState(mode === 'client');
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
