import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { Field, FieldError, Row, button } from '../../components/admin/adminStyles.ts';
import { analyticsDashboard } from '../../content/analyticsDashboard.ts';
import { isCompleteRange, presetRange, RANGE_PRESETS, type DayRange } from './dayRange.ts';

const copy = analyticsDashboard.range;

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
  legend {
    font-weight: 650;
    margin-bottom: 0.5rem;
  }
`;

/** Two date inputs and the 7/30/90-day presets; only a complete, forward range reaches onChange. */
export function DateRangePicker({ value, onChange, now }: { readonly value: DayRange; readonly onChange: (range: DayRange) => void; readonly now: number }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const invalid = !isCompleteRange(draft);

  const edit = (next: DayRange) => {
    setDraft(next);
    if (isCompleteRange(next)) onChange(next);
  };
  const isPreset = (days: number) => {
    const preset = presetRange(days, now);
    return value.from === preset.from && value.to === preset.to;
  };

  return (
    <Fieldset>
      <legend>{copy.legend}</legend>
      <Field>
        <label htmlFor={`${id}-from`}>{copy.from}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => edit({ ...draft, from: event.target.value })}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-to`}>{copy.to}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => edit({ ...draft, to: event.target.value })}
        />
      </Field>
      <Row role="group" aria-label={copy.presets}>
        {RANGE_PRESETS.map((days) => (
          <button key={days} type="button" css={button.small} aria-pressed={isPreset(days)} onClick={() => edit(presetRange(days, now))}>
            {copy.preset(days)}
          </button>
        ))}
      </Row>
      <div aria-live="polite" style={{ flexBasis: '100%' }}>
        {invalid && <FieldError id={`${id}-error`}>{copy.invalid}</FieldError>}
      </div>
    </Fieldset>
  );
}
