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
