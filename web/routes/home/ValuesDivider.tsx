import styled from '@emotion/styled';
import { Container } from '../../components/ui/Container.tsx';
import { home } from '../../content/home.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { color, font, layout } from '../../theme/tokens.ts';

const Row = styled.div`
  display: flex;
  padding-bottom: ${layout.spacing};
  align-items: center;
  gap: 1.25rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${color.border};
  }
`;

const Label = styled.p`
  font-family: ${font.headline};
  font-size: 1.25rem;
  font-weight: ${font.headlineWeight};
  letter-spacing: ${font.headlineTracking};
  color: ${color.muted};
`;

/** The divider labelled Our Values, Our Principles or Our Philosophy. */
export function ValuesDivider({ perspective }: { readonly perspective: Perspective }) {
  return (
    <Container>
      <Row>
        <Label>{home.divider[perspective]}</Label>
      </Row>
    </Container>
  );
}
