import styled from '@emotion/styled';
import { useId } from 'react';
import { Card, CardBody, CardGrid, CardTitle } from '../../components/ui/Card.tsx';
import { Lead, Section, SectionHeader } from '../../components/ui/Section.tsx';
import type { CaseStudy } from '../../content/caseStudy.ts';
import { color, layout } from '../../theme/tokens.ts';

const Paragraphs = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-bottom: 2.5rem;
`;

const DeepDive = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-bottom: 2rem;
`;

const SubTitle = styled.h3`
  font-size: clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem);
`;

const Impact = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.25rem);
  border-radius: calc(${layout.radius} * 1.5);
  background: ${color.ink};
  color: ${color.onInk};
  p {
    color: ${color.onInkMuted};
  }
`;

export function SolutionSection({ heading, solution }: { readonly heading: string; readonly solution: CaseStudy['solution'] }) {
  const titleId = useId();
  return (
    <Section tone="tint" labelledBy={titleId}>
      <SectionHeader id={titleId} eyebrow={heading} title={solution.title} />
      <Paragraphs>
        {solution.paragraphs.map((paragraph) => (
          <Lead key={paragraph}>{paragraph}</Lead>
        ))}
      </Paragraphs>
      <DeepDive>
        <SubTitle>{solution.technicalDeepDive.title}</SubTitle>
        <Lead>{solution.technicalDeepDive.body}</Lead>
        <CardGrid min="15rem">
          {solution.technicalDeepDive.points.map((point) => (
            <Card key={point.title}>
              <CardTitle as="h4">{point.title}</CardTitle>
              <CardBody>{point.body}</CardBody>
            </Card>
          ))}
        </CardGrid>
      </DeepDive>
      <Impact>
        <SubTitle>{solution.impactBox.title}</SubTitle>
        <p>{solution.impactBox.body}</p>
      </Impact>
    </Section>
  );
}
