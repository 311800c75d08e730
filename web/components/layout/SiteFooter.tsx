import styled from '@emotion/styled';
import { footer, shell, site } from '../../content/site.ts';
import { color, media } from '../../theme/tokens.ts';
import { ActionLink } from '../ui/ActionLink.tsx';
import { Container } from '../ui/Container.tsx';
import { Logo } from './Logo.tsx';

const Band = styled.footer`
  padding-block: 3.5rem 2rem;
  background: ${color.ink};
  color: ${color.onInk};
`;

const Grid = styled.div`
  display: grid;
  gap: 2.5rem;
  ${media.md} {
    grid-template-columns: 1.4fr 2fr;
    gap: 4rem;
  }
`;

const Brand = styled.div`
  display: grid;
  gap: 1rem;
  align-content: start;
`;

const Tagline = styled.p`
  font-weight: 600;
`;

const Blurb = styled.p`
  max-width: 26rem;
  font-size: 0.9375rem;
  color: ${color.onInkMuted};
`;

const Groups = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;

const GroupTitle = styled.h2`
  margin-bottom: 0.75rem;
  font-family: inherit;
  font-size: 0.8125rem;
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.onInkMuted};
`;

const LinkList = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding-block: 0.25rem;
    color: ${color.onInk};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-decoration-color: ${color.primary};
    text-underline-offset: 0.25em;
  }
`;

const Legal = styled.p`
  margin-top: 3rem;
  padding-top: 1.5rem;
  border-top: 1px solid color-mix(in srgb, ${color.onInk} 18%, transparent);
  font-size: 0.875rem;
  color: ${color.onInkMuted};
`;

export function SiteFooter() {
  return (
    <Band>
      <Container>
        <Grid>
          <Brand>
            <Logo />
            <Tagline>{site.tagline}</Tagline>
            <Blurb>{footer.blurb}</Blurb>
          </Brand>
          <nav aria-label={shell.footerNavigationLabel}>
            <Groups>
              {footer.groups.map((group) => (
                <div key={group.title}>
                  <GroupTitle>{group.title}</GroupTitle>
                  <LinkList>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <ActionLink cta={link} />
                      </li>
                    ))}
                  </LinkList>
                </div>
              ))}
            </Groups>
          </nav>
        </Grid>
        <Legal>{footer.copyright}</Legal>
      </Container>
    </Band>
  );
}
