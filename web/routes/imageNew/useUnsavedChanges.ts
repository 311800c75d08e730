import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before leaving a form with unsaved changes: a navigation inside the site asks with a
 * confirm dialog, closing or reloading the tab with the browser's own prompt. After a save, call
 * `allowNavigation` before navigating away (a ref: the navigation may come before the re-render).
 */
export function useUnsavedChanges(unsaved: boolean, question: string) {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && !allowed.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!allowed.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  return { allowNavigation };
}
