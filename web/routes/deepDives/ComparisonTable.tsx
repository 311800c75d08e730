import styled from '@emotion/styled';
import { useId } from 'react';
import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import type { ComparisonLevel, FoundersDeepDive } from '../../content/deepDives.ts';
import { color, layout, shadow } from '../../theme/tokens.ts';

const levels: readonly ComparisonLevel[] = ['full', 'partial', 'none'];
const levelMarks: Record<ComparisonLevel, string> = { full: '●', partial: '◐', none: '○' };

/** Scrolls sideways on small screens; focusable so keyboard users can scroll it too. */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

const Table = styled.table`
  width: 100%;
  min-width: 44rem;
  border-collapse: collapse;
  text-align: left;
  caption {
    padding: 1rem 1.25rem 0;
    text-align: left;
    font-size: 0.875rem;
    color: ${color.muted};
  }
  th,
  td {
    padding: 1rem 1.25rem;
    vertical-align: top;
    border-bottom: 1px solid ${color.border};
  }
  tbody tr:last-of-type > * {
    border-bottom: 0;
  }
  thead th {
    font-size: 0.8125rem;
    font-weight: 650;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${color.muted};
  }
  thead th:nth-of-type(2),
  tbody td:first-of-type {
    background: color-mix(in srgb, ${color.primary} 6%, ${color.surface});
  }
  tbody th {
    width: 22%;
    font-weight: 650;
    text-transform: capitalize;
  }
`;

const Level = styled.span<{ level: ComparisonLevel }>`
  display: block;
  margin-bottom: 0.25rem;
  font-size: 0.8125rem;
  font-weight: 650;
  color: ${({ level }) => (level === 'full' ? color.quaternary : level === 'partial' ? color.accent : color.muted)};
`;

const Legend = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
  & > span {
    margin: 0;
  }
`;

const Text = styled.span`
  color: ${color.muted};
`;

/** 'How CHB Compares': four capabilities against a general chat assistant and a coding assistant. */
export function ComparisonTable({ comparison }: { readonly comparison: FoundersDeepDive['comparison'] }) {
  const titleId = useId();
  return (
    <Section labelledBy={titleId}>
      <SectionHeader id={titleId} title={comparison.title} intro={comparison.intro} />
      <Scroller role="region" aria-labelledby={titleId} tabIndex={0}>
        <Table>
          <caption>
            <Legend>
              {levels.map((level) => (
                <Level key={level} level={level}>
                  <span aria-hidden="true">{levelMarks[level]} </span>
                  {comparison.levelLabels[level]}
                </Level>
              ))}
            </Legend>
          </caption>
          <thead>
            <tr>
              <th scope="col">{comparison.capabilityHeading}</th>
              {comparison.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.capability}>
                <th scope="row">{row.capability}</th>
                {row.cells.map((cell, index) => (
                  <td key={comparison.columns[index]}>
                    <Level level={cell.level}>
                      <span aria-hidden="true">{levelMarks[cell.level]} </span>
                      {comparison.levelLabels[cell.level]}
                    </Level>
                    <Text>{cell.text}</Text>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </Section>
  );
}
