import { useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPerspectiveApplier } from './documentPerspective.ts';
import { PerspectiveContext, type PerspectiveContextValue } from './perspectiveContext.ts';
import { PerspectiveController } from './perspectiveController.ts';
import { defaultPerspective } from './perspectiveStorage.ts';

/** localStorage itself can throw (blocked storage); the perspective then just is not remembered. */
function browserLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface PerspectiveProviderProps {
  readonly children: ReactNode;
  /** The page was prerendered with the default perspective's copy: render that first, then the stored one. */
  readonly hydrating?: boolean;
}

function createController(hydrating: boolean): PerspectiveController {
  // Prerendering has no storage and no document: it renders the default perspective.
  if (typeof document === 'undefined') return new PerspectiveController({ storage: undefined, apply: () => {} });
  return new PerspectiveController({
    storage: browserLocalStorage(),
    apply: createPerspectiveApplier(document.documentElement),
    firstRender: hydrating ? defaultPerspective : undefined,
  });
}

export function PerspectiveProvider({ children, hydrating = false }: PerspectiveProviderProps) {
  const [controller] = useState(() => createController(hydrating));
  const { perspective, isTransitioning, switched } = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);

  useLayoutEffect(() => {
    controller.applyCurrent();
    return () => controller.dispose();
  }, [controller]);

  const value = useMemo<PerspectiveContextValue>(
    () => ({ perspective, isTransitioning, switched, setPerspective: controller.choose }),
    [perspective, isTransitioning, switched, controller],
  );
  return <PerspectiveContext.Provider value={value}>{children}</PerspectiveContext.Provider>;
}
