import styled from '@emotion/styled';
import { Fragment, useState } from 'react';
import { adminAccountOf } from '../../components/admin/actorName.ts';
import { button } from '../../components/admin/adminStyles.ts';
import { Badge } from '../../components/images/Badge.tsx';
import { eventExplorer } from '../../content/eventExplorer.ts';
import { color } from '../../theme/tokens.ts';
import type { Explorer_EventFragment } from '../../generated/graphql.ts';
import { eventMetadata } from './explorerApi.ts';
import { imageIdOfStream } from './explorerFilters.ts';

const copy = eventExplorer.table;

const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.5rem;
    border-bottom: 1px solid ${color.border};
    vertical-align: top;
  }
  td.mono {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    word-break: break-all;
  }
  tr[data-new='true'] > td {
    background: ${color.primarySoft};
  }
`;

const Details = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    font-size: 0.9rem;
    margin-bottom: 0.25rem;
  }
  pre {
    margin: 0;
    padding: 0.75rem;
    max-height: 24rem;
    overflow: auto;
    background: color-mix(in srgb, ${color.foreground} 5%, ${color.surface});
    border-radius: 0.5rem;
    font-size: 0.8125rem;
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

/** An administrator by account name with an 'admin' hint; visitors and the system as recorded. */
function ActorCell({ actor }: { readonly actor: string | undefined }) {
  const account = actor === undefined ? null : adminAccountOf(actor);
  if (account === null) return <td className="mono">{actor ?? ''}</td>;
  return (
    <td className="mono" title={actor}>
      {account} <Badge tone="neutral">{copy.adminHint}</Badge>
    </td>
  );
}

const timeOf = (event: Explorer_EventFragment) => {
  const { time } = eventMetadata(event);
  return time ? new Date(time).toLocaleString() : '';
};

export interface EventTableProps {
  readonly events: readonly Explorer_EventFragment[];
  /** Positions that arrived live since the page loaded, marked as new. */
  readonly fresh: ReadonlySet<string>;
  readonly onAsOf: (imageId: string, position: string) => void;
}

/** The events as a table, newest first; each row expands to its data and metadata as JSON. */
export function EventTable({ events, fresh, onAsOf }: EventTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (position: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(position)) next.add(position);
      return next;
    });

  return (
    <Scroller>
      <Table>
        <caption>{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.position}</th>
            <th scope="col">{copy.time}</th>
            <th scope="col">{copy.type}</th>
            <th scope="col">{copy.stream}</th>
            <th scope="col">{copy.actor}</th>
            <th scope="col">{copy.actions}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const position = event.globalPosition;
            const expanded = open.has(position);
            const imageId = imageIdOfStream(event.streamId);
            const detailsId = `event-details-${position}`;
            return (
              <Fragment key={position}>
                <tr data-position={position} data-new={fresh.has(position)}>
                  <td className="mono">
                    {position} {fresh.has(position) && <Badge tone="info">{copy.newLabel}</Badge>}
                  </td>
                  <td>{timeOf(event)}</td>
                  <td>{event.type}</td>
                  <td className="mono">{event.streamId}</td>
                  <ActorCell actor={eventMetadata(event).actor} />
                  <td>
                    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.375rem' }}>
                      <button
                        type="button"
                        css={button.small}
                        aria-expanded={expanded}
                        aria-controls={expanded ? detailsId : undefined}
                        aria-label={expanded ? copy.hideDetailsFor(position) : copy.detailsFor(position)}
                        onClick={() => toggle(position)}
                      >
                        {copy.details}
                      </button>
                      {imageId && (
                        <button type="button" css={button.small} aria-label={copy.asOfFor(position)} onClick={() => onAsOf(imageId, position)}>
                          {copy.asOf}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
                {expanded && (
                  <tr>
                    <td colSpan={6} id={detailsId}>
                      <Details>
                        <section>
                          <h3>{copy.data}</h3>
                          <pre tabIndex={0}>{JSON.stringify(event.data, null, 2)}</pre>
                        </section>
                        <section>
                          <h3>{copy.metadata}</h3>
                          <pre tabIndex={0}>{JSON.stringify(event.metadata, null, 2)}</pre>
                        </section>
                      </Details>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}
