import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import { headerCta, navLinks, shell } from '../../content/site.ts';
import { color, layout, media, motion } from '../../theme/tokens.ts';
import { ActionLink } from '../ui/ActionLink.tsx';
import { Container } from '../ui/Container.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { PerspectiveMenu } from './PerspectiveMenu.tsx';

const Bar = styled.header`
  position: fixed;
  z-index: 50;
  inset: 0 0 auto;
  height: ${layout.headerHeight};
  border-bottom: 1px solid ${color.border};
  background: color-mix(in srgb, ${color.background} 88%, transparent);
  backdrop-filter: saturate(1.4) blur(12px);
  color: ${color.foreground};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  height: 100%;
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.desktopNav} {
    display: block;
    margin-left: 1rem;
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const HeaderNavLink = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0.5rem 0.75rem;
  border-radius: 0.5rem;
  color: ${color.muted};
  font-size: 0.9375rem;
  font-weight: 550;
  text-decoration: none;
  transition: color ${motion.fast};
  &:hover {
    color: ${color.foreground};
  }
  &[aria-current='page'] {
    color: ${color.foreground};
    font-weight: 650;
  }
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: 0.75rem;
    right: 0.75rem;
    bottom: 0.125rem;
    height: 2px;
    border-radius: 2px;
    background: ${color.primary};
  }
`;

const DesktopActions = styled.div`
  display: none;
  ${media.desktopNav} {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    margin-left: auto;
  }
`;

export function SiteHeader() {
  return (
    <Bar>
      <Row>
        <Logo />
        <DesktopNav aria-label={shell.mainNavigationLabel}>
          <NavList>
            {navLinks.map((link) => (
              <li key={link.href}>
                <HeaderNavLink to={link.href}>{link.label}</HeaderNavLink>
              </li>
            ))}
          </NavList>
        </DesktopNav>
        <DesktopActions>
          <PerspectiveMenu />
          <ActionLink cta={headerCta} variant="primary" />
        </DesktopActions>
        <MobileMenu />
      </Row>
    </Bar>
  );
}
