import { useQuery } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useId } from 'react';
import { STATUS_COUNTS } from '../../components/admin/adminApi.ts';
import type { AdminFilters } from '../../components/admin/adminLogic.ts';
import { Field, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { learningStatusValues, perspectiveLabels, perspectiveValues } from '../../generated/vocabulary.ts';

const copy = imageAdmin.filters;

const Grid = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

export interface FilterPanelProps {
  readonly draft: AdminFilters;
  readonly onChange: (next: AdminFilters) => void;
  /** Counts for the filters in effect (debounced), not the draft. */
  readonly applied: AdminFilters;
  readonly pageCount: number;
  readonly selectedCount: number;
  readonly onSelectPage: () => void;
  readonly onClear: () => void;
}

export function FilterPanel({ draft, onChange, applied, pageCount, selectedCount, onSelectPage, onClear }: FilterPanelProps) {
  const id = useId();
  const { data } = useQuery(STATUS_COUNTS, {
    variables: {
      searchTerm: applied.search.trim() || undefined,
      perspective: applied.perspective === 'all' ? undefined : applied.perspective,
    },
  });
  const count = (key: keyof NonNullable<typeof data>) => (data ? ` (${data[key].total})` : '');

  return (
    <Panel aria-labelledby={`${id}-title`} role="search">
      <PanelTitle id={`${id}-title`}>{copy.title}</PanelTitle>
      <Grid>
        <Field>
          <label htmlFor={`${id}-search`}>{copy.searchLabel}</label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder={copy.searchPlaceholder}
            value={draft.search}
            onChange={(event) => onChange({ ...draft, search: event.target.value, page: 1 })}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-status`}>{copy.statusLabel}</label>
          <select
            id={`${id}-status`}
            value={draft.status}
            onChange={(event) => onChange({ ...draft, status: event.target.value as AdminFilters['status'], page: 1 })}
          >
            <option value="all">
              {`${copy.allStatus}${count('all')}`}
            </option>
            {learningStatusValues.map((status) => (
              <option key={status} value={status}>
                {`${copy.statusOptions[status]}${count(status)}`}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-perspective`}>{copy.perspectiveLabel}</label>
          <select id={`${id}-perspective`} value={draft.perspective} onChange={(event) => onChange({ ...draft, perspective: event.target.value as AdminFilters['perspective'], page: 1 })}>
            <option value="all">{copy.allPerspectives}</option>
            {perspectiveValues.map((value) => (
              <option key={value} value={value}>
                {perspectiveLabels[value]}
              </option>
            ))}
          </select>
        </Field>
      </Grid>
      <Row>
        <button type="button" css={button.small} onClick={onSelectPage} disabled={pageCount === 0}>
          {copy.selectAll(pageCount)}
        </button>
        <button type="button" css={button.small} onClick={onClear} disabled={selectedCount === 0}>
          {copy.clear(selectedCount)}
        </button>
      </Row>
    </Panel>
  );
}
