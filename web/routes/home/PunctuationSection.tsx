import styled from '@emotion/styled';
import { useId } from 'react';
import { ActionLink } from '../../components/ui/ActionLink.tsx';
import { Lead, Section, SectionTitle } from '../../components/ui/Section.tsx';
import { home } from '../../content/home.ts';
import { products } from '../../content/products.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { color, media } from '../../theme/tokens.ts';

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.lg} {
    grid-template-columns: 0.8fr 1.2fr;
    gap: 4rem;
  }
`;

const Marks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  font-family: 'Fraunces', Georgia, serif;
  font-size: clamp(3.5rem, 2.5rem + 4vw, 6rem);
  font-weight: 600;
  line-height: 1;
  color: ${color.primary};
  span:nth-of-type(even) {
    color: ${color.secondary};
  }
`;

const Copy = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
`;

const marks = [products.hash, products.semi, products.scout, products.pipes, products.workshop].map((product) => product.symbol);

/** 'Why punctuation matters', linking to the case study. */
export function PunctuationSection({ perspective }: { readonly perspective: Perspective }) {
  const titleId = useId();
  return (
    <Section tone="tint" labelledBy={titleId}>
      <Grid>
        <Marks aria-hidden="true">
          {marks.map((mark) => (
            <span key={mark}>{mark}</span>
          ))}
        </Marks>
        <Copy>
          <SectionTitle id={titleId}>{home.punctuation.title}</SectionTitle>
          <Lead>{home.punctuation.body[perspective]}</Lead>
          <ActionLink cta={home.punctuation.cta} variant="secondary" trailing="→" />
        </Copy>
      </Grid>
    </Section>
  );
}
