import { useEffect, useRef, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '../../content/creativeJourney.ts';

/**
 * A local draft of a value kept in the URL: edits show at once and are committed after the
 * visitor pauses for 300 ms; a change from outside (Back, a shared link) replaces the draft.
 */
export function useDebouncedDraft<T>(committed: T, commit: (value: T) => void, same: (a: T, b: T) => boolean = Object.is) {
  const [draft, setDraft] = useState(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const committedRef = useRef(committed);

  useEffect(() => {
    committedRef.current = committed;
    setDraft(committed);
  }, [committed]);

  useEffect(() => {
    if (same(draft, committedRef.current)) return;
    const timer = window.setTimeout(() => commitRef.current(draft), FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  return [draft, setDraft] as const;
}
