import { useCallback, useRef, useState, type ReactNode } from 'react';
import { PresenceBar } from './PresenceBar.tsx';
import { TakeOverPrompt } from './TakeOverPrompt.tsx';
import { TakenOverNotice } from './TakenOverNotice.tsx';
import { useImagePresence } from './useImagePresence.ts';

interface Prompt {
  editor: string;
  busy: boolean;
  failed: boolean;
}

export interface PresenceEditing {
  /** For the Edit / Cancel Edit button: focus returns there when the prompt is cancelled. */
  readonly editButtonRef: React.RefObject<HTMLButtonElement | null>;
  /** The Edit / Cancel Edit button's action: asks first when another administrator is editing. */
  readonly toggle: () => void;
  /** The form saved or closed. */
  readonly done: () => void;
  /** Who else is here, and the take-over prompt: below the page's header. */
  readonly header: ReactNode;
  /** Above the open form: who took this tab's edit over. */
  readonly formNotice: ReactNode;
}

/** Soft locks on the detail page's edit: presence decides whether Edit opens the form or asks to take over. */
export function usePresenceEditing(imageId: string, editing: boolean, setEditing: (editing: boolean) => void): PresenceEditing {
  const presence = useImagePresence(imageId);
  const { startEditing, stopEditing } = presence;
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);

  const toggle = () => {
    if (editing) {
      setEditing(false);
      stopEditing();
    } else if (presence.otherEditor) {
      setPrompt({ editor: presence.otherEditor, busy: false, failed: false });
    } else {
      setPrompt(null);
      setEditing(true);
      startEditing();
    }
  };
  const done = useCallback(() => {
    setEditing(false);
    stopEditing();
  }, [setEditing, stopEditing]);
  const cancel = () => {
    setPrompt(null);
    editButtonRef.current?.focus();
  };
  const takeOver = async () => {
    if (!prompt) return;
    setPrompt({ ...prompt, busy: true, failed: false });
    if (await presence.takeOver()) {
      setPrompt(null);
      setEditing(true);
    } else {
      setPrompt({ ...prompt, busy: false, failed: true });
    }
  };

  return {
    editButtonRef,
    toggle,
    done,
    header: (
      <>
        <PresenceBar viewing={presence.viewing} editors={presence.editors} />
        {prompt && !editing && <TakeOverPrompt {...prompt} onTakeOver={() => void takeOver()} onCancel={cancel} />}
      </>
    ),
    formNotice: editing && presence.takenOverBy ? <TakenOverNotice by={presence.takenOverBy} /> : null,
  };
}
