import styled from '@emotion/styled';
import { useId } from 'react';
import { ActionLink } from '../../components/ui/ActionLink.tsx';
import { Eyebrow, Lead, Section, SectionTitle } from '../../components/ui/Section.tsx';
import { home } from '../../content/home.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { media } from '../../theme/tokens.ts';

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: 1fr 1.2fr;
    gap: 4rem;
    align-items: start;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
  justify-items: start;
`;

/** Section #ecosystem (the footer's Philosophy link) with the perspective's deep-dive link. */
export function PhilosophySection({ perspective }: { readonly perspective: Perspective }) {
  const content = home.philosophy.byPerspective[perspective];
  const titleId = useId();
  return (
    <Section id={home.philosophy.anchorId} labelledBy={titleId}>
      <Grid>
        <div>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <SectionTitle id={titleId}>{content.headline}</SectionTitle>
        </div>
        <Body>
          <Lead>{content.body}</Lead>
          <ActionLink cta={content.deepDive} variant="secondary" trailing="→" />
        </Body>
      </Grid>
    </Section>
  );
}
