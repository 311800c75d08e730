import styled from '@emotion/styled';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Field, FieldError, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { eventExplorer } from '../../content/eventExplorer.ts';
import { eventTypeValues, type EventType } from '../../generated/vocabulary.ts';
import { fromLocalInput, isPosition, toLocalInput, type ExplorerFilters } from './explorerFilters.ts';

const copy = eventExplorer.filters;

const Grid = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const TypeList = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    font-size: 0.9rem;
    margin-bottom: 0.375rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.25rem 1rem;
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2rem;
    font-size: 0.9rem;
  }
`;

interface Draft {
  types: EventType[];
  stream: string;
  from: string;
  to: string;
  upTo: string;
}

const draftOf = (filters: ExplorerFilters): Draft => ({
  types: [...filters.types],
  stream: filters.stream,
  from: toLocalInput(filters.from),
  to: toLocalInput(filters.to),
  upTo: filters.upTo,
});

export interface ExplorerFilterFormProps {
  readonly applied: ExplorerFilters;
  readonly onApply: (next: ExplorerFilters) => void;
}

/** Type, stream, time range and position filters, applied together on submit. */
export function ExplorerFilterForm({ applied, onApply }: ExplorerFilterFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(applied));
  const [positionError, setPositionError] = useState(false);

  useEffect(() => setDraft(draftOf(applied)), [applied]);

  const toggleType = (type: EventType) =>
    setDraft((current) => ({
      ...current,
      types: current.types.includes(type) ? current.types.filter((t) => t !== type) : [...current.types, type],
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const upTo = draft.upTo.trim();
    if (upTo && !isPosition(upTo)) {
      setPositionError(true);
      return;
    }
    setPositionError(false);
    onApply({ types: draft.types, stream: draft.stream.trim(), from: fromLocalInput(draft.from), to: fromLocalInput(draft.to, 'end'), upTo });
  };

  return (
    <Panel aria-labelledby={`${id}-title`} role="search">
      <PanelTitle id={`${id}-title`}>{copy.title}</PanelTitle>
      <form onSubmit={submit} noValidate>
        <TypeList>
          <legend>{copy.types}</legend>
          <ul>
            {eventTypeValues.map((type) => (
              <li key={type}>
                <label>
                  <input type="checkbox" checked={draft.types.includes(type)} onChange={() => toggleType(type)} />
                  {type}
                </label>
              </li>
            ))}
          </ul>
          <Muted>{copy.allTypes}</Muted>
        </TypeList>
        <Grid style={{ marginTop: '1rem' }}>
          <Field>
            <label htmlFor={`${id}-stream`}>{copy.stream}</label>
            <input
              id={`${id}-stream`}
              value={draft.stream}
              placeholder={copy.streamHint}
              onChange={(event) => setDraft({ ...draft, stream: event.target.value })}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-from`}>{copy.from}</label>
            <input id={`${id}-from`} type="datetime-local" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
          </Field>
          <Field>
            <label htmlFor={`${id}-to`}>{copy.to}</label>
            <input id={`${id}-to`} type="datetime-local" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
          </Field>
          <Field>
            <label htmlFor={`${id}-upto`}>{copy.upTo}</label>
            <input
              id={`${id}-upto`}
              inputMode="numeric"
              value={draft.upTo}
              aria-invalid={positionError}
              aria-describedby={positionError ? `${id}-upto-error` : undefined}
              onChange={(event) => setDraft({ ...draft, upTo: event.target.value })}
            />
            {positionError && <FieldError id={`${id}-upto-error`}>{copy.invalidPosition}</FieldError>}
          </Field>
        </Grid>
        <Row style={{ marginTop: '1rem' }}>
          <button type="submit" css={button.small}>
            {copy.apply}
          </button>
          <button type="button" css={button.small} onClick={() => onApply({ types: [], stream: '', from: '', to: '', upTo: '' })}>
            {copy.clear}
          </button>
        </Row>
      </form>
    </Panel>
  );
}
