import { useQuery } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useId } from 'react';
import { Field, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import {
  archivedFilterLabels,
  archivedFilterValues,
  imageSortLabels,
  imageSortValues,
  learningStatusValues,
  perspectiveLabels,
  perspectiveValues,
  type ArchivedFilter,
  type ImageSort,
} from '../../generated/vocabulary.ts';
import { catalogCopy } from './catalogCopy.ts';
import { ADMIN_GRID_STATUS_COUNTS, ADMIN_IMAGE_COUNTS } from './gridDocuments.ts';
import type { GridFilters } from './gridParams.ts';

const copy = imageAdmin.filters;
const catalog = catalogCopy.filters;

const Grid = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & > :first-of-type {
    grid-column: 1 / -1;
  }
`;

export interface FilterPanelProps {
  readonly draft: GridFilters;
  readonly onChange: (next: GridFilters) => void;
  /** Counts for the filters in effect (debounced), not the draft. */
  readonly applied: GridFilters;
  readonly pageCount: number;
  readonly selectedCount: number;
  readonly onSelectPage: () => void;
  readonly onClear: () => void;
}

export function FilterPanel({ draft, onChange, applied, pageCount, selectedCount, onSelectPage, onClear }: FilterPanelProps) {
  const id = useId();
  const { data } = useQuery(ADMIN_GRID_STATUS_COUNTS, {
    variables: {
      searchTerm: applied.search.trim() || undefined,
      perspective: applied.perspective === 'all' ? undefined : applied.perspective,
      archived: applied.archived,
    },
  });
  const { data: totals } = useQuery(ADMIN_IMAGE_COUNTS);
  const count = (key: keyof NonNullable<typeof data>) => (data ? ` (${data[key].total})` : '');
  const scopeCount = (scope: ArchivedFilter) => {
    if (!totals) return '';
    const key = scope === 'ACTIVE' ? 'active' : scope === 'ARCHIVED' ? 'archived' : 'all';
    return ` (${totals[key].total})`;
  };

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
            onChange={(event) => onChange({ ...draft, status: event.target.value as GridFilters['status'], page: 1 })}
          >
            <option value="all">{`${copy.allStatus}${count('all')}`}</option>
            {learningStatusValues.map((status) => (
              <option key={status} value={status}>
                {`${copy.statusOptions[status]}${count(status)}`}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-perspective`}>{copy.perspectiveLabel}</label>
          <select
            id={`${id}-perspective`}
            value={draft.perspective}
            onChange={(event) => onChange({ ...draft, perspective: event.target.value as GridFilters['perspective'], page: 1 })}
          >
            <option value="all">{copy.allPerspectives}</option>
            {perspectiveValues.map((value) => (
              <option key={value} value={value}>
                {perspectiveLabels[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-archived`}>{catalog.archivedLabel}</label>
          <select
            id={`${id}-archived`}
            value={draft.archived}
            onChange={(event) => onChange({ ...draft, archived: event.target.value as ArchivedFilter, page: 1 })}
          >
            {archivedFilterValues.map((scope) => (
              <option key={scope} value={scope}>
                {`${archivedFilterLabels[scope]}${scopeCount(scope)}`}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-sort`}>{catalog.sortLabel}</label>
          <select id={`${id}-sort`} value={draft.sort} onChange={(event) => onChange({ ...draft, sort: event.target.value as ImageSort, page: 1 })}>
            {imageSortValues.map((sort) => (
              <option key={sort} value={sort}>
                {imageSortLabels[sort]}
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
