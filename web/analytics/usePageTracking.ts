import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { createBrowserPageVisitTracker, listenToPageLifecycle } from './browserPageTracking.ts';

/** Records a page visit on every route change (path only, never the query string or hash). */
export function usePageTracking(enabled: boolean): void {
  const { pathname } = useLocation();
  // Prerendering (no navigator) tracks nothing; the browser creates its tracker when it hydrates.
  const [tracker] = useState(() => (typeof navigator === 'undefined' ? null : createBrowserPageVisitTracker(enabled)));

  useEffect(() => (tracker ? listenToPageLifecycle(tracker) : undefined), [tracker]);
  useEffect(() => tracker?.pageChanged(pathname), [tracker, pathname]);
}
