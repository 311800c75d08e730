import styled from '@emotion/styled';
import { useId } from 'react';
import { Card, CardBody, CardGrid, CardTitle } from '../../components/ui/Card.tsx';
import { Lead, Section, SectionHeader } from '../../components/ui/Section.tsx';
import type { CaseStudy } from '../../content/caseStudy.ts';
import { color, layout } from '../../theme/tokens.ts';

const MovingForward = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 2rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.25rem);
  border: 1px solid ${color.border};
  border-top: 4px solid ${color.primary};
  border-radius: ${layout.radius};
  background: ${color.surface};
`;

const SubTitle = styled.h3`
  font-size: clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem);
`;

export function LearningsSection({ heading, learnings }: { readonly heading: string; readonly learnings: CaseStudy['learnings'] }) {
  const titleId = useId();
  return (
    <Section tone="tint" labelledBy={titleId}>
      <SectionHeader id={titleId} eyebrow={heading} title={learnings.title} />
      <CardGrid>
        {learnings.items.map((item) => (
          <Card key={item.title}>
            <CardTitle>{item.title}</CardTitle>
            <CardBody>{item.body}</CardBody>
          </Card>
        ))}
      </CardGrid>
      <MovingForward>
        <SubTitle>{learnings.movingForward.title}</SubTitle>
        <Lead>{learnings.movingForward.body}</Lead>
      </MovingForward>
    </Section>
  );
}
