import styled from '@emotion/styled';
import { useId } from 'react';
import { Lead, Section, SectionHeader } from '../../components/ui/Section.tsx';
import type { CaseStudy } from '../../content/caseStudy.ts';
import { color, font, layout, media } from '../../theme/tokens.ts';

const Metrics = styled.dl`
  display: grid;
  gap: 1.5rem;
  margin: 0 0 2.5rem;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Metric = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.75rem;
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
`;

const Value = styled.dd`
  order: -1;
  margin: 0;
  font-family: ${font.headline};
  font-size: clamp(2.75rem, 2rem + 3vw, 4rem);
  font-weight: ${font.headlineWeight};
  letter-spacing: ${font.headlineTracking};
  line-height: 1;
  color: ${color.foreground};
`;

const Label = styled.dt`
  font-weight: 650;
`;

const Detail = styled.dd`
  margin: 0;
  color: ${color.muted};
`;

const Lasting = styled.div`
  display: grid;
  gap: 0.75rem;
  padding-left: 1.5rem;
  border-left: 4px solid ${color.primary};
`;

const SubTitle = styled.h3`
  font-size: clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem);
`;

/** The figures are copy from the content module, shown as they are written. */
export function ResultsSection({ heading, results }: { readonly heading: string; readonly results: CaseStudy['results'] }) {
  const titleId = useId();
  return (
    <Section labelledBy={titleId}>
      <SectionHeader id={titleId} eyebrow={heading} title={results.title} intro={results.intro} />
      <Metrics>
        {results.metrics.map((metric) => (
          <Metric key={metric.label}>
            <Label>{metric.label}</Label>
            <Value>{metric.value}</Value>
            <Detail>{metric.detail}</Detail>
          </Metric>
        ))}
      </Metrics>
      <Lasting>
        <SubTitle>{results.lastingImpact.title}</SubTitle>
        <Lead>{results.lastingImpact.body}</Lead>
      </Lasting>
    </Section>
  );
}
