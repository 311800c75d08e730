import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import { imageDetail } from '../../content/imageDetail.ts';
import { color, fixedText } from '../../theme/tokens.ts';

/** Tooltips open after 700 ms on hover, at once on keyboard focus. */
const OPEN_DELAY_MS = 700;

const Holder = styled.div`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2rem;
  padding: 0.25rem 0.75rem;
  border: 0;
  border-radius: 999px;
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 650;
  color: ${fixedText.onStrong};
  background: rgb(15 23 42 / 0.82);
  cursor: help;
`;

const Tip = styled.div`
  position: absolute;
  top: calc(100% + 0.375rem);
  left: 0;
  width: min(18rem, 70vw);
  padding: 0.5rem 0.75rem;
  border-radius: 0.5rem;
  background: ${color.foreground};
  color: ${color.background};
  font-size: 0.8125rem;
  line-height: 1.4;
  z-index: 2;
`;

export function ComplexityBadge({ level }: { readonly level: number }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const tipId = useId();
  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    <Holder onMouseEnter={() => show(OPEN_DELAY_MS)} onMouseLeave={hide}>
      <Trigger
        type="button"
        aria-describedby={tipId}
        onFocus={() => show(0)}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        {imageDetail.complexity(level)}
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="8" cy="8" r="6.5" />
          <path d="M8 7.2v4M8 4.8v.1" strokeLinecap="round" />
        </svg>
      </Trigger>
      <Tip id={tipId} role="tooltip" hidden={!open}>
        {imageDetail.complexityHelp}
      </Tip>
    </Holder>
  );
}
