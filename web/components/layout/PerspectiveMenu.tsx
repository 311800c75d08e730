import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { perspectiveInfo } from '../../content/perspectives.ts';
import { perspectiveSwitcher } from '../../content/site.ts';
import { perspectiveValues, type Perspective } from '../../generated/vocabulary.ts';
import { usePerspective } from '../../perspective/perspectiveContext.ts';
import { color, layout, motion, shadow } from '../../theme/tokens.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { nextTypeaheadIndex, TYPEAHEAD_RESET_MS } from './typeahead.ts';
import { useHydrated } from './useHydrated.ts';

/** Gap in pixels between the button and the menu. */
const MENU_OFFSET_PX = 4;

const Anchor = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0.5rem 0.875rem;
  border: 1px solid ${color.border};
  border-radius: 999px;
  background: ${color.surface};
  color: ${color.foreground};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  transition: border-color ${motion.fast};
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${color.foreground};
  }
  &:disabled {
    cursor: progress;
  }
`;

const Dot = styled.span`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${color.primary};
`;

const Chevron = styled.span<{ flipped: boolean }>`
  display: inline-block;
  transition: transform ${motion.fast};
  transform: rotate(${({ flipped }) => (flipped ? '180deg' : '0deg')});
`;

const Popover = styled.div`
  position: absolute;
  z-index: 70;
  top: calc(100% + ${MENU_OFFSET_PX}px);
  right: 0;
  width: 21rem;
  padding: 0.5rem;
  border: 1px solid ${color.border};
  border-radius: calc(${layout.radius} + 0.25rem);
  background: ${color.surface};
  box-shadow: ${shadow.raised};
`;

const MenuHeading = styled.p`
  padding: 0.5rem 0.75rem 0.375rem;
  font-size: 0.75rem;
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.muted};
`;

const Item = styled.button`
  display: grid;
  grid-template-columns: 1.25rem 1fr;
  gap: 0.125rem 0.5rem;
  width: 100%;
  padding: 0.625rem 0.75rem;
  border: 0;
  border-radius: ${layout.radius};
  background: transparent;
  color: ${color.foreground};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${color.tint};
  }
  &[aria-checked='true'] {
    background: ${color.primarySoft};
  }
`;

const Check = styled.span`
  grid-row: 1 / span 2;
  color: ${color.foreground};
  font-weight: 700;
`;

const ItemLabel = styled.span`
  font-weight: 650;
`;

const ItemDescription = styled.span`
  grid-column: 2;
  font-size: 0.8125rem;
  line-height: 1.45;
  color: ${color.muted};
`;

/**
 * Desktop perspective switcher: a menu button (WAI-ARIA menu pattern) with the three perspectives
 * as radio items, the current one checked. Arrow keys, Home/End and type-ahead move between items;
 * Escape closes and returns focus to the button.
 */
export function PerspectiveMenu() {
  const { perspective, setPerspective } = usePerspective();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const typeahead = useRef({ text: '', resetAt: 0 });
  const menuId = useId();
  const headingId = useId();
  // Until the page has hydrated a click would be lost, so the prerendered trigger is disabled.
  const hydrated = useHydrated();

  const focusItem = (index: number) => items.current[(index + perspectiveValues.length) % perspectiveValues.length]?.focus();

  useEffect(() => {
    if (!open) return;
    focusItem(perspectiveValues.indexOf(perspective));
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Runs when the menu opens only: focus must not jump when the perspective changes under it.
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const choose = (next: Perspective) => {
    setPerspective(next);
    close(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        return;
      case 'End':
        event.preventDefault();
        focusItem(perspectiveValues.length - 1);
        return;
      case 'Escape':
        event.preventDefault();
        close(true);
        return;
      case 'Tab':
        close(false);
        return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      const text = (now > typeahead.current.resetAt ? '' : typeahead.current.text) + event.key;
      typeahead.current = { text, resetAt: now + TYPEAHEAD_RESET_MS };
      const labels = perspectiveValues.map((id) => perspectiveInfo[id].label);
      const index = nextTypeaheadIndex(labels, text, Math.max(current, 0));
      if (index !== -1) focusItem(index);
    }
  };

  return (
    <Anchor ref={anchor}>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        <Dot aria-hidden="true" />
        <VisuallyHidden>{perspectiveSwitcher.buttonLabel}: </VisuallyHidden>
        {perspectiveInfo[perspective].label}
        <Chevron flipped={open} aria-hidden="true">
          ▾
        </Chevron>
      </Trigger>
      {open && (
        <Popover>
          <MenuHeading id={headingId}>{perspectiveSwitcher.menuLabel}</MenuHeading>
          <div id={menuId} role="menu" aria-labelledby={headingId} onKeyDown={onMenuKeyDown}>
            {perspectiveValues.map((id, index) => {
              const info = perspectiveInfo[id];
              const labelId = `${menuId}-${id}-label`;
              const descriptionId = `${menuId}-${id}-description`;
              return (
                <Item
                  key={id}
                  ref={(element) => {
                    items.current[index] = element;
                  }}
                  type="button"
                  role="menuitemradio"
                  aria-checked={id === perspective}
                  aria-labelledby={labelId}
                  aria-describedby={descriptionId}
                  tabIndex={-1}
                  onClick={() => choose(id)}
                >
                  <Check aria-hidden="true">{id === perspective ? '✓' : ''}</Check>
                  <ItemLabel id={labelId}>{info.label}</ItemLabel>
                  <ItemDescription id={descriptionId}>{info.shortDescription}</ItemDescription>
                </Item>
              );
            })}
          </div>
        </Popover>
      )}
    </Anchor>
  );
}
