import { useQuery } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { AdminLoading } from '../../components/admin/AdminLoading.tsx';
import { Field, FieldError, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { Badge } from '../../components/images/Badge.tsx';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import { eventExplorer } from '../../content/eventExplorer.ts';
import { color } from '../../theme/tokens.ts';
import type { ExplorerImageAsOfQuery } from '../../generated/graphql.ts';
import { IMAGE_AS_OF } from './explorerApi.ts';

const copy = eventExplorer.asOf;

export interface AsOfRequest {
  readonly imageId: string;
  readonly at: string;
}

const Grid = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr auto;
    align-items: end;
  }
`;

const Comparison = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem;
    border-bottom: 1px solid ${color.border};
  }
  td {
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

/** The fields compared: the current image's, but its id. */
type ImageValues = Omit<NonNullable<ExplorerImageAsOfQuery['image']>, 'id'>;

const fields = Object.keys(copy.fields) as (keyof ImageValues)[];

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return copy.empty;
  return Array.isArray(value) ? value.join(', ') || copy.empty : String(value);
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface ImageAsOfPanelProps {
  /** Set by 'as of this event'; the panel shows it at once. */
  readonly request: AsOfRequest | null;
}

/** An image's state as of a point of the log, next to its current values. */
export function ImageAsOfPanel({ request }: ImageAsOfPanelProps) {
  const id = useId();
  const [draft, setDraft] = useState<AsOfRequest>(request ?? { imageId: '', at: '' });
  const [submitted, setSubmitted] = useState<AsOfRequest | null>(request);

  useEffect(() => {
    if (!request) return;
    setDraft(request);
    setSubmitted(request);
  }, [request]);

  const { data, error, loading } = useQuery(IMAGE_AS_OF, {
    variables: { id: submitted?.imageId ?? '', at: submitted?.at ?? '' },
    skip: !submitted,
    fetchPolicy: 'network-only',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { imageId: draft.imageId.trim(), at: draft.at.trim() };
    if (next.imageId && next.at) setSubmitted(next);
  };

  const asOfPosition = data?.imageAsOf.asOfPosition ?? '';
  const snapshot = data?.imageAsOf.image;
  const current = data?.image;

  return (
    <Panel aria-labelledby={`${id}-title`} id="image-as-of">
      <PanelTitle id={`${id}-title`}>{copy.title}</PanelTitle>
      <Muted>{copy.intro}</Muted>
      <form onSubmit={submit}>
        <Grid>
          <Field>
            <label htmlFor={`${id}-image`}>{copy.imageId}</label>
            <input id={`${id}-image`} required value={draft.imageId} onChange={(event) => setDraft({ ...draft, imageId: event.target.value })} />
          </Field>
          <Field>
            <label htmlFor={`${id}-at`}>{copy.at}</label>
            <input
              id={`${id}-at`}
              required
              placeholder={copy.atHint}
              value={draft.at}
              onChange={(event) => setDraft({ ...draft, at: event.target.value })}
            />
          </Field>
          <button type="submit" css={button.small}>
            {copy.show}
          </button>
        </Grid>
      </form>
      <div aria-live="polite" aria-busy={loading}>
        {loading && <AdminLoading label={copy.loading} inline />}
        {error && <FieldError role="alert">{error.message}</FieldError>}
        {!loading && data && !snapshot && submitted && <p>{copy.notYet(submitted.imageId, asOfPosition)}</p>}
        {!loading && snapshot && (
          <Comparison>
            <VisuallyHidden as="caption">{`${copy.title} ${snapshot.imageId}`}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">{copy.field}</th>
                <th scope="col">{copy.then(asOfPosition)}</th>
                <th scope="col">{copy.now}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => {
                const changed = current && !sameValue(snapshot[field], current[field]);
                return (
                  <tr key={field} data-field={field}>
                    <th scope="row">{copy.fields[field]}</th>
                    <td data-column="then">{shown(snapshot[field])}</td>
                    <td data-column="now">
                      <Row>
                        <span>{current ? shown(current[field]) : copy.empty}</span>
                        {changed && <Badge tone="warning">{copy.changed}</Badge>}
                      </Row>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Comparison>
        )}
      </div>
    </Panel>
  );
}
