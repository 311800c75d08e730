import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../components/layout/mainContent.ts';

/** A lazily loaded page may take a moment to render the element a link's #hash points at. */
const HASH_TARGET_WAIT_MS = 3000;

function scrollToHashTarget(id: string): () => void {
  const giveUpAt = performance.now() + HASH_TARGET_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ block: 'start' });
    else if (performance.now() < giveUpAt) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * Each route change starts at the top of the new page, or at the element its #hash names; focus
 * moves to the main content so screen readers start reading the new page.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (pathChanged) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    if (hash.length > 1) return scrollToHashTarget(decodeURIComponent(hash.slice(1)));
    if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}
