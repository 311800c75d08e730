import styled from '@emotion/styled';
import { useId } from 'react';
import { ActionLink } from '../../components/ui/ActionLink.tsx';
import { Eyebrow, Section } from '../../components/ui/Section.tsx';
import { productsPage } from '../../content/products.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { color, layout, media, shadow } from '../../theme/tokens.ts';

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Promo = styled.article<{ dark?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border-radius: calc(${layout.radius} * 1.5);
  border: 1px solid ${color.border};
  background: ${({ dark }) => (dark ? color.ink : color.surface)};
  color: ${({ dark }) => (dark ? color.onInk : color.foreground)};
  box-shadow: ${shadow.card};
`;

const Title = styled.h2`
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem);
`;

const Body = styled.p<{ dark?: boolean }>`
  color: ${({ dark }) => (dark ? color.onInkMuted : color.muted)};
`;

const Highlight = styled.p`
  padding: 0.75rem 1rem;
  border-left: 3px solid ${color.primary};
  background: color-mix(in srgb, ${color.onInk} 8%, transparent);
  font-weight: 600;
`;

const Note = styled.p`
  font-size: 0.875rem;
  letter-spacing: 0.02em;
  color: ${color.onInkMuted};
`;

const Actions = styled.div`
  margin-top: auto;
  padding-top: 0.5rem;
`;

/** The case-study promo and the creative-process promo. */
export function ProductPromos({ perspective }: { readonly perspective: Perspective }) {
  const { caseStudyPromo, creativeProcessPromo } = productsPage;
  const caseStudyTitleId = useId();
  const creativeTitleId = useId();
  return (
    <Section>
      <Grid>
        <Promo aria-labelledby={caseStudyTitleId}>
          <Eyebrow>{caseStudyPromo.eyebrow}</Eyebrow>
          <Title id={caseStudyTitleId}>{caseStudyPromo.title}</Title>
          <Body>{caseStudyPromo.body[perspective]}</Body>
          <Actions>
            <ActionLink
              cta={{ label: caseStudyPromo.buttonLabel[perspective], href: caseStudyPromo.href }}
              variant="secondary"
              trailing="→"
            />
          </Actions>
        </Promo>
        <Promo dark aria-labelledby={creativeTitleId}>
          <Eyebrow inverse>{creativeProcessPromo.eyebrow}</Eyebrow>
          <Title id={creativeTitleId}>{creativeProcessPromo.title}</Title>
          <Body dark>{creativeProcessPromo.body[perspective]}</Body>
          <Highlight>{creativeProcessPromo.highlight[perspective]}</Highlight>
          <Note>{creativeProcessPromo.note}</Note>
          <Actions>
            <ActionLink cta={creativeProcessPromo.cta} variant="primary" trailing="→" />
          </Actions>
        </Promo>
      </Grid>
    </Section>
  );
}
