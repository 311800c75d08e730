import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { AdminImage_ImageFragment, ImageEditInput } from '../../generated/graphql.ts';
import { parseTags } from '../../components/admin/adminLogic.ts';
import { ADMIN_IMAGE, isConflict, isUnauthenticated } from '../../components/admin/adminApi.ts';
import { AdminLoading } from '../../components/admin/AdminLoading.tsx';
import { useAdminSession } from '../../components/admin/AdminSession.tsx';
import { AmberBox, Field, FieldError, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { ConflictNotice } from '../../components/admin/ConflictNotice.tsx';
import { detailConflictFields, detailEditInput, detailValues, historyValueText, rerenders, type DetailConflictField, type DetailValues } from '../../components/admin/detailFields.ts';
import { useEditConflict, type EditedForm } from '../../components/admin/useEditConflict.ts';
import { EDIT_CATALOG_IMAGE, IMAGE_SESSION } from '../../components/catalogForm/catalogApi.ts';
import { GenerationParamsFields } from '../../components/catalogForm/GenerationParamsFields.tsx';
import { ImagePreview } from '../../components/catalogForm/ImagePreview.tsx';
import { applyServerFieldErrors, serverFieldErrors } from '../../components/catalogForm/serverErrors.ts';
import { SessionSelect } from '../../components/catalogForm/SessionSelect.tsx';
import { useToast } from '../../components/toast/toastContext.ts';
import { detailFormCopy } from '../../content/catalogAdmin.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { imageDetail } from '../../content/imageDetail.ts';
import { journeyStageLabels, journeyStageValues, learningStatusLabels, learningStatusValues, perspectiveLabels, perspectiveValues } from '../../generated/vocabulary.ts';

const copy = imageDetail.form;
const labels = imageDetail.fieldLabels;

type TextName = 'licensing' | 'title' | 'description' | 'extendedDescription' | 'prompt' | 'rejectionReason' | 'correctionApproach' | 'designPhilosophy' | 'searchKeywords';
type SelectName = 'perspective' | 'journeyStage' | 'learningStatus' | 'complexityLevel';

/** The fields a server error may name (generation parameters as generationParams.<name>). */
const formFields: readonly string[] = [
  'licensing',
  'title',
  'description',
  'extendedDescription',
  'prompt',
  'perspective',
  'journeyStage',
  'sessionId',
  'learningStatus',
  'rejectionReason',
  'correctionApproach',
  'designPhilosophy',
  'complexityLevel',
  'searchKeywords',
  'tags',
  ...['colorPalette', 'aspectRatio', 'background', 'minimalism', 'seed', 'contextType'].map((name) => `generationParams.${name}`),
];

export interface DetailEditFormProps {
  readonly image: AdminImage_ImageFragment;
  readonly onDone: () => void;
}

/** The detail page's edit form, with the image's session (not in the admin fragment) loaded first. */
export function DetailEditForm({ image, onDone }: DetailEditFormProps) {
  const { data, error } = useQuery(IMAGE_SESSION, { variables: { id: image.id } });
  const sessionId = data?.image?.sessionId;
  if (sessionId === undefined && !error) return <AdminLoading label={copy.title} inline />;
  return <EditForm image={image} sessionId={sessionId ?? ''} onDone={onDone} />;
}

/** Every field of the image; only the changed ones are sent; saving with no change just closes it. */
function EditForm({ image, sessionId, onDone }: DetailEditFormProps & { readonly sessionId: string }) {
  const id = useId();
  const client = useApolloClient();
  const { toast } = useToast();
  const { reportUnauthenticated } = useAdminSession();
  const [start] = useState(() => detailValues(image, sessionId));
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
      isEdited: (field, base) => JSON.stringify(getValues(field)) !== JSON.stringify(detailValues(base, sessionId)[field]),
      adopt: (fields) => {
        const theirs = detailValues(image, sessionId);
        for (const field of fields) setValue(field, theirs[field]);
      },
    }),
    [getValues, setValue, image, sessionId],
  );
  const { base, conflicts, rebase, expectedVersion } = useEditConflict(image, detailConflictFields, editedForm);
  useEffect(() => setFocus('licensing'), [setFocus]);
  const [editImage, { loading: saving }] = useMutation(EDIT_CATALOG_IMAGE);

  const save = async (input: ImageEditInput) => {
    try {
      await editImage({ variables: { id: image.id, input, expectedVersion } });
      toast({ title: imageAdmin.toasts.updated });
      return true;
    } catch (error) {
      if (isUnauthenticated(error)) {
        reportUnauthenticated();
        return false;
      }
      if (isConflict(error)) {
        await client.query({ query: ADMIN_IMAGE, variables: { id: image.id }, fetchPolicy: 'network-only' }).catch(() => undefined);
        toast({ title: imageAdmin.toasts.updateFailed, description: imageAdmin.toasts.conflict, variant: 'destructive' });
        return false;
      }
      const fieldErrors = serverFieldErrors(error);
      const rest = applyServerFieldErrors(fieldErrors, formFields, (field, text) => setError(field as FieldPath<DetailValues>, { type: 'server', message: text }, { shouldFocus: true }));
      setMessage(fieldErrors.length === 0 ? (error instanceof Error ? error.message : imageAdmin.toasts.updateFailed) : rest.join(' ') || null);
      toast({ title: imageAdmin.toasts.updateFailed, description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
      return false;
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const changes = detailEditInput(detailValues(base, sessionId), values);
    if (Object.keys(changes).length === 0) return onDone();
    if (await save(changes)) onDone();
  });

  const takeTheirs = () => {
    const theirs = detailValues(image, sessionId);
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
  const renderChange = rerenders(detailEditInput(start, { ...start, prompt, perspective, generationParams }));
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
        <GenerationParamsFields
          idPrefix={id}
          register={(name, options) => register(`generationParams.${name}`, options as never)}
          errors={errors.generationParams}
        />
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
