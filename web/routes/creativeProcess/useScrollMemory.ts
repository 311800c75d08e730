import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const key = (locationKey: string) => `chb-scroll:${locationKey}`;

/**
 * Remembers the scroll position of each history entry of the page and, when the visitor comes
 * back to one (Back/Forward), restores it once the content is there.
 */
export function useScrollMemory(ready: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => sessionStorage.setItem(key(location.key), String(window.scrollY)));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [location.key]);

  useEffect(() => {
    if (!ready || navigationType !== 'POP') return;
    const saved = Number(sessionStorage.getItem(key(location.key)));
    if (saved > 0) requestAnimationFrame(() => window.scrollTo({ top: saved, behavior: 'instant' }));
  }, [ready, navigationType, location.key]);
}
