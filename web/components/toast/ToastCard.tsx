import styled from '@emotion/styled';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { shell } from '../../content/site.ts';
import { color, layout, shadow, status } from '../../theme/tokens.ts';
import { TOAST_DURATION_MS, type Toast } from './toastContext.ts';

/** Dragging a toast this far to the right dismisses it. */
const SWIPE_THRESHOLD_PX = 50;

const Item = styled.div<{ destructive: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.75rem;
  padding: 1rem 1rem 1rem 1.25rem;
  border: 1px solid ${color.border};
  border-left: 4px solid ${({ destructive }) => (destructive ? status.danger.strong : color.primary)};
  border-radius: ${layout.radius};
  background: ${color.surface};
  color: ${color.foreground};
  box-shadow: ${shadow.raised};
  pointer-events: auto;
  touch-action: pan-y;
  animation: chb-toast-in 200ms ease-out;
  @keyframes chb-toast-in {
    from {
      opacity: 0;
      transform: translateY(-0.5rem);
    }
  }
`;

const Title = styled.p`
  font-weight: 650;
`;

const Description = styled.p`
  grid-column: 1;
  font-size: 0.9375rem;
  color: ${color.muted};
`;

const Close = styled.button`
  grid-column: 2;
  grid-row: 1 / span 2;
  align-self: start;
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: ${color.muted};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${color.tint};
    color: ${color.foreground};
  }
`;

export function ToastCard({ toast, onDismiss }: { readonly toast: Toast; readonly onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const destructive = toast.variant === 'destructive';

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = () => {
    if (offset > SWIPE_THRESHOLD_PX) onDismiss(toast.id);
    swipeStart.current = null;
    setOffset(0);
  };

  return (
    <Item
      data-toast=""
      tabIndex={-1}
      destructive={destructive}
      role={destructive ? 'alert' : undefined}
      aria-atomic="true"
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <Title>{toast.title}</Title>
      {toast.description && <Description>{toast.description}</Description>}
      <Close type="button" aria-label={shell.dismissNotification} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </Close>
    </Item>
  );
}
