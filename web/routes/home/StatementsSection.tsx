import styled from '@emotion/styled';
import { Section } from '../../components/ui/Section.tsx';
import { home } from '../../content/home.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { color, font, media } from '../../theme/tokens.ts';

const Grid = styled.div`
  display: grid;
  gap: 2.5rem;
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
    gap: 3rem;
  }
`;

const Statement = styled.article`
  display: grid;
  gap: 1rem;
  align-content: start;
  padding-top: 1.5rem;
  border-top: 3px solid ${color.primary};
`;

const Title = styled.h3`
  font-size: clamp(1.5rem, 1.25rem + 1vw, 2rem);
  line-height: 1.15;
`;

const Body = styled.p`
  color: ${color.muted};
  font-size: calc(${font.bodySize} * 1.05);
`;

/** Explicit Bias > Fake Neutrality; Independent = Uncompromised; Personal Service at Scale. */
export function StatementsSection({ perspective }: { readonly perspective: Perspective }) {
  return (
    <Section>
      <Grid>
        {home.statements.map((statement) => (
          <Statement key={statement.title}>
            <Title>{statement.title}</Title>
            <Body>{statement.body[perspective]}</Body>
          </Statement>
        ))}
      </Grid>
    </Section>
  );
}
