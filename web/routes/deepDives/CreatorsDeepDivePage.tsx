import styled from '@emotion/styled';
import { useId } from 'react';
import { Section, SectionTitle } from '../../components/ui/Section.tsx';
import { creatorsDeepDive as page } from '../../content/deepDives.ts';
import { products } from '../../content/products.ts';
import { color, font, layout } from '../../theme/tokens.ts';
import { CardSection } from './CardSection.tsx';
import { DeepDiveClosingPanel } from './DeepDiveClosingPanel.tsx';
import { DeepDiveHero } from './DeepDiveHero.tsx';
import { ToolCardsSection } from './ToolCardsSection.tsx';

const Pledge = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 52rem;
  margin-inline: auto;
  padding: clamp(1.75rem, 1rem + 3vw, 3.5rem);
  border: 1px solid ${color.border};
  border-top: 4px solid ${color.primary};
  border-radius: calc(${layout.radius} * 1.5);
  background: ${color.surface};
  p {
    font-family: ${font.headline};
    font-size: clamp(1.125rem, 1rem + 0.5vw, 1.375rem);
    line-height: 1.55;
  }
`;

export default function CreatorsDeepDivePage() {
  const pledgeTitleId = useId();
  return (
    <>
      <DeepDiveHero hero={page.hero} actions={page.closing} symbol={products.semi.symbol} />
      <CardSection content={page.problems} tone="tint" />
      <CardSection content={page.philosophy} minCardWidth="14rem" />
      <ToolCardsSection content={page.tools} tone="tint" />
      <CardSection content={page.mediums} minCardWidth="14rem" />
      <CardSection content={page.useCases} tone="tint" />
      <Section labelledBy={pledgeTitleId}>
        <Pledge>
          <SectionTitle id={pledgeTitleId}>{page.pledge.title}</SectionTitle>
          {page.pledge.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Pledge>
      </Section>
      <DeepDiveClosingPanel closing={page.closing} />
    </>
  );
}
