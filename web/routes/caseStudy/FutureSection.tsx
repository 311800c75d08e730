import { useId } from 'react';
import { Card, CardBody, CardGrid, CardTitle } from '../../components/ui/Card.tsx';
import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import type { CaseStudy } from '../../content/caseStudy.ts';

export function FutureSection({ heading, future }: { readonly heading: string; readonly future: CaseStudy['futureOpportunities'] }) {
  const titleId = useId();
  return (
    <Section labelledBy={titleId}>
      <SectionHeader id={titleId} eyebrow={heading} title={future.title} intro={future.intro} />
      <CardGrid>
        {future.items.map((item) => (
          <Card key={item.title}>
            <CardTitle>{item.title}</CardTitle>
            <CardBody>{item.body}</CardBody>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
