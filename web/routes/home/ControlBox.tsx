import styled from '@emotion/styled';
import { useId } from 'react';
import { CheckList } from '../../components/ui/CheckList.tsx';
import { Lead, Section } from '../../components/ui/Section.tsx';
import type { ControlBox as ControlBoxContent } from '../../content/home.ts';
import { color, layout, media, shadow } from '../../theme/tokens.ts';

const Box = styled.div`
  display: grid;
  gap: 1.5rem;
  padding: clamp(1.5rem, 1rem + 2.5vw, 3rem);
  border: 1px solid ${color.border};
  border-top: 4px solid ${color.primary};
  border-radius: calc(${layout.radius} * 1.5);
  background: ${color.surface};
  box-shadow: ${shadow.card};
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: 3rem;
  }
`;

const Title = styled.h2`
  margin-bottom: 1rem;
  font-size: clamp(1.5rem, 1.2rem + 1.4vw, 2.25rem);
`;

/** 'Technical Control You Actually Want' or 'Creative Consistency You Control'. */
export function ControlBox({ content }: { readonly content: ControlBoxContent }) {
  const titleId = useId();
  return (
    <Section labelledBy={titleId}>
      <Box>
        <div>
          <Title id={titleId}>{content.title}</Title>
          <Lead>{content.body}</Lead>
        </div>
        <CheckList>
          {content.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </CheckList>
      </Box>
    </Section>
  );
}
