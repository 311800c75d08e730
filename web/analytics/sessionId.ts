/**
 * The analytics session id: 'session_' + random text + timestamp, created once per browser session
 * and kept in sessionStorage. Without storage it lives for this page only.
 */
export const ANALYTICS_SESSION_STORAGE_KEY = 'analytics-session-id';

export function createSessionId(random: () => number = Math.random, now: () => number = Date.now): string {
  return `session_${random().toString(36).slice(2, 11)}_${now()}`;
}

export function analyticsSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, create: () => string = createSessionId): string {
  try {
    const existing = storage?.getItem(ANALYTICS_SESSION_STORAGE_KEY);
    if (existing) return existing;
  } catch {
    return create();
  }
  const id = create();
  try {
    storage?.setItem(ANALYTICS_SESSION_STORAGE_KEY, id);
  } catch {
    // Unsaved: the next page load starts a new session, which is all that is lost.
  }
  return id;
}
