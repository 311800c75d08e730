import { AdminAccountRemoved, AdminLoggedOut, AdminPasswordChanged } from '../../events/admin/events.ts';
import type { LogFollower } from '../../events/store/logFollower.ts';
import type { AdminSessions } from './adminSessions.ts';

const ending = new Set<string>([AdminLoggedOut.type, AdminAccountRemoved.type, AdminPasswordChanged.type]);

/**
 * Another process (or the admin command) ended sessions: its event reaches every process through the
 * live feed, and each forgets what it cached of that account, so that the change holds here at once
 * instead of after the cache's half second. Returns the unsubscribe function.
 */
export function endAdminSessionsOnAccountChanges(live: LogFollower, sessions: AdminSessions): () => void {
  return live.subscribe((events) => {
    for (const event of events) {
      if (!ending.has(event.type)) continue;
      const data = event.data as { account?: string; name?: string };
      const account = data.account ?? data.name;
      if (account) sessions.forget(account);
    }
  });
}
