import styled from '@emotion/styled';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Panel, PanelTitle } from '../../components/admin/adminStyles.ts';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import { analyticsDashboard } from '../../content/analyticsDashboard.ts';
import { color } from '../../theme/tokens.ts';
import type { AnalyticsDashboardQuery } from '../../generated/graphql.ts';

type DayFigures = AnalyticsDashboardQuery['analyticsDashboard']['days'][number];
import { FigureTable } from './FigureTable.tsx';

const copy = analyticsDashboard;

const Chart = styled.figure`
  margin: 0;
  height: 16rem;
`;

const Details = styled.details`
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 2.5rem;
    display: flex;
    align-items: center;
  }
`;

const shortDay = (day: string) => day.slice(5);
const sum = (days: readonly DayFigures[], key: 'visits' | 'sessions' | 'downloads') => days.reduce((total, day) => total + day[key], 0);

/** The per-day bar charts; the SVG is hidden from assistive technology and the table beside it says the same. */
export function DailyCharts({ days, showVisits }: { readonly days: readonly DayFigures[]; readonly showVisits: boolean }) {
  const rows = [...days];
  return (
    <Panel aria-label={copy.dayTable.caption}>
      {showVisits && (
        <>
          <PanelTitle>{copy.visitsChart.title}</PanelTitle>
          <Chart>
            <VisuallyHidden as="figcaption">{copy.visitsChart.summary(sum(days, 'visits'), sum(days, 'sessions'), days.length)}</VisuallyHidden>
            <div aria-hidden="true" style={{ height: '100%' }}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={rows} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
                  <YAxis allowDecimals={false} width={40} />
                  <Tooltip />
                  <Legend />
                  <Bar dataKey="visits" name={copy.totals.visits} fill={color.primary} />
                  <Bar dataKey="sessions" name={copy.totals.sessions} fill={color.secondary} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </Chart>
        </>
      )}
      <PanelTitle>{copy.downloadsChart.title}</PanelTitle>
      <Chart>
        <VisuallyHidden as="figcaption">{copy.downloadsChart.summary(sum(days, 'downloads'), days.length)}</VisuallyHidden>
        <div aria-hidden="true" style={{ height: '100%' }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
              <YAxis allowDecimals={false} width={40} />
              <Tooltip />
              <Bar dataKey="downloads" name={copy.totals.downloads} fill={color.accent} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Chart>
      <Details>
        <summary>{copy.dayTable.show}</summary>
        <FigureTable
          caption={copy.dayTable.caption}
          rows={days}
          rowKey={(row) => row.day}
          empty={copy.empty}
          columns={[
            { header: copy.dayTable.day, cell: (row) => row.day },
            { header: copy.dayTable.visits, cell: (row) => row.visits, numeric: true },
            { header: copy.dayTable.sessions, cell: (row) => row.sessions, numeric: true },
            { header: copy.dayTable.downloads, cell: (row) => row.downloads, numeric: true },
          ]}
        />
      </Details>
    </Panel>
  );
}
