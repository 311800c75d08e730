import { createContext, useContext } from 'react';
import type { Perspective } from '../generated/vocabulary.ts';

export interface PerspectiveContextValue {
  readonly perspective: Perspective;
  /** True for the 150 ms between a choice and its application. */
  readonly isTransitioning: boolean;
  /** True once the visitor has switched to the shown perspective; false for the one a page load applied. */
  readonly switched: boolean;
  readonly setPerspective: (perspective: Perspective) => void;
}

export const PerspectiveContext = createContext<PerspectiveContextValue | null>(null);

export function usePerspective(): PerspectiveContextValue {
  const value = useContext(PerspectiveContext);
  if (!value) throw new Error('usePerspective must be used within a PerspectiveProvider');
  return value;
}
