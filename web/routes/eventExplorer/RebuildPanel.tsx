import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { FieldError, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { Badge } from '../../components/images/Badge.tsx';
import { eventExplorer } from '../../content/eventExplorer.ts';
import { REBUILD_STATUS, START_REBUILD } from './rebuildApi.ts';

const copy = eventExplorer.rebuild;
/** How often a running rebuild's progress is asked for. */
const POLL_MS = 1000;

/**
 * Rebuilds every read model from the log while the site keeps serving (needed after a projection's code
 * changed), with its progress; the finished rebuild also arrives in the log as a ReadModelsRebuilt event.
 */
export function RebuildPanel() {
  const { data, startPolling, stopPolling } = useQuery(REBUILD_STATUS, { fetchPolicy: 'network-only' });
  const [start, { loading: starting, error: startError }] = useMutation(START_REBUILD, {
    update: (cache, { data: started }) => {
      if (started) cache.writeQuery({ query: REBUILD_STATUS, data: { readModelRebuild: started.rebuildReadModels } });
    },
  });
  const status = data?.readModelRebuild;
  const running = status?.state === 'running';
  useEffect(() => {
    if (running) startPolling(POLL_MS);
    else stopPolling();
  }, [running, startPolling, stopPolling]);

  return (
    <Panel aria-labelledby="rebuild-title">
      <PanelTitle id="rebuild-title">{copy.title}</PanelTitle>
      <Muted>{copy.intro}</Muted>
      <Row>
        <button type="button" css={button.secondary} disabled={running || starting} onClick={() => void start().catch(() => undefined)}>
          {running ? copy.running : copy.start}
        </button>
        {status && status.state !== 'idle' && <Badge tone={status.state === 'failed' ? 'danger' : status.state === 'done' ? 'success' : 'neutral'}>{copy.states[status.state]}</Badge>}
      </Row>
      <div aria-live="polite">
        {running && status && (
          <>
            <progress max={Math.max(status.total, 1)} value={Math.min(status.events, Math.max(status.total, 1))} aria-label={copy.progressLabel} />
            <Muted>{copy.progress(status.phase ? copy.phases[status.phase] : '', status.events, status.total)}</Muted>
          </>
        )}
        {status?.state === 'done' && <Muted>{copy.done(status.events, status.swapMilliseconds ?? 0, status.digest ?? '')}</Muted>}
        {status?.state === 'failed' && <FieldError role="alert">{status.error ?? copy.failed}</FieldError>}
        {startError && <FieldError role="alert">{startError.message}</FieldError>}
      </div>
    </Panel>
  );
}
