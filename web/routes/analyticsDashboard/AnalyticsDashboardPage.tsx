import { useQuery } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isUnauthenticated } from '../../components/admin/adminApi.ts';
import { AdminLoading } from '../../components/admin/AdminLoading.tsx';
import { AdminSignOut } from '../../components/admin/AdminSignOut.tsx';
import { AdminHeader, AdminMain, AmberBox, FieldError, Muted, Panel, PanelTitle, Row, StatTiles, button } from '../../components/admin/adminStyles.ts';
import { AdminSessionGate, useAdminSession } from '../../components/admin/AdminSession.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { analyticsDashboard } from '../../content/analyticsDashboard.ts';
import { DailyCharts } from './DailyCharts.tsx';
import type { AnalyticsDashboardQuery } from '../../generated/graphql.ts';
import { ANALYTICS_DASHBOARD } from './dashboardQuery.ts';
import { DateRangePicker } from './DateRangePicker.tsx';
import { rangeFromParams, type DayRange } from './dayRange.ts';
import { FigureTable } from './FigureTable.tsx';
import { NextPagesPanel } from './NextPagesPanel.tsx';

const copy = analyticsDashboard;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
`;

export default function AnalyticsDashboardPage() {
  return (
    <AdminSessionGate loading={<AdminLoading label={copy.loading} />}>
      <AnalyticsDashboard />
    </AdminSessionGate>
  );
}

function AnalyticsDashboard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const range = useMemo(() => rangeFromParams(searchParams, now), [searchParams, now]);
  const changeRange = useCallback((next: DayRange) => setSearchParams({ from: next.from, to: next.to }, { replace: true }), [setSearchParams]);

  return (
    <Container>
      <AdminMain>
        <BackLink cta={copy.back} />
        <AdminHeader>
          <div>
            <h1>{copy.title}</h1>
            <Muted>{copy.intro}</Muted>
          </div>
          <AdminSignOut logoutLabel={copy.logout} />
        </AdminHeader>
        <Panel aria-label={copy.range.legend}>
          <DateRangePicker value={range} onChange={changeRange} now={now} />
        </Panel>
        <DashboardFigures range={range} />
      </AdminMain>
    </Container>
  );
}

function DashboardFigures({ range }: { readonly range: DayRange }) {
  const { reportUnauthenticated } = useAdminSession();
  const { data, previousData, loading, error, refetch } = useQuery(ANALYTICS_DASHBOARD, { variables: range, fetchPolicy: 'no-cache' });
  const unauthenticated = error !== undefined && isUnauthenticated(error);
  useEffect(() => {
    if (unauthenticated) reportUnauthenticated();
  }, [unauthenticated, reportUnauthenticated]);

  const shown = (data ?? previousData)?.analyticsDashboard;
  if (error && !unauthenticated) {
    return (
      <Panel role="alert">
        <FieldError>{copy.failed}</FieldError>
        <Row>
          <button type="button" css={button.secondary} onClick={() => void refetch()}>
            {copy.retry}
          </button>
        </Row>
      </Panel>
    );
  }
  if (!shown) return <AdminLoading label={copy.loading} inline />;
  return (
    <>
      <div aria-live="polite">{loading && <Muted>{copy.refreshing}</Muted>}</div>
      <Figures dashboard={shown} range={range} />
    </>
  );
}

function Figures({ dashboard, range }: { readonly dashboard: AnalyticsDashboardQuery['analyticsDashboard']; readonly range: DayRange }) {
  const id = useId();
  const downloads = dashboard.days.reduce((total, day) => total + day.downloads, 0);
  const hasVisits = dashboard.visits > 0;
  return (
    <>
      <Panel aria-labelledby={`${id}-totals`}>
        <PanelTitle id={`${id}-totals`}>{`${dashboard.from} – ${dashboard.to}`}</PanelTitle>
        <StatTiles>
          <div>
            <dt>{copy.totals.visits}</dt>
            <dd>{dashboard.visits}</dd>
          </div>
          <div>
            <dt>{copy.totals.sessions}</dt>
            <dd>{dashboard.sessions}</dd>
          </div>
          <div>
            <dt>{copy.totals.averageTime}</dt>
            <dd>{copy.seconds(dashboard.averageSecondsOnPage)}</dd>
          </div>
          <div>
            <dt>{copy.totals.downloads}</dt>
            <dd>{downloads}</dd>
          </div>
        </StatTiles>
        <AmberBox>
          <strong>{copy.excluded(dashboard.excluded.botVisits, dashboard.excluded.adminVisits)}</strong> {copy.excludedHint}
        </AmberBox>
        {!hasVisits && <p role="status">{copy.empty}</p>}
      </Panel>
      <DailyCharts days={dashboard.days} showVisits={hasVisits} />
      {hasVisits && (
        <Columns>
          <Panel aria-labelledby={`${id}-top`}>
            <PanelTitle id={`${id}-top`}>{copy.topPages.title}</PanelTitle>
            <FigureTable
              caption={copy.topPages.title}
              rows={dashboard.topPages}
              rowKey={(row) => row.path}
              empty={copy.empty}
              columns={[
                { header: copy.topPages.path, cell: (row) => <code>{row.path}</code> },
                { header: copy.topPages.visits, cell: (row) => row.visits, numeric: true },
                { header: copy.topPages.sessions, cell: (row) => row.sessions, numeric: true },
              ]}
            />
          </Panel>
          <Panel aria-labelledby={`${id}-entry`}>
            <PanelTitle id={`${id}-entry`}>{copy.entryPages.title}</PanelTitle>
            <Muted>{copy.entryPages.hint}</Muted>
            <FigureTable
              caption={copy.entryPages.title}
              rows={dashboard.entryPages}
              rowKey={(row) => row.path}
              empty={copy.empty}
              columns={[
                { header: copy.entryPages.path, cell: (row) => <code>{row.path}</code> },
                { header: copy.entryPages.sessions, cell: (row) => row.sessions, numeric: true },
              ]}
            />
          </Panel>
          <NextPagesPanel range={range} pairs={dashboard.nextPages} pages={dashboard.topPages.map((page) => page.path)} />
          <Panel aria-labelledby={`${id}-time`}>
            <PanelTitle id={`${id}-time`}>{copy.timeOnPage.title}</PanelTitle>
            <Muted>{copy.timeOnPage.hint}</Muted>
            <FigureTable
              caption={copy.timeOnPage.title}
              rows={dashboard.timeOnPage}
              rowKey={(row) => row.path}
              empty={copy.seconds(null)}
              columns={[
                { header: copy.timeOnPage.path, cell: (row) => <code>{row.path}</code> },
                { header: copy.timeOnPage.average, cell: (row) => copy.seconds(row.averageSeconds), numeric: true },
                { header: copy.timeOnPage.visits, cell: (row) => row.timedVisits, numeric: true },
              ]}
            />
          </Panel>
        </Columns>
      )}
      <Columns>
        <Panel aria-labelledby={`${id}-downloads`}>
          <PanelTitle id={`${id}-downloads`}>{copy.downloads.title}</PanelTitle>
          <FigureTable
            caption={copy.downloads.title}
            rows={dashboard.downloadsByImage}
            rowKey={(row) => row.imageId}
            empty={copy.downloads.none}
            columns={[
              { header: copy.downloads.image, cell: (row) => row.title ?? row.imageId },
              { header: copy.downloads.downloads, cell: (row) => row.downloads, numeric: true },
            ]}
          />
        </Panel>
        <Panel aria-labelledby={`${id}-chat`}>
          <PanelTitle id={`${id}-chat`}>{copy.chat.title}</PanelTitle>
          <StatTiles>
            <div>
              <dt>{copy.chat.answered}</dt>
              <dd>{dashboard.chatQuestions.answered}</dd>
            </div>
            <div>
              <dt>{copy.chat.unanswered}</dt>
              <dd>{dashboard.chatQuestions.unanswered}</dd>
            </div>
          </StatTiles>
        </Panel>
      </Columns>
    </>
  );
}
