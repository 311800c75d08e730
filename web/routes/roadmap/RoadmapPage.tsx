import styled from '@emotion/styled';
import { useId } from 'react';
import { CallToActionPanel } from '../../components/CallToActionPanel.tsx';
import { NumberedCardGrid } from '../../components/NumberedCardGrid.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Card, CardBody, CardGrid, CardTitle } from '../../components/ui/Card.tsx';
import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { roadmap } from '../../content/roadmap.ts';
import { usePerspective } from '../../perspective/perspectiveContext.ts';
import { media } from '../../theme/tokens.ts';
import { PhaseCard } from './PhaseCard.tsx';

const Phases = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export default function RoadmapPage() {
  const { perspective } = usePerspective();
  const vision = roadmap.vision[perspective];
  const phasesTitleId = useId();
  const visionTitleId = useId();
  const principlesTitleId = useId();
  return (
    <>
      <PageHeader title={roadmap.title} lead={roadmap.subtitle[perspective]} />
      <Section labelledBy={phasesTitleId}>
        <SectionHeader id={phasesTitleId} eyebrow={roadmap.phasesHeading.eyebrow} title={roadmap.phasesHeading.title} />
        <Phases>
          {roadmap.phases.map((phase) => (
            <PhaseCard key={phase.id} phase={phase} perspective={perspective} />
          ))}
        </Phases>
      </Section>
      <Section tone="tint" labelledBy={visionTitleId}>
        <SectionHeader id={visionTitleId} title={vision.title} intro={vision.body} />
        <CardGrid min="14rem">
          {vision.principles.map((principle) => (
            <Card key={principle.title}>
              <CardTitle>{principle.title}</CardTitle>
              <CardBody>{principle.body}</CardBody>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section labelledBy={principlesTitleId}>
        <SectionHeader id={principlesTitleId} title={roadmap.constitutional.title} intro={roadmap.constitutional.intro} />
        <NumberedCardGrid cards={roadmap.constitutional.principles} />
      </Section>
      <CallToActionPanel title={roadmap.closingCta.title} actions={[{ cta: roadmap.closingCta.cta, variant: 'primary' }]}>
        <p>{roadmap.closingCta.body[perspective]}</p>
      </CallToActionPanel>
    </>
  );
}
