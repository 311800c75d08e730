import styled from '@emotion/styled';
import { PageHeader } from './PageHeader.tsx';
import { ActionLink } from './ui/ActionLink.tsx';
import type { PageInProgress as PageInProgressContent } from '../content/site.ts';
import { color, layout } from '../theme/tokens.ts';
import { Container } from './ui/Container.tsx';

const Note = styled.p`
  max-width: ${layout.measure};
  padding: 1.25rem 1.5rem;
  border: 1px dashed ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  color: ${color.muted};
`;

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
  justify-items: start;
  padding-block: calc(${layout.spacing} * 1.5);
`;

/** A route whose full page is still being built: its title and a short note. */
export function PageInProgress({ page }: { readonly page: PageInProgressContent }) {
  return (
    <>
      <PageHeader title={page.title} />
      <Container>
        <Body>
          <Note>{page.note}</Note>
          <ActionLink cta={page.link} variant="secondary" trailing="→" />
        </Body>
      </Container>
    </>
  );
}
