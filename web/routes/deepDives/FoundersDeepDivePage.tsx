import styled from '@emotion/styled';
import { useId } from 'react';
import { CheckList } from '../../components/ui/CheckList.tsx';
import { Lead, Section, SectionTitle } from '../../components/ui/Section.tsx';
import { foundersDeepDive as page } from '../../content/deepDives.ts';
import { products } from '../../content/products.ts';
import { color, layout, media } from '../../theme/tokens.ts';
import { CardSection } from './CardSection.tsx';
import { ComparisonTable } from './ComparisonTable.tsx';
import { DeepDiveClosingPanel } from './DeepDiveClosingPanel.tsx';
import { DeepDiveHero } from './DeepDiveHero.tsx';
import { ToolCardsSection } from './ToolCardsSection.tsx';

const MemoryGrid = styled.div`
  display: grid;
  gap: 2rem;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: 4rem;
    align-items: start;
  }
`;

const Capabilities = styled.div`
  display: grid;
  gap: 1rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.25rem);
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
`;

const CapabilitiesHeading = styled.h3`
  font-size: 1.25rem;
`;

export default function FoundersDeepDivePage() {
  const memoryTitleId = useId();
  const { strategicMemory } = page;
  return (
    <>
      <DeepDiveHero hero={page.hero} actions={page.closing} symbol={products.scout.symbol} />
      <CardSection content={page.problems} tone="tint" />
      <Section labelledBy={memoryTitleId}>
        <MemoryGrid>
          <div css={{ display: 'grid', gap: '1.25rem' }}>
            <SectionTitle id={memoryTitleId}>{strategicMemory.title}</SectionTitle>
            <Lead>{strategicMemory.body}</Lead>
          </div>
          <Capabilities>
            <CapabilitiesHeading>{strategicMemory.capabilitiesHeading}</CapabilitiesHeading>
            <CheckList>
              {strategicMemory.capabilities.map((capability) => (
                <li key={capability}>{capability}</li>
              ))}
            </CheckList>
          </Capabilities>
        </MemoryGrid>
      </Section>
      <ToolCardsSection content={page.tools} tone="tint" />
      <ComparisonTable comparison={page.comparison} />
      <CardSection content={page.useCases} tone="tint" />
      <DeepDiveClosingPanel closing={page.closing} />
    </>
  );
}
