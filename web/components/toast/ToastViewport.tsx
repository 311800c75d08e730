import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { shell } from '../../content/site.ts';
import { layout, media } from '../../theme/tokens.ts';
import type { Toast } from './toastContext.ts';
import { ToastCard } from './ToastCard.tsx';

const Viewport = styled.div`
  position: fixed;
  z-index: 60;
  top: calc(${layout.headerHeight} + 0.75rem);
  right: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0 0.75rem;
  pointer-events: none;
  outline: none;
  ${media.md} {
    left: auto;
    width: 100%;
    max-width: 420px;
    padding-right: 1.25rem;
  }
`;

/** The notifications region; F8 moves focus to it. */
export function ToastViewport({ toasts, onDismiss }: { readonly toasts: readonly Toast[]; readonly onDismiss: (id: number) => void }) {
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      const firstToast = viewport.current?.querySelector<HTMLElement>('[data-toast]');
      (firstToast ?? viewport.current)?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label={shell.notificationsLabel}>
      <Viewport ref={viewport} tabIndex={-1} aria-live="polite">
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </Viewport>
    </section>
  );
}
