import styled from '@emotion/styled';
import { ActionLink } from '../components/ui/ActionLink.tsx';
import { buttonStyle } from '../components/ui/buttonStyles.ts';
import { Container } from '../components/ui/Container.tsx';
import { routeErrorPage } from '../content/site.ts';
import { color, layout } from '../theme/tokens.ts';

const Body = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
  padding-block: calc(${layout.spacing} * 3);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** Shown inside the site frame when a page throws or its code fails to download. */
export function RouteErrorPage() {
  return (
    <Container>
      <Body role="alert">
        <h1 css={{ fontSize: 'clamp(2rem, 1.5rem + 2vw, 3rem)' }}>{routeErrorPage.title}</h1>
        <p css={{ color: color.muted, fontSize: '1.125rem' }}>{routeErrorPage.body}</p>
        <Actions>
          <button type="button" css={buttonStyle('primary')} onClick={() => window.location.reload()}>
            {routeErrorPage.reloadLabel}
          </button>
          <ActionLink cta={routeErrorPage.homeLink} variant="secondary" />
        </Actions>
      </Body>
    </Container>
  );
}
