import { useId } from 'react';
import { NumberedCardGrid } from '../../components/NumberedCardGrid.tsx';
import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { familiesDeepDive as page } from '../../content/deepDives.ts';
import { products } from '../../content/products.ts';
import { CardSection } from './CardSection.tsx';
import { DeepDiveClosingPanel } from './DeepDiveClosingPanel.tsx';
import { DeepDiveHero } from './DeepDiveHero.tsx';
import { ToolCardsSection } from './ToolCardsSection.tsx';

export default function FamiliesDeepDivePage() {
  const governanceTitleId = useId();
  return (
    <>
      <DeepDiveHero hero={page.hero} actions={page.closing} symbol={products.hash.symbol} />
      <CardSection content={page.problems} tone="tint" />
      <Section labelledBy={governanceTitleId}>
        <SectionHeader id={governanceTitleId} title={page.governance.title} intro={page.governance.intro} />
        <NumberedCardGrid cards={page.governance.principles} />
      </Section>
      <ToolCardsSection content={page.tools} tone="tint" />
      <CardSection content={page.useCases} />
      <DeepDiveClosingPanel closing={page.closing} />
    </>
  );
}
