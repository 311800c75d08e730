import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { isUnauthenticated } from '../../components/admin/adminApi.ts';
import { Field, FieldError, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { useAdminSession } from '../../components/admin/AdminSession.tsx';
import { analyticsDashboard } from '../../content/analyticsDashboard.ts';
import type { AnalyticsNextPagesFromQuery } from '../../generated/graphql.ts';
import { NEXT_PAGES_FROM } from './dashboardQuery.ts';

type PathPair = AnalyticsNextPagesFromQuery['analyticsDashboard']['nextPages'][number];
import type { DayRange } from './dayRange.ts';
import { FigureTable, type Column } from './FigureTable.tsx';

const copy = analyticsDashboard.nextPages;

const pairColumns: readonly Column<PathPair>[] = [
  { header: copy.from, cell: (row) => <code>{row.fromPath}</code> },
  { header: copy.to, cell: (row) => <code>{row.toPath}</code> },
  { header: copy.count, cell: (row) => row.count, numeric: true },
];

/** The ten most taken steps, and for a chosen page, where its visitors went next. */
export function NextPagesPanel({ range, pairs, pages }: { readonly range: DayRange; readonly pairs: readonly PathPair[]; readonly pages: readonly string[] }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [fromPath, setFromPath] = useState('');
  const { reportUnauthenticated } = useAdminSession();
  const choices = [...new Set([...pages, ...pairs.map((pair) => pair.fromPath)])].sort();
  const drill = useQuery(NEXT_PAGES_FROM, {
    variables: { ...range, fromPath },
    skip: !fromPath,
    fetchPolicy: 'no-cache',
  });
  useEffect(() => {
    if (drill.error && isUnauthenticated(drill.error)) reportUnauthenticated();
  }, [drill.error, reportUnauthenticated]);

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>{copy.title}</PanelTitle>
      <FigureTable caption={copy.title} columns={pairColumns} rows={pairs} rowKey={(row) => `${row.fromPath} ${row.toPath}`} empty={copy.none} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFromPath(draft.trim());
        }}
      >
        <Row style={{ alignItems: 'flex-end' }}>
          <Field style={{ flex: '1 1 16rem' }}>
            <label htmlFor={`${id}-from`}>{copy.drillLabel}</label>
            <input id={`${id}-from`} list={`${id}-pages`} value={draft} placeholder={copy.drillPlaceholder} onChange={(event) => setDraft(event.target.value)} />
            <datalist id={`${id}-pages`}>
              {choices.map((path) => (
                <option key={path} value={path} />
              ))}
            </datalist>
          </Field>
          <button type="submit" css={button.secondary}>
            {copy.drillSubmit}
          </button>
        </Row>
      </form>
      <div aria-live="polite">
        {fromPath && drill.loading && <Muted>{analyticsDashboard.refreshing}</Muted>}
        {fromPath && drill.error && !isUnauthenticated(drill.error) && <FieldError>{drill.error.message}</FieldError>}
        {fromPath && drill.data && (
          <FigureTable
            caption={`${copy.drillLabel} ${fromPath}`}
            columns={pairColumns.slice(1)}
            rows={drill.data.analyticsDashboard.nextPages}
            rowKey={(row) => row.toPath}
            empty={copy.drillEmpty}
          />
        )}
      </div>
    </Panel>
  );
}
