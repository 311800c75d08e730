import styled from '@emotion/styled';
import { useId } from 'react';
import { Card, CardBody, CardGrid, CardTitle } from '../../components/ui/Card.tsx';
import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { home } from '../../content/home.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { color, font } from '../../theme/tokens.ts';

const Index = styled.span`
  font-family: ${font.headline};
  font-size: 2rem;
  font-weight: ${font.headlineWeight};
  line-height: 1;
  color: ${color.primary};
`;

/** Preventing digital tyranny, resisting censorship or protecting against erasure, by perspective. */
export function ResistanceSection({ perspective }: { readonly perspective: Perspective }) {
  const content = home.resistance[perspective];
  const titleId = useId();
  return (
    <Section tone="tint" labelledBy={titleId}>
      <SectionHeader id={titleId} title={content.title} intro={content.intro} />
      <CardGrid>
        {content.points.map((point, index) => (
          <Card key={point.title}>
            <Index aria-hidden="true">{String(index + 1).padStart(2, '0')}</Index>
            <CardTitle>{point.title}</CardTitle>
            <CardBody>{point.body}</CardBody>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
