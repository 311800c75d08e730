import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminImage_ImageFragment, ImageEditInput } from '../../generated/graphql.ts';
import { changedFields, parseTags } from '../../components/admin/adminLogic.ts';
import { Field, FieldError, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { ConflictNotice } from '../../components/admin/ConflictNotice.tsx';
import { historyValueText } from '../../components/admin/detailFields.ts';
import { useEditConflict } from '../../components/admin/useEditConflict.ts';
import { useImageSave } from '../../components/admin/useImageSave.ts';
import { imageDetail } from '../../content/imageDetail.ts';

const copy = imageDetail.form;
const labels = imageDetail.fieldLabels;

interface DetailValues {
  licensing: string;
  title: string;
  description: string;
  extendedDescription: string;
  rejectionReason: string;
  searchKeywords: string;
  tags: string;
}

const fields = ['licensing', 'title', 'description', 'extendedDescription', 'rejectionReason', 'searchKeywords', 'tags'] as const;

function formValues(image: AdminImage_ImageFragment): DetailValues {
  return {
    licensing: image.licensing,
    title: image.title,
    description: image.description,
    extendedDescription: image.extendedDescription,
    rejectionReason: image.rejectionReason ?? '',
    searchKeywords: image.searchKeywords,
    tags: JSON.stringify(image.tags),
  };
}

function editInput(values: DetailValues): ImageEditInput {
  const reason = values.rejectionReason.trim();
  const tags = parseTags(values.tags);
  return {
    licensing: values.licensing.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    extendedDescription: values.extendedDescription.trim(),
    rejectionReason: reason === '' ? null : reason,
    searchKeywords: values.searchKeywords.trim(),
    ...(tags.ok ? { tags: tags.tags } : {}),
  };
}

export interface DetailEditFormProps {
  readonly image: AdminImage_ImageFragment;
  readonly onDone: () => void;
}

/** The detail page's edit form; saving with no change just closes it. */
export function DetailEditForm({ image, onDone }: DetailEditFormProps) {
  const id = useId();
  const { base, conflicts, rebase, expectedVersion } = useEditConflict(image, fields);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<DetailValues>({ defaultValues: formValues(base) });
  useEffect(() => setFocus('licensing'), [setFocus]);
  const { save, saving } = useImageSave();

  const onSubmit = handleSubmit(async (values) => {
    const current = editInput(formValues(base)) as Record<string, unknown>;
    const changes = changedFields(current, editInput(values) as Record<string, unknown>);
    if (Object.keys(changes).length === 0) return onDone();
    const outcome = await save(image.id, changes, expectedVersion);
    if (outcome === 'saved') onDone();
  });

  const takeTheirs = () => {
    const theirs = formValues(image);
    for (const { field } of conflicts) setValue(field, theirs[field], { shouldDirty: true });
    rebase();
  };

  const text = (name: keyof DetailValues, rows?: number, required?: string) => (
    <Field>
      <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
      {rows ? (
        <textarea id={`${id}-${name}`} rows={rows} {...register(name)} />
      ) : (
        <input
          id={`${id}-${name}`}
          aria-invalid={errors[name] ? 'true' : 'false'}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          {...register(name, required ? { validate: (value) => value.trim() !== '' || required } : {})}
        />
      )}
      {errors[name]?.message && (
        <FieldError id={`${id}-${name}-error`} role="alert">
          {errors[name].message}
        </FieldError>
      )}
    </Field>
  );

  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <PanelTitle id={`${id}-heading`}>{copy.title}</PanelTitle>
      <form onSubmit={(event) => void onSubmit(event)} noValidate style={{ display: 'grid', gap: '1rem' }}>
        {conflicts.length > 0 && (
          <ConflictNotice
            conflicts={conflicts.map(({ field, theirs }) => ({
              label: labels[field],
              theirs: historyValueText(theirs),
            }))}
            onKeepMine={rebase}
            onTakeTheirs={takeTheirs}
          />
        )}
        {text('licensing', undefined, copy.licensingRequired)}
        {text('title', undefined, copy.titleRequired)}
        {text('description', 3)}
        {text('extendedDescription', 5)}
        {text('rejectionReason', 2)}
        {text('searchKeywords')}
        <Field>
          <label htmlFor={`${id}-tags`}>{labels.tags}</label>
          <textarea
            id={`${id}-tags`}
            rows={3}
            spellCheck={false}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
            aria-invalid={errors.tags ? 'true' : 'false'}
            aria-describedby={`${id}-tags-hint${errors.tags ? ` ${id}-tags-error` : ''}`}
            {...register('tags', { validate: (value) => parseTags(value).ok || copy.tagsInvalid })}
          />
          <Muted id={`${id}-tags-hint`}>{copy.tagsHint}</Muted>
          {errors.tags?.message && (
            <FieldError id={`${id}-tags-error`} role="alert">
              {errors.tags.message}
            </FieldError>
          )}
        </Field>
        <Row>
          <button type="submit" css={button.primary} disabled={saving || conflicts.length > 0}>
            {saving ? copy.saving : copy.save}
          </button>
          <button
            type="button"
            css={button.secondary}
            onClick={() => {
              reset(formValues(base));
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
