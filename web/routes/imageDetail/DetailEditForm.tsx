import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { AdminImage_ImageFragment, ImageEditInput } from '../../generated/graphql.ts';
import { parseTags } from '../../components/admin/adminLogic.ts';
import { AmberBox, Field, FieldError, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { ConflictNotice } from '../../components/admin/ConflictNotice.tsx';
import { useEditConflict, type EditedForm } from '../../components/admin/useEditConflict.ts';
import { useEditImage } from '../../components/admin/useEditImage.ts';
import { GenerationParamsFields } from '../../components/catalogForm/GenerationParamsFields.tsx';
import { ImagePreview } from '../../components/catalogForm/ImagePreview.tsx';
import { applyServerFieldErrors } from '../../components/catalogForm/serverErrors.ts';
import { SessionSelect } from '../../components/catalogForm/SessionSelect.tsx';
import { detailFormCopy } from '../../content/catalogAdmin.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { imageDetail } from '../../content/imageDetail.ts';
import { journeyStageLabels, journeyStageValues, learningStatusLabels, learningStatusValues, perspectiveLabels, perspectiveValues } from '../../generated/vocabulary.ts';
import {
  detailConflictFields,
  detailEditInput,
  detailFormFields,
  detailValues,
  historyValueText,
  rerenders,
  type DetailConflictField,
  type DetailValues,
} from './detailFields.ts';

const copy = imageDetail.form;
const labels = imageDetail.fieldLabels;

type TextName = 'licensing' | 'title' | 'description' | 'extendedDescription' | 'prompt' | 'rejectionReason' | 'correctionApproach' | 'designPhilosophy' | 'searchKeywords';
type SelectName = 'perspective' | 'journeyStage' | 'learningStatus' | 'complexityLevel';

export interface DetailEditFormProps {
  readonly image: AdminImage_ImageFragment;
  readonly onDone: () => void;
}

/** Every field of the image; only the changed ones are sent; saving with no change just closes it. */
export function DetailEditForm({ image, onDone }: DetailEditFormProps) {
  const id = useId();
  const [start] = useState(() => detailValues(image));
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    setFocus,
    watch,
    getValues,
    formState: { errors },
  } = useForm<DetailValues>({ defaultValues: start });
  const editedForm = useMemo<EditedForm<DetailConflictField>>(
    () => ({
      isEdited: (field, base) => JSON.stringify(getValues(field)) !== JSON.stringify(detailValues(base)[field]),
      adopt: (fields) => {
        const theirs = detailValues(image);
        for (const field of fields) setValue(field, theirs[field]);
      },
    }),
    [getValues, setValue, image],
  );
  const { base, conflicts, rebase, expectedVersion } = useEditConflict(image, detailConflictFields, editedForm);
  useEffect(() => setFocus('licensing'), [setFocus]);
  const { save, saving } = useEditImage();

  /** Whether the edit was saved; a refusal is shown beside the fields it names, the rest below the form. */
  const saved = async (input: ImageEditInput) => {
    const result = await save({ id: image.id, input, expectedVersion });
    if (result.status === 'invalid') {
      const rest = applyServerFieldErrors(result.fieldErrors, detailFormFields, (field, text) =>
        setError(field as FieldPath<DetailValues>, { type: 'server', message: text }, { shouldFocus: true }),
      );
      setMessage(rest.join(' ') || null);
    }
    if (result.status === 'failed') setMessage(result.message ?? imageAdmin.toasts.updateFailed);
    return result.status === 'saved';
  };

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const changes = detailEditInput(detailValues(base), values);
    if (Object.keys(changes).length === 0) return onDone();
    if (await saved(changes)) onDone();
  });

  const takeTheirs = () => {
    const theirs = detailValues(image);
    for (const { field } of conflicts) setValue(field, theirs[field], { shouldDirty: true });
    rebase();
  };

  const chooseSession = useCallback((chosen: string) => setValue('sessionId', chosen, { shouldDirty: true }), [setValue]);

  const described = (name: TextName | SelectName | 'tags', hint?: string) => ({
    'aria-invalid': errors[name] ? ('true' as const) : ('false' as const),
    'aria-describedby': [hint ?? '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const error = (name: TextName | SelectName | 'tags') =>
    errors[name]?.message && (
      <FieldError id={`${id}-${name}-error`} role="alert">
        {errors[name].message}
      </FieldError>
    );
  const text = (name: TextName, rows?: number, required?: string) => (
    <Field>
      <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
      {rows ? (
        <textarea id={`${id}-${name}`} rows={rows} {...described(name)} {...register(name, required ? { validate: (value: string) => value.trim() !== '' || required } : {})} />
      ) : (
        <input id={`${id}-${name}`} {...described(name)} {...register(name, required ? { validate: (value: string) => value.trim() !== '' || required } : {})} />
      )}
      {error(name)}
    </Field>
  );
  const select = <T extends string>(name: SelectName, values: readonly T[], optionLabels: Readonly<Record<T, string>>) => (
    <Field>
      <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
      <select id={`${id}-${name}`} {...described(name)} {...register(name)}>
        {values.map((value) => (
          <option key={value} value={value}>
            {optionLabels[value]}
          </option>
        ))}
      </select>
      {error(name)}
    </Field>
  );

  const [prompt, perspective, generationParams] = watch(['prompt', 'perspective', 'generationParams']);
  // An uploaded image has no generation parameters, and a new prompt or perspective renders nothing for it.
  const generated = image.generationParams != null;
  const renderChange = generated && rerenders(detailEditInput(start, { ...start, prompt, perspective, generationParams }));
  const levels = ['1', '2', '3', '4', '5'] as const;
  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <PanelTitle id={`${id}-heading`}>{copy.title}</PanelTitle>
      <form onSubmit={(event) => void onSubmit(event)} noValidate style={{ display: 'grid', gap: '1rem' }}>
        {conflicts.length > 0 && (
          <ConflictNotice
            conflicts={conflicts.map(({ field, theirs }) => ({
              label: labels[field],
              theirs: historyValueText(theirs, field),
            }))}
            onKeepMine={rebase}
            onTakeTheirs={takeTheirs}
          />
        )}
        {text('licensing', undefined, copy.licensingRequired)}
        {text('title', undefined, copy.titleRequired)}
        {text('description', 3)}
        {text('extendedDescription', 5)}
        {text('prompt', 3, detailFormCopy.promptRequired)}
        {select('perspective', perspectiveValues, perspectiveLabels)}
        {select('journeyStage', journeyStageValues, journeyStageLabels)}
        <SessionSelect id={`${id}-sessionId`} registration={register('sessionId')} error={errors.sessionId?.message} onChoose={chooseSession} />
        {select('learningStatus', learningStatusValues, learningStatusLabels)}
        {select('complexityLevel', levels, Object.fromEntries(levels.map((level) => [level, level])) as Record<(typeof levels)[number], string>)}
        {text('rejectionReason', 2)}
        {text('correctionApproach', 2)}
        {text('designPhilosophy', 2)}
        {generated && (
          <GenerationParamsFields
            idPrefix={id}
            register={(name, options) => register(`generationParams.${name}`, options as never)}
            errors={errors.generationParams}
          />
        )}
        {renderChange && (
          <>
            <Muted>{detailFormCopy.rerenderNote}</Muted>
            <ImagePreview prompt={prompt} perspective={perspective} params={generationParams} headingLevel="h3" />
          </>
        )}
        {text('searchKeywords')}
        <Field>
          <label htmlFor={`${id}-tags`}>{labels.tags}</label>
          <textarea
            id={`${id}-tags`}
            rows={3}
            spellCheck={false}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
            {...described('tags', `${id}-tags-hint`)}
            {...register('tags', { validate: (value) => parseTags(value).ok || copy.tagsInvalid })}
          />
          <Muted id={`${id}-tags-hint`}>{copy.tagsHint}</Muted>
          {error('tags')}
        </Field>
        {message && <AmberBox role="alert">{message}</AmberBox>}
        <Row>
          <button type="submit" css={button.primary} disabled={saving || conflicts.length > 0}>
            {saving ? copy.saving : copy.save}
          </button>
          <button
            type="button"
            css={button.secondary}
            onClick={() => {
              reset(start);
              onDone();
            }}
          >
            {copy.cancel}
          </button>
        </Row>
      </form>
    </Panel>
  );
}
