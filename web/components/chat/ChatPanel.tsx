/**
 * The Semi chat panel: title bar with minimise
 * and close, the conversation as a polite live region, and the composer. Loaded lazily by
 * SemiChatWidget, which owns the conversation.
 */
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { semiChat } from '../../content/semiChat.ts';
import { color, font, layout, media, motion, shadow } from '../../theme/tokens.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { CHAT_PANEL_ID, CHAT_Z_INDEX } from './chatLayout.ts';
import { isSendKey, linkifyMessage, MAX_MESSAGE_LENGTH, prepareQuestion, showsCounter, type ChatMessage } from './chatLogic.ts';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(0.5rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Panel = styled.section`
  position: fixed;
  z-index: ${CHAT_Z_INDEX};
  right: 1rem;
  bottom: 5.25rem;
  display: flex;
  flex-direction: column;
  width: 20rem;
  height: 24rem;
  max-width: calc(100vw - 2rem);
  max-height: calc(100dvh - ${layout.headerHeight} - 6.25rem);
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: 1.25rem;
  background: ${color.surface};
  color: ${color.foreground};
  box-shadow: ${shadow.raised};
  font-family: ${font.body};
  font-size: 0.9375rem;
  text-align: left;
  &[hidden] {
    display: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${rise} 180ms cubic-bezier(0.2, 0, 0, 1);
    transform-origin: bottom right;
  }
  ${media.md} {
    right: 1.5rem;
    bottom: 5.75rem;
    width: 24rem;
    height: 32rem;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding: 0.625rem 0.5rem 0.625rem 0.875rem;
  border-bottom: 1px solid ${color.border};
  background: ${color.tint};
`;

const Avatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1;
`;

const TitleBlock = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${font.body};
  font-size: 0.9875rem;
  font-weight: 650;
  letter-spacing: 0;
  line-height: 1.25;
`;

const Subtitle = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${color.muted};
  font-size: 0.75rem;
  line-height: 1.3;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const IconButton = styled.button`
  display: grid;
  flex: none;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${color.foreground};
  cursor: pointer;
  transition: background-color ${motion.fast};
  &:hover {
    background: color-mix(in srgb, ${color.foreground} 8%, transparent);
  }
  &:focus-visible {
    outline: 2px solid ${color.primary};
    outline-offset: 1px;
  }
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

/** The scrolling live region around the list of messages. */
const MessageLog = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  max-height: 16rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 2px solid ${color.primary};
    outline-offset: -2px;
  }
  ${media.md} {
    max-height: 20rem;
  }
`;

const MessageList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  margin: 0;
  padding: 0.875rem;
  list-style: none;
`;

const Item = styled.li<{ isUser: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ isUser }) => (isUser ? 'flex-end' : 'flex-start')};
  gap: 0.375rem;
`;

const Bubble = styled.div<{ isUser: boolean }>`
  max-width: 85%;
  padding: 0.5625rem 0.8125rem;
  border-radius: ${({ isUser }) => (isUser ? '1rem 1rem 0.25rem 1rem' : '1rem 1rem 1rem 0.25rem')};
  background: ${({ isUser }) => (isUser ? color.primary : color.tint)};
  color: ${({ isUser }) => (isUser ? color.onPrimary : color.foreground)};
  border: 1px solid ${({ isUser }) => (isUser ? 'transparent' : color.border)};
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
    text-decoration-color: ${color.primary};
    text-decoration-thickness: 2px;
    text-underline-offset: 0.18em;
  }
  a:focus-visible {
    outline: 2px solid ${color.primary};
    outline-offset: 1px;
    border-radius: 2px;
  }
`;

const Sources = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
  max-width: 85%;
  font-size: 0.8125rem;
  color: ${color.muted};
`;

const SourceLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 1.75rem;
  padding: 0.125rem 0.625rem;
  border: 1px solid ${color.border};
  border-radius: 999px;
  background: ${color.surface};
  color: ${color.foreground};
  font-weight: 600;
  text-decoration: underline;
  text-decoration-color: ${color.primary};
  text-underline-offset: 0.2em;
  &:hover {
    border-color: ${color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${color.primary};
    outline-offset: 1px;
  }
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
  &:disabled {
    cursor: not-allowed;
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

function MinimizeIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M6 12h12" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** An assistant reply with its addresses as links; site pages navigate inside the app. */
function ReplyText({ content }: { readonly content: string }) {
  return (
    <>
      {linkifyMessage(content).map((part, index) => {
        if (part.kind === 'page')
          return (
            <Link key={index} to={part.to}>
              {part.text}
            </Link>
          );
        if (part.kind === 'external')
          return (
            <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
              {part.text}
            </a>
          );
        if (part.kind === 'email')
          return (
            <a key={index} href={part.href}>
              {part.text}
            </a>
          );
        return part.text;
      })}
    </>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface ChatPanelProps {
  readonly isOpen: boolean;
  readonly messages: readonly ChatMessage[];
  readonly isPending: boolean;
  /** Resolves true when the draft was sent (false when there was nothing to send). */
  readonly onSend: (draft: string) => Promise<boolean>;
  readonly onClose: () => void;
  readonly onMinimize: () => void;
}

export default function ChatPanel({ isOpen, messages, isPending, onSend, onClose, onMinimize }: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const warningId = useId();
  const counterId = useId();

  // Opening focuses the input and shows the latest message straight away.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    inputRef.current?.focus();
  }, [isOpen]);

  // Each new message scrolls the list smoothly to the bottom (instantly with reduced motion).
  useEffect(() => {
    const list = listRef.current;
    if (!list || !isOpen) return;
    list.scrollTo({ top: list.scrollHeight, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [messages.length, isOpen]);

  // Disabling the input while waiting dropped its focus; give it back once the reply is in.
  useEffect(() => {
    if (!isPending && isOpen && (document.activeElement === document.body || document.activeElement === null)) {
      inputRef.current?.focus();
    }
  }, [isPending, isOpen]);

  const submit = async () => {
    if (isPending || prepareQuestion(draft) === null) return;
    const text = draft;
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

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const canSend = !isPending && prepareQuestion(draft) !== null;
  const counterShown = showsCounter(draft);

  return (
    <Panel id={CHAT_PANEL_ID} role="dialog" aria-modal="false" aria-labelledby={titleId} hidden={!isOpen} onKeyDown={onPanelKeyDown}>
      <Header>
        <Avatar aria-hidden="true">;</Avatar>
        <TitleBlock>
          <Title id={titleId}>{semiChat.title}</Title>
          <Subtitle>{semiChat.subtitle}</Subtitle>
        </TitleBlock>
        <IconButton type="button" aria-label={semiChat.minimizeLabel} title={semiChat.minimizeLabel} onClick={onMinimize}>
          <MinimizeIcon />
        </IconButton>
        <IconButton type="button" aria-label={semiChat.closeLabel} title={semiChat.closeLabel} onClick={onClose}>
          <XIcon />
        </IconButton>
      </Header>

      <MessageLog ref={listRef} role="log" aria-live="polite" aria-label={semiChat.messagesLabel} tabIndex={0} data-testid="semi-chat-messages">
        <MessageList>
          <Item isUser={false}>
            <Bubble isUser={false}>
              <VisuallyHidden>{semiChat.semiLabel}: </VisuallyHidden>
              {semiChat.welcome}
            </Bubble>
          </Item>
          {messages.map((message) => (
            <Item key={message.id} isUser={message.isUser} data-testid={message.isUser ? 'semi-chat-user-message' : 'semi-chat-reply'}>
              <Bubble isUser={message.isUser}>
                <VisuallyHidden>{message.isUser ? semiChat.youLabel : semiChat.semiLabel}: </VisuallyHidden>
                {message.isUser ? message.content : <ReplyText content={message.content} />}
              </Bubble>
              {message.sources && message.sources.length > 0 && (
                <Sources>
                  <span>{semiChat.sourcesLabel}</span>
                  {message.sources.map((source) => (
                    <SourceLink key={source.page} to={source.page}>
                      {source.title}
                    </SourceLink>
                  ))}
                </Sources>
              )}
            </Item>
          ))}
        </MessageList>
      </MessageLog>

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
            disabled={isPending}
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
    </Panel>
  );
}
