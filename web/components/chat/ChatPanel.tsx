/**
 * The Semi chat panel: title bar with minimise and close, the conversation as a polite live region
 * (ChatMessageList), and the composer (ChatComposer). Loaded lazily by SemiChatWidget, which owns
 * the conversation; Escape anywhere in the panel closes it.
 */
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, type KeyboardEvent } from 'react';
import { semiChat } from '../../content/semiChat.ts';
import { color, font, layout, media, motion, shadow } from '../../theme/tokens.ts';
import { CHAT_PANEL_ID, CHAT_Z_INDEX } from './chatLayout.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessageList } from './ChatMessageList.tsx';
import type { ChatMessage } from './chatLogic.ts';

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
  const titleId = useId();

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

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

      <ChatMessageList isOpen={isOpen} messages={messages} />

      <ChatComposer isOpen={isOpen} isPending={isPending} onSend={onSend} />
    </Panel>
  );
}
