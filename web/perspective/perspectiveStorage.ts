/**
 * The chosen perspective, kept in localStorage. A missing, unknown or unreadable value means the
 * default perspective; storage that refuses writes (private modes, quotas) is ignored.
 */
import { isPerspective, perspectiveValues, type Perspective } from '../generated/vocabulary.ts';

/** The schema declares the default perspective first. */
export const defaultPerspective: Perspective = perspectiveValues[0];

export const PERSPECTIVE_STORAGE_KEY = 'chb-perspective';

export type PerspectiveStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readStoredPerspective(storage: PerspectiveStorage | undefined): Perspective {
  try {
    const stored = storage?.getItem(PERSPECTIVE_STORAGE_KEY);
    return isPerspective(stored) ? stored : defaultPerspective;
  } catch {
    return defaultPerspective;
  }
}

export function storePerspective(storage: PerspectiveStorage | undefined, perspective: Perspective): void {
  try {
    storage?.setItem(PERSPECTIVE_STORAGE_KEY, perspective);
  } catch {
    // The choice still applies for this page view; it just is not remembered.
  }
}
