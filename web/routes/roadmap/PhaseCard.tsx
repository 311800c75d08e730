import styled from '@emotion/styled';
import { CheckList } from '../../components/ui/CheckList.tsx';
import type { PhaseStatus, RoadmapPhase } from '../../content/roadmap.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { color, layout, shadow } from '../../theme/tokens.ts';

const statusColors: Record<PhaseStatus, { readonly mark: string; readonly badge: string }> = {
  complete: { mark: color.quaternary, badge: color.quaternary },
  'in-progress': { mark: color.primary, badge: color.accent },
  planned: { mark: color.muted, badge: color.muted },
};

const Card = styled.article<{ status: PhaseStatus }>`
  display: grid;
  gap: 1rem;
  align-content: start;
  padding: clamp(1.5rem, 1rem + 1.5vw, 2rem);
  border: 1px solid ${color.border};
  border-top: 4px solid ${({ status }) => statusColors[status].mark};
  border-radius: ${layout.radius};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Name = styled.h3`
  font-size: 1.5rem;
`;

const Badge = styled.p<{ status: PhaseStatus }>`
  padding: 0.25rem 0.75rem;
  border: 1.5px solid currentColor;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 650;
  color: ${({ status }) => statusColors[status].badge};
`;

const Summary = styled.p`
  color: ${color.muted};
`;

/** One roadmap phase with its status marker and the perspective's bullets. */
export function PhaseCard({ phase, perspective }: { readonly phase: RoadmapPhase; readonly perspective: Perspective }) {
  return (
    <Card status={phase.status} data-status={phase.status}>
      <Head>
        <Name>{phase.name}</Name>
        <Badge status={phase.status}>{phase.statusLabel}</Badge>
      </Head>
      <Summary>{phase.summary[perspective]}</Summary>
      <CheckList bullet={phase.marker} bulletColor={statusColors[phase.status].mark}>
        {phase.items[perspective].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </CheckList>
    </Card>
  );
}
