/**
 * The Semi chat composer: the question's text area (Enter sends, Shift+Enter breaks the line), the send
 * button with its spinner while Semi answers, the warning and the character counter near the limit.
 * It owns the draft, takes the focus when the panel opens and after each send, and keeps it (read-only) while a
 * reply is on its way.
 */
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { semiChat } from '../../content/semiChat.ts';
import { color, motion } from '../../theme/tokens.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { isSendKey, MAX_MESSAGE_LENGTH, prepareQuestion, showsCounter } from './chatLogic.ts';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Composer = styled.form`
  display: flex;
  flex: 1 0 auto;
  flex-direction: column;
  gap: 0.375rem;
  padding: 0.625rem 0.75rem 0.5rem;
  border-top: 1px solid ${color.border};
  background: ${color.surface};
`;

const InputRow = styled.div`
  display: flex;
  flex: 1;
  align-items: flex-end;
  gap: 0.5rem;
`;

const TextArea = styled.textarea`
  flex: 1;
  align-self: stretch;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid color-mix(in srgb, ${color.foreground} 30%, ${color.surface});
  border-radius: 0.875rem;
  background: ${color.background};
  color: ${color.foreground};
  font: inherit;
  line-height: 1.4;
  resize: none;
  &::placeholder {
    color: ${color.muted};
    opacity: 1;
  }
  &:focus {
    outline: 2px solid ${color.primary};
    outline-offset: 0;
    border-color: ${color.primary};
  }
  &[readonly] {
    cursor: progress;
    opacity: 0.65;
  }
`;

const SendButton = styled.button`
  display: grid;
  flex: none;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${color.primary};
  color: ${color.onPrimary};
  cursor: pointer;
  transition: background-color ${motion.fast};
  &:hover:not(:disabled) {
    background: color-mix(in srgb, ${color.primary} 88%, black);
  }
  &:focus-visible {
    outline: 2px solid ${color.foreground};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

const Spinner = styled.span`
  width: 1.125rem;
  height: 1.125rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Meta = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: 0.75rem;
  line-height: 1.3;
  color: ${color.muted};
`;

const Counter = styled.span<{ atLimit: boolean }>`
  flex: none;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ atLimit }) => (atLimit ? 700 : 500)};
  color: ${({ atLimit }) => (atLimit ? color.foreground : color.muted)};
`;

function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

export interface ChatComposerProps {
  readonly isOpen: boolean;
  readonly isPending: boolean;
  /** Resolves true when the draft was sent (false when there was nothing to send). */
  readonly onSend: (draft: string) => Promise<boolean>;
}

export function ChatComposer({ isOpen, isPending, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const warningId = useId();
  const counterId = useId();

  // Opening focuses the input (after the message list, rendered before it, has shown the latest message).
  useLayoutEffect(() => {
    if (!isOpen) return;
    inputRef.current?.focus();
  }, [isOpen]);

  const submit = async () => {
    if (isPending || prepareQuestion(draft) === null) return;
    const text = draft;
    // The emptied draft disables the Send button: focus left on it would fall to the page, out of Escape's reach.
    inputRef.current?.focus();
    setDraft('');
    const sent = await onSend(text);
    if (!sent) setDraft(text);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault();
      void submit();
    }
  };

  const canSend = !isPending && prepareQuestion(draft) !== null;
  const counterShown = showsCounter(draft);

  return (
    <Composer onSubmit={onSubmit} aria-busy={isPending}>
      <InputRow>
        <TextArea
          ref={inputRef}
          aria-label={semiChat.inputLabel}
          value={draft}
          onChange={(event) => setDraft(event.target.value.slice(0, MAX_MESSAGE_LENGTH))}
          onKeyDown={onInputKeyDown}
          placeholder={semiChat.placeholder}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={1}
          // Read-only, not disabled, while Semi answers: a disabled input drops the focus to the page, where
          // Escape no longer reaches the panel and a keyboard user has to find the way back.
          readOnly={isPending}
          aria-describedby={counterShown ? `${warningId} ${counterId}` : warningId}
        />
        <SendButton type="submit" disabled={!canSend} aria-label={isPending ? semiChat.sendingLabel : semiChat.sendLabel}>
          {isPending ? <Spinner aria-hidden="true" data-testid="semi-chat-spinner" /> : <SendIcon />}
        </SendButton>
      </InputRow>
      <Meta>
        <span id={warningId}>{semiChat.warning}</span>
        {counterShown && (
          <Counter atLimit={draft.length >= MAX_MESSAGE_LENGTH}>
            <span aria-hidden="true">
              {draft.length}/{MAX_MESSAGE_LENGTH}
            </span>
            <VisuallyHidden id={counterId}>{semiChat.counterLabel(draft.length, MAX_MESSAGE_LENGTH)}</VisuallyHidden>
          </Counter>
        )}
      </Meta>
    </Composer>
  );
}
