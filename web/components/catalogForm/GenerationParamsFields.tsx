import styled from '@emotion/styled';
import type { RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';
import { generationParamsCopy } from '../../content/catalogAdmin.ts';
import {
  aspectRatioLabels,
  aspectRatioValues,
  backgroundLabels,
  backgroundValues,
  colorPaletteLabels,
  colorPaletteValues,
  imageContextLabels,
  imageContextValues,
} from '../../generated/vocabulary.ts';
import { Field, FieldError } from '../admin/adminStyles.ts';
import { minimalismError, seedError, type GenerationParamsValues } from './generationParams.ts';

const copy = generationParamsCopy;

const Set = styled.fieldset`
  display: grid;
  gap: 0.875rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  margin: 0;
  padding: 1rem;
  border: 1px solid currentColor;
  border-radius: 0.75rem;
  border-color: color-mix(in srgb, currentColor 20%, transparent);
  legend {
    font-weight: 650;
    padding: 0 0.375rem;
  }
`;

type ParamName = keyof GenerationParamsValues;

export interface GenerationParamsFieldsProps {
  readonly idPrefix: string;
  /** Registers one parameter under the form's generationParams.<name>. */
  readonly register: (name: ParamName, options?: RegisterOptions) => UseFormRegisterReturn;
  /** The form's errors of the parameters (react-hook-form's `errors.generationParams`). */
  readonly errors?: Partial<Record<ParamName, { readonly message?: string } | undefined>>;
}

/** The six generation parameters; enum options and labels from the generated vocabulary. */
export function GenerationParamsFields({ idPrefix, register, errors }: GenerationParamsFieldsProps) {
  const messageOf = (name: ParamName) => errors?.[name]?.message;
  const id = (name: ParamName) => `${idPrefix}-params-${name}`;
  const error = (name: ParamName) =>
    messageOf(name) && (
      <FieldError id={`${id(name)}-error`} role="alert">
        {messageOf(name)}
      </FieldError>
    );
  const described = (name: ParamName) => ({ 'aria-invalid': messageOf(name) ? ('true' as const) : ('false' as const), 'aria-describedby': messageOf(name) ? `${id(name)}-error` : undefined });
  const select = <T extends string>(name: ParamName, label: string, values: readonly T[], labels: Readonly<Record<T, string>>) => (
    <Field>
      <label htmlFor={id(name)}>{label}</label>
      <select id={id(name)} {...described(name)} {...register(name)}>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
      {error(name)}
    </Field>
  );
  return (
    <Set>
      <legend>{copy.legend}</legend>
      {select('colorPalette', copy.colorPalette, colorPaletteValues, colorPaletteLabels)}
      {select('aspectRatio', copy.aspectRatio, aspectRatioValues, aspectRatioLabels)}
      {select('background', copy.background, backgroundValues, backgroundLabels)}
      {select('contextType', copy.contextType, imageContextValues, imageContextLabels)}
      <Field>
        <label htmlFor={id('minimalism')}>{copy.minimalism}</label>
        <input
          id={id('minimalism')}
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          {...described('minimalism')}
          {...register('minimalism', { validate: (value: string) => minimalismError(value) ?? true })}
        />
        {error('minimalism')}
      </Field>
      <Field>
        <label htmlFor={id('seed')}>{copy.seed}</label>
        <input
          id={id('seed')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          {...described('seed')}
          {...register('seed', { validate: (value: string) => seedError(value) ?? true })}
        />
        {error('seed')}
      </Field>
    </Set>
  );
}
