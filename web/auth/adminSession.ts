/**
 * The admin session marker: the session id returned at login, kept in
 * localStorage. Every API call sends it as a bearer token when present.
 */
export const ADMIN_SESSION_STORAGE_KEY = 'admin-session';

export function readAdminSession(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

const signInListeners = new Set<() => void>();

/** Calls `listener` after each sign-in on this page (a new session stored); answers how to stop. */
export function onAdminSignIn(listener: () => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/** Tells the listeners that a new session is stored. */
export function announceAdminSignIn(): void {
  for (const listener of signInListeners) listener();
}
