import { useEffect, useState } from 'react';
import { passageHistory, type KnowledgeChange } from './knowledgeApi.ts';

/** An open history: still being read (null), read, or the reason it could not be. */
export type PassageHistoryLoad = null | { readonly changes: readonly KnowledgeChange[] } | { readonly failure: string };

/**
 * A passage's history, read when it is opened and again each time the passage reaches a new version
 * (an edit, retire or undo: this administrator's, or another's the reloaded list shows). A failed read
 * is shown with its reason; `onFailure` hears of it too (a 401 brings the login form).
 */
export function usePassageHistory(id: string, version: number, onFailure: (error: unknown) => void) {
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<PassageHistoryLoad>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    passageHistory(id).then(
      (changes) => current && setLoad({ changes }),
      (error: unknown) => {
        if (!current) return;
        onFailure(error);
        setLoad({ failure: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [id, open, version, onFailure]);

  const toggle = () => {
    setOpen(!open);
    setLoad(null);
  };
  return { open, load, toggle };
}
