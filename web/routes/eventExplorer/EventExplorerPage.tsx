import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isUnauthenticated } from '../../components/admin/adminApi.ts';
import { AdminLoading } from '../../components/admin/AdminLoading.tsx';
import { AdminSessionGate, useAdminSession } from '../../components/admin/AdminSession.tsx';
import { AdminHeader, AdminMain, EmptyState, FieldError, Muted, Panel, Row, button } from '../../components/admin/adminStyles.ts';
import { Badge } from '../../components/images/Badge.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import { eventExplorer } from '../../content/eventExplorer.ts';
import { EventTable } from './EventTable.tsx';
import type { Explorer_EventFragment } from '../../generated/graphql.ts';
import { EVENT_PAGE } from './explorerApi.ts';
import { EVENT_PAGE_SIZE, filtersFromParams, filtersToParams, pageVariables, type ExplorerFilters } from './explorerFilters.ts';
import { ExplorerFilterForm } from './ExplorerFilterForm.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { ImageAsOfPanel, type AsOfRequest } from './ImageAsOfPanel.tsx';
import { RebuildPanel } from './RebuildPanel.tsx';
import { useLiveEvents } from './useLiveEvents.ts';

const copy = eventExplorer;

export default function EventExplorerPage() {
  return (
    <AdminSessionGate loading={<AdminLoading label={copy.loading} />}>
      <EventExplorer />
    </AdminSessionGate>
  );
}

/** Newest first, without the duplicates a live event and a refetched page may share. */
function mergeNewestFirst(arrived: readonly Explorer_EventFragment[], page: readonly Explorer_EventFragment[]): Explorer_EventFragment[] {
  const byPosition = new Map<string, Explorer_EventFragment>();
  for (const event of [...arrived, ...page]) {
    if (!byPosition.has(event.globalPosition)) byPosition.set(event.globalPosition, event);
  }
  return [...byPosition.values()].sort((a, b) => (BigInt(b.globalPosition) > BigInt(a.globalPosition) ? 1 : -1));
}

function EventExplorer() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const [live, setLive] = useState(true);
  const [asOf, setAsOf] = useState<AsOfRequest | null>(null);
  const { reportUnauthenticated } = useAdminSession();
  const client = useApolloClient();

  const { data, error, loading } = useQuery(EVENT_PAGE, { variables: pageVariables(applied), fetchPolicy: 'network-only' });
  const { arrived, following } = useLiveEvents(applied, live, loading ? undefined : data?.eventsPosition);

  useEffect(() => {
    if (error && isUnauthenticated(error)) reportUnauthenticated();
  }, [error, reportUnauthenticated]);

  const page = data?.eventLog ?? [];
  const hasOlder = page.length > EVENT_PAGE_SIZE;
  const fetched = page.slice(0, EVENT_PAGE_SIZE);
  const events = mergeNewestFirst(arrived, fetched);
  const fresh = useMemo(() => new Set(arrived.map((event) => event.globalPosition)), [arrived]);
  const latest = arrived[0];

  const apply = (next: ExplorerFilters) => setSearchParams(filtersToParams(next));

  // From the fetched page only: on PostgreSQL a live event can commit after others of higher position,
  // below the page's oldest, and continuing below it would skip the events between.
  const older = () => {
    const oldest = fetched.at(-1);
    if (oldest) apply({ ...applied, upTo: String(BigInt(oldest.globalPosition) - 1n) });
  };

  const newer = async () => {
    const newest = events[0];
    if (!newest) return;
    const result = await client.query({
      query: EVENT_PAGE,
      variables: { ...pageVariables(applied), before: undefined, after: newest.globalPosition, newestFirst: false },
      fetchPolicy: 'network-only',
    });
    const newerEvents = result.data?.eventLog ?? [];
    apply({ ...applied, upTo: newerEvents.length > EVENT_PAGE_SIZE ? newerEvents[EVENT_PAGE_SIZE - 1]!.globalPosition : '' });
  };

  const showAsOf = (imageId: string, at: string) => {
    setAsOf({ imageId, at });
    document.getElementById('image-as-of')?.scrollIntoView({ block: 'start' });
  };

  return (
    <Container>
      <AdminMain>
        <BackLink cta={copy.back} />
        <AdminHeader>
          <div>
            <h1>{copy.title}</h1>
            <Muted>{copy.intro}</Muted>
          </div>
          <Row>
            <button type="button" css={button.small} aria-pressed={live} onClick={() => setLive(!live)}>
              {copy.live.toggle}
            </button>
            <Badge tone={following ? 'success' : 'neutral'}>{following ? copy.live.on : copy.live.off}</Badge>
            {live && applied.upTo && <Muted>{copy.live.paused}</Muted>}
          </Row>
        </AdminHeader>
        <VisuallyHidden role="status" aria-live="polite">
          {latest ? copy.live.arrived(latest.type, latest.globalPosition) : ''}
        </VisuallyHidden>
        <ExplorerFilterForm applied={applied} onApply={apply} />
        <ExportButtons filters={applied} />
        <Panel aria-labelledby="event-log-title" aria-busy={loading}>
          <VisuallyHidden as="h2" id="event-log-title">
            {copy.table.caption}
          </VisuallyHidden>
          {loading && !data ? (
            <AdminLoading label={copy.loading} inline />
          ) : error ? (
            <FieldError role="alert">{`${copy.table.failed} ${error.message}`}</FieldError>
          ) : events.length === 0 ? (
            <EmptyState>
              <h2>{copy.table.empty}</h2>
              <Muted>{copy.table.emptyHint}</Muted>
            </EmptyState>
          ) : (
            <EventTable events={events} fresh={fresh} onAsOf={showAsOf} />
          )}
          <nav aria-label={copy.paging.label}>
            <Row style={{ justifyContent: 'center' }}>
              <button type="button" css={button.small} disabled={!applied.upTo} onClick={() => apply({ ...applied, upTo: '' })}>
                {copy.paging.newest}
              </button>
              <button type="button" css={button.small} disabled={!applied.upTo} onClick={() => void newer()}>
                {copy.paging.newer}
              </button>
              {events.length > 0 && <span>{copy.paging.range(events[0]!.globalPosition, events.at(-1)!.globalPosition)}</span>}
              <button type="button" css={button.small} disabled={!hasOlder} onClick={older}>
                {copy.paging.older}
              </button>
            </Row>
          </nav>
        </Panel>
        <ImageAsOfPanel request={asOf} />
        <RebuildPanel />
      </AdminMain>
    </Container>
  );
}
