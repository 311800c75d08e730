import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while prerendering and while hydrating, true afterwards (and in a client-only render):
 * for parts that only work with JavaScript and so have no place in the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
