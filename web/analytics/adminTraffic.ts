/**
 * The administrator's own traffic (issue 9): on signing in, and on opening an admin page while
 * signed in, the client marks its analytics session once, so the dashboard leaves out every visit
 * of this browser session, those made before signing in too. Visits sent while signed in also
 * carry the admin bearer token (apiRequest), which marks them on their own if this call failed.
 */
import { ANALYTICS_SESSION_STORAGE_KEY } from './sessionId.ts';

export const ADMIN_MARKED_STORAGE_KEY = 'analytics-admin-marked';
export const adminSessionPath = '/api/analytics/admin-session';

export interface AdminTrafficDeps {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  readonly send: (method: 'POST', path: string, body: unknown) => Promise<unknown>;
  readonly warn: (message: string, error: unknown) => void;
}

/** Without an analytics session (tracking off or refused) there is nothing to mark. */
export async function markAdminTraffic({ storage, send, warn }: AdminTrafficDeps): Promise<void> {
  try {
    const sessionId = storage?.getItem(ANALYTICS_SESSION_STORAGE_KEY);
    if (!sessionId || storage?.getItem(ADMIN_MARKED_STORAGE_KEY) === sessionId) return;
    await send('POST', adminSessionPath, { sessionId });
    storage?.setItem(ADMIN_MARKED_STORAGE_KEY, sessionId);
  } catch (error) {
    warn('Failed to mark admin traffic', error);
  }
}
