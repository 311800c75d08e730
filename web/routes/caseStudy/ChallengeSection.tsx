import styled from '@emotion/styled';
import { useId } from 'react';
import { Lead, Section, SectionHeader } from '../../components/ui/Section.tsx';
import type { CaseStudy } from '../../content/caseStudy.ts';
import { color, font, media } from '../../theme/tokens.ts';

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  ${media.lg} {
    grid-template-columns: 1.2fr 1fr;
    gap: 4rem;
    align-items: start;
  }
`;

const Paragraphs = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Quote = styled.figure`
  margin: 0;
  padding: 1.5rem 0 1.5rem 1.75rem;
  border-left: 4px solid ${color.primary};
  blockquote {
    margin: 0;
    font-family: ${font.headline};
    font-size: clamp(1.375rem, 1.15rem + 1vw, 1.875rem);
    font-weight: ${font.headlineWeight};
    letter-spacing: ${font.headlineTracking};
    line-height: 1.3;
  }
  figcaption {
    margin-top: 1rem;
    font-size: 0.9375rem;
    font-weight: 600;
    color: ${color.muted};
  }
`;

export function ChallengeSection({ heading, challenge }: { readonly heading: string; readonly challenge: CaseStudy['challenge'] }) {
  const titleId = useId();
  return (
    <Section labelledBy={titleId}>
      <SectionHeader id={titleId} eyebrow={heading} title={challenge.title} />
      <Grid>
        <Paragraphs>
          {challenge.paragraphs.map((paragraph) => (
            <Lead key={paragraph}>{paragraph}</Lead>
          ))}
        </Paragraphs>
        <Quote>
          <blockquote>
            <p>{challenge.quote.text}</p>
          </blockquote>
          <figcaption>— {challenge.quote.attribution}</figcaption>
        </Quote>
      </Grid>
    </Section>
  );
}
