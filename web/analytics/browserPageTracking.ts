/** Connects PageVisitTracker to the real browser: fetch, sendBeacon, storage and page lifecycle events. */
import { apiRequest } from '../api/apiRequest.ts';
import { markAdminTraffic } from './adminTraffic.ts';
import { PageVisitTracker } from './pageVisitTracker.ts';
import { analyticsSessionId } from './sessionId.ts';
import { isTrackingAllowed, type PrivacySignals } from './trackingConsent.ts';

function browserSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function sendBeacon(path: string, body: string): void {
  if (navigator.sendBeacon?.(path, body)) return;
  // No beacon (or the queue is full): a keepalive request survives the page going away too. It
  // sends what a beacon would: text/plain and no token.
  apiRequest('POST', path, body, { bodyAs: 'text', keepalive: true, auth: 'none' }).catch(() => undefined);
}

const isVisible = () => document.visibilityState === 'visible';

/** Null when tracking is off: turned off by the site, or refused by the visitor's browser. */
export function createBrowserPageVisitTracker(enabled: boolean): PageVisitTracker | null {
  if (!isTrackingAllowed(enabled, navigator as Navigator & PrivacySignals)) return null;
  return new PageVisitTracker({
    sessionId: analyticsSessionId(browserSessionStorage()),
    send: (method, path, body) => apiRequest(method, path, body),
    beacon: sendBeacon,
    now: () => performance.now(),
    isVisible,
    referrer: () => document.referrer || null,
    userAgent: () => navigator.userAgent,
    warn: (message, error) => console.warn(message, error),
  });
}

/** Feeds visibility changes and pagehide to the tracker; returns the function that stops listening. */
export function listenToPageLifecycle(tracker: PageVisitTracker): () => void {
  const onVisibilityChange = () => tracker.visibilityChanged(isVisible());
  const onPageHide = () => tracker.pageHidden();
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', onPageHide);
  };
}

/** Called by the admin gate whenever the administrator is signed in (see adminTraffic.ts). */
export function markBrowserSessionAsAdmin(): void {
  void markAdminTraffic({ storage: browserSessionStorage(), send: apiRequest, warn: (message, error) => console.warn(message, error) });
}
