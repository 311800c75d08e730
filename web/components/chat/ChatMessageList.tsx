/**
 * The Semi chat conversation: Semi's welcome, then each question and reply as a bubble (replies with
 * their addresses as links and their source pages), in a scrolling polite live region that follows
 * the latest message.
 */
import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { semiChat } from '../../content/semiChat.ts';
import { color, media } from '../../theme/tokens.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { AskTeam } from './AskTeam.tsx';
import { linkifyMessage, type ChatMessage } from './chatLogic.ts';

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

export interface ChatMessageListProps {
  readonly isOpen: boolean;
  readonly messages: readonly ChatMessage[];
}

export function ChatMessageList({ isOpen, messages }: ChatMessageListProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // Opening shows the latest message straight away (before the composer, rendered after it, takes the focus).
  useLayoutEffect(() => {
    if (!isOpen) return;
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [isOpen]);

  // Each new message scrolls the list smoothly to the bottom (instantly with reduced motion).
  useEffect(() => {
    const list = listRef.current;
    if (!list || !isOpen) return;
    list.scrollTo({ top: list.scrollHeight, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [messages.length, isOpen]);

  return (
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
            {message.teamQuestion && <AskTeam question={message.teamQuestion} />}
          </Item>
        ))}
      </MessageList>
    </MessageLog>
  );
}
