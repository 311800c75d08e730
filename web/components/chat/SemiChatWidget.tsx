/**
 * The floating Semi chat, closed, open or minimised. This module is the
 * small part loaded with the shell: the round launcher and the conversation state, which lives
 * here so history survives closing. The panel's code loads when the page is idle or on first
 * open, whichever comes first.
 */
import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { semiChat } from '../../content/semiChat.ts';
import { color, media, motion, shadow } from '../../theme/tokens.ts';
import { askSemi } from './chatApi.ts';
import { CHAT_PANEL_ID, CHAT_Z_INDEX } from './chatLayout.ts';
import { createMessage, historyOf, prepareQuestion, type ChatMessage } from './chatLogic.ts';

const loadPanel = () => import('./ChatPanel.tsx');
const ChatPanel = lazy(loadPanel);

const Launcher = styled.button`
  position: fixed;
  z-index: ${CHAT_Z_INDEX};
  right: 1rem;
  bottom: 1rem;
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${color.primary};
  color: ${color.onPrimary};
  box-shadow: ${shadow.raised};
  cursor: pointer;
  transition:
    transform ${motion.fast},
    background-color ${motion.fast};
  &:hover {
    background: color-mix(in srgb, ${color.primary} 88%, black);
    transform: translateY(-1px);
  }
  &:focus-visible {
    outline: none;
    box-shadow:
      0 0 0 3px ${color.background},
      0 0 0 6px ${color.foreground},
      ${shadow.raised};
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  ${media.md} {
    right: 1.5rem;
    bottom: 1.5rem;
  }
`;

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth="2.6" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** Runs `task` once the browser is idle (or after a short delay where idle callbacks are missing). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 2000);
  return () => window.clearTimeout(handle);
}

export default function SemiChatWidget() {
  const [isOpen, setIsOpen] = useState(false);
  /** The panel is mounted from the first open on and only hidden afterwards (keeps the draft and scroll). */
  const [hasOpened, setHasOpened] = useState(false);
  const [messages, setMessages] = useState<readonly ChatMessage[]>([]);
  const [isPending, setIsPending] = useState(false);
  const pendingRef = useRef(false);
  /** The conversation as of the last render, read when a question is sent. */
  const messagesRef = useRef<readonly ChatMessage[]>(messages);
  messagesRef.current = messages;
  const launcherRef = useRef<HTMLButtonElement>(null);

  useEffect(() => whenIdle(() => void loadPanel().catch(() => {})), []);

  const open = useCallback(() => {
    setHasOpened(true);
    setIsOpen(true);
  }, []);

  /** Close and minimise both hide the panel, keep the history and give focus back to the launcher. */
  const close = useCallback(() => {
    setIsOpen(false);
    launcherRef.current?.focus();
  }, []);

  const send = useCallback(async (draft: string): Promise<boolean> => {
    const question = prepareQuestion(draft);
    if (question === null || pendingRef.current) return false;
    pendingRef.current = true;
    setIsPending(true);
    const history = historyOf(messagesRef.current);
    setMessages((current) => [...current, createMessage(question, true)]);
    const reply = await askSemi(question, history);
    // Semi did not know: the reply offers to send the question to the team (only if the visitor chooses to).
    setMessages((current) => [...current, createMessage(reply.content, false, reply.sources, reply.failed, reply.unknown ? question : undefined)]);
    pendingRef.current = false;
    setIsPending(false);
    return true;
  }, []);

  return (
    <>
      <Launcher
        ref={launcherRef}
        type="button"
        aria-label={semiChat.launcherLabel}
        aria-expanded={isOpen}
        aria-controls={hasOpened ? CHAT_PANEL_ID : undefined}
        onClick={isOpen ? close : open}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isOpen) close();
        }}
        onPointerEnter={() => void loadPanel().catch(() => {})}
        onFocus={() => void loadPanel().catch(() => {})}
        data-testid="semi-chat-launcher"
      >
        {isOpen ? <CloseIcon /> : <ChatIcon />}
      </Launcher>
      {hasOpened && (
        <Suspense fallback={null}>
          <ChatPanel isOpen={isOpen} messages={messages} isPending={isPending} onSend={send} onClose={close} onMinimize={close} />
        </Suspense>
      )}
    </>
  );
}
