import styled from '@emotion/styled';
import { color, layout, media, shadow } from '../../theme/tokens.ts';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: clamp(1.25rem, 1rem + 1vw, 1.75rem);
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  box-shadow: ${shadow.card};
`;

export const CardTitle = styled.h3`
  font-size: 1.25rem;
  line-height: 1.25;
`;

export const CardBody = styled.p`
  color: ${color.muted};
`;

/** Auto-filling card grid; with an asymmetric layout every second card drops by the grid stagger. */
export const CardGrid = styled.div<{ min?: string }>`
  display: grid;
  gap: clamp(1rem, 0.5rem + 1.5vw, 1.5rem);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ min = '16rem' }) => min}), 1fr));
  ${media.lg} {
    & > :nth-of-type(even) {
      margin-top: ${layout.gridStagger};
    }
  }
`;
