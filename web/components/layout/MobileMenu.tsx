import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { perspectiveInfo } from '../../content/perspectives.ts';
import { headerCta, mobileMenu, navLinks, shell } from '../../content/site.ts';
import { perspectiveValues, type Perspective } from '../../generated/vocabulary.ts';
import { usePerspective } from '../../perspective/perspectiveContext.ts';
import { color, layout, media, shadow } from '../../theme/tokens.ts';
import { ActionLink } from '../ui/ActionLink.tsx';
import { useHydrated } from './useHydrated.ts';

const Wrapper = styled.div`
  margin-left: auto;
  ${media.desktopNav} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${color.border};
  border-radius: 0.75rem;
  background: ${color.surface};
  color: ${color.foreground};
  cursor: pointer;
  &:disabled {
    cursor: progress;
  }
`;

const Bars = styled.span<{ crossed: boolean }>`
  position: relative;
  width: 1.125rem;
  height: 2px;
  border-radius: 2px;
  background: ${({ crossed }) => (crossed ? 'transparent' : 'currentColor')};
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    border-radius: 2px;
    background: currentColor;
    transition: transform 150ms ease;
  }
  &::before {
    transform: ${({ crossed }) => (crossed ? 'rotate(45deg)' : 'translateY(-6px)')};
  }
  &::after {
    transform: ${({ crossed }) => (crossed ? 'rotate(-45deg)' : 'translateY(6px)')};
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: ${layout.headerHeight} 0 0;
  background: rgb(15 23 42 / 0.35);
`;

const Panel = styled.div`
  position: fixed;
  inset: ${layout.headerHeight} 0 auto;
  max-height: calc(100dvh - ${layout.headerHeight});
  overflow-y: auto;
  padding: 1rem 1.25rem 1.5rem;
  border-bottom: 1px solid ${color.border};
  background: ${color.surface};
  box-shadow: ${shadow.raised};
  display: grid;
  gap: 1.25rem;
`;

const LinkList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 3rem;
  padding: 0 0.75rem;
  border-radius: 0.75rem;
  color: ${color.foreground};
  font-size: 1.0625rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${color.tint};
  }
  &[aria-current='page'] {
    background: ${color.primarySoft};
    box-shadow: inset 3px 0 0 ${color.primary};
  }
`;

const SectionHeading = styled.h2`
  margin-bottom: 0.5rem;
  padding-inline: 0.75rem;
  font-family: inherit;
  font-size: 0.75rem;
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.muted};
`;

const PerspectiveButtons = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const PerspectiveButton = styled.button`
  display: grid;
  gap: 0.125rem;
  width: 100%;
  padding: 0.75rem;
  border: 1.5px solid ${color.border};
  border-radius: 0.75rem;
  background: ${color.surface};
  color: ${color.foreground};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${color.primary};
    background: ${color.primarySoft};
  }
`;

const ButtonLabel = styled.span`
  font-weight: 650;
`;

const ButtonDescription = styled.span`
  font-size: 0.875rem;
  color: ${color.muted};
`;

/**
 * Small screens: a toggle opens a panel with the site links, a Perspective section with one button
 * per perspective, and Try Hash. Any choice closes it; so do Escape and a tap outside.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { perspective, setPerspective } = usePerspective();
  const { pathname } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  // Until the page has hydrated a tap would be lost, so the prerendered toggle is disabled.
  const hydrated = useHydrated();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);
  const choosePerspective = (next: Perspective) => {
    setPerspective(next);
    close();
    toggle.current?.focus();
  };

  return (
    <Wrapper>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? mobileMenu.closeLabel : mobileMenu.openLabel}
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
      >
        <Bars crossed={open} aria-hidden="true" />
      </Toggle>
      {open && (
        <>
          <Backdrop aria-hidden="true" onClick={close} />
          <Panel id={panelId}>
            <nav aria-label={shell.mainNavigationLabel}>
              <LinkList>
                {navLinks.map((link) => (
                  <li key={link.href}>
                    <MenuLink to={link.href} onClick={close}>
                      {link.label}
                    </MenuLink>
                  </li>
                ))}
              </LinkList>
            </nav>
            <section aria-labelledby={headingId}>
              <SectionHeading id={headingId}>{mobileMenu.perspectiveHeading}</SectionHeading>
              <PerspectiveButtons>
                {perspectiveValues.map((id) => (
                  <PerspectiveButton key={id} type="button" aria-pressed={id === perspective} onClick={() => choosePerspective(id)}>
                    <ButtonLabel>{perspectiveInfo[id].label}</ButtonLabel>
                    <ButtonDescription>{perspectiveInfo[id].shortDescription}</ButtonDescription>
                  </PerspectiveButton>
                ))}
              </PerspectiveButtons>
            </section>
            <ActionLink cta={headerCta} variant="primary" onClick={close} />
          </Panel>
        </>
      )}
    </Wrapper>
  );
}
