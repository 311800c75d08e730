import { useApolloClient, useQuery } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useState, type DragEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { ADMIN_IMAGE } from '../../../components/admin/adminApi.ts';
import { useAdminSession } from '../../../components/admin/AdminSession.tsx';
import { Field, FieldError, Muted, Panel, PanelTitle, Row, button } from '../../../components/admin/adminStyles.ts';
import { CATALOG_SESSIONS } from '../../../components/catalogForm/catalogApi.ts';
import { SessionSelect } from '../../../components/catalogForm/SessionSelect.tsx';
import { useToast } from '../../../components/toast/toastContext.ts';
import { catalogFieldLabels } from '../../../content/catalogAdmin.ts';
import { imageUpload as copy } from '../../../content/imageFiles.ts';
import { journeyStageLabels, journeyStageValues, learningStatusLabels, learningStatusValues, perspectiveLabels, perspectiveValues } from '../../../generated/vocabulary.ts';
import { GraphQLUploadError, graphqlUpload, NETWORK_ERROR_CODE } from '../../../api/graphqlUpload.ts';
import { color, layout } from '../../../theme/tokens.ts';
import { ACCEPTED_IMAGE_TYPES } from '../../../images/imageTypes.ts';
import { COMPLEXITY_LEVELS } from '../imageNewForm.ts';
import { UPLOAD_IMAGE } from '../uploadDocuments.ts';
import { errorPlace, fileDefaults, sharedDefaults, uploadedImageInput, type SharedValues, type UploadValues } from './uploadForm.ts';
import { UploadFileCard } from './UploadFileCard.tsx';
import { eachWithConcurrency, useUploadBatch, type BatchFile } from './useUploadBatch.ts';

/** Files sent at once: the server processes a few at a time and queues the rest. */
const CONCURRENT_UPLOADS = 2;

const DropZone = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 2rem 1rem;
  border: 2px dashed ${color.border};
  border-radius: ${layout.radius};
  text-align: center;
  &[data-dragging='true'] {
    border-color: ${color.primary};
    background: ${color.primarySoft};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  input:focus-visible + label {
    outline: 3px solid ${color.primary};
    outline-offset: 2px;
  }
  label {
    cursor: pointer;
  }
`;

const Shared = styled.fieldset`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  margin: 0;
  padding: 1rem;
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  legend {
    padding: 0 0.375rem;
    font-weight: 700;
  }
  & > :first-of-type {
    grid-column: 1 / -1;
  }
`;

const FileList = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

type SharedSelect = 'perspective' | 'journeyStage' | 'learningStatus';

export interface UploadFilesProps {
  /** Whether files are waiting to be saved (the page asks before leaving then). */
  readonly onUnsaved: (unsaved: boolean) => void;
}

/**
 * 'Upload files': drop or pick image files, see each one's preview and decoded dimensions, fill its
 * catalog fields (the batch's session, perspective, stage, status and complexity once for all), and
 * save: each file is uploaded with its own progress, and becomes an image or shows beside it why the
 * server refused it while the others are saved. Nothing typed is lost on a refusal: fix it and save again.
 */
export function UploadFiles({ onUnsaved }: UploadFilesProps) {
  const id = useId();
  const client = useApolloClient();
  const { toast } = useToast();
  const { reportUnauthenticated } = useAdminSession();
  const { files, add, remove, update } = useUploadBatch();
  const [dragging, setDragging] = useState(false);
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, setError, clearErrors, getValues, setValue, unregister, watch, getFieldState, formState } = useForm<UploadValues>({
    defaultValues: { shared: sharedDefaults, files: {} },
    shouldFocusError: true,
  });
  const errors = formState.errors;
  const unsaved = files.filter((entry) => entry.status !== 'saved');
  useEffect(() => onUnsaved(unsaved.length > 0), [unsaved.length, onUnsaved]);

  // The stage follows the chosen session until the administrator picks one.
  const { data: sessionsData } = useQuery(CATALOG_SESSIONS);
  const chosenSessionId = watch('shared.sessionId');
  useEffect(() => {
    const session = sessionsData?.creativeSessions.find((candidate) => candidate.id === chosenSessionId);
    if (session && !getFieldState('shared.journeyStage').isDirty) setValue('shared.journeyStage', session.journeyStage);
  }, [chosenSessionId, sessionsData, getFieldState, setValue]);
  const chooseSession = useCallback((sessionId: string) => setValue('shared.sessionId', sessionId, { shouldDirty: true, shouldValidate: true }), [setValue]);

  const addFiles = (picked: FileList | null) => {
    if (!picked || picked.length === 0) return;
    for (const entry of add([...picked])) setValue(`files.${entry.key}`, fileDefaults(entry.file.name));
  };
  const removeFile = (key: string) => {
    unregister(`files.${key}`);
    remove(key);
  };

  /** Uploads one file; true when it became an image. Its refusal is put beside it (fields it names on them). */
  const uploadOne = async (entry: BatchFile, shared: SharedValues): Promise<boolean> => {
    const values = getValues(`files.${entry.key}`);
    update(entry.key, { status: 'uploading', percent: 0, message: null });
    try {
      const data = await graphqlUpload(UPLOAD_IMAGE, {
        variables: { input: uploadedImageInput(shared, values) },
        file: entry.file,
        onProgress: ({ loaded, total }) =>
          update(entry.key, loaded >= total ? { status: 'processing', percent: 100 } : { status: 'uploading', percent: Math.round((100 * loaded) / total) }),
      });
      const image = data.uploadImage;
      client.writeQuery({ query: ADMIN_IMAGE, variables: { id: image.id }, data: { image } });
      update(entry.key, { status: 'saved', percent: 100, saved: { id: image.id, title: image.title } });
      return true;
    } catch (error) {
      const refused = error instanceof GraphQLUploadError ? error : null;
      if (refused?.code === 'UNAUTHENTICATED' || refused?.status === 401) reportUnauthenticated();
      const unplaced: string[] = [];
      for (const inputError of refused?.inputErrors ?? []) {
        const place = errorPlace(inputError.path);
        if (place?.scope === 'file') setError(`files.${entry.key}.${place.field}`, { type: 'server', message: inputError.message });
        else if (place?.scope === 'shared') setError(`shared.${place.field}` as FieldPath<UploadValues>, { type: 'server', message: inputError.message });
        else unplaced.push(`${inputError.path.replace(/^input\./, '')}: ${inputError.message}`);
      }
      const message =
        refused?.code === NETWORK_ERROR_CODE
          ? copy.connectionLost
          : refused && refused.inputErrors.length > 0
            ? unplaced.join(' ') || copy.fixFields
            : [error instanceof Error ? error.message : String(error), refused?.retryAfterSeconds ? copy.retryIn(refused.retryAfterSeconds) : ''].filter(Boolean).join(' ');
      update(entry.key, { status: 'refused', message });
      return false;
    }
  };

  const save = handleSubmit(async (values) => {
    const pending = files.filter((entry) => entry.status !== 'saved');
    if (pending.length === 0) return;
    setSaving(true);
    clearErrors();
    let saved = 0;
    try {
      await eachWithConcurrency(pending, CONCURRENT_UPLOADS, async (entry) => {
        if (await uploadOne(entry, values.shared)) saved += 1;
      });
    } finally {
      setSaving(false);
    }
    // The admin lists and counts, and the journey, ask the server again when next shown.
    if (saved > 0) for (const fieldName of ['images', 'imageCounts', 'usageStats']) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    if (saved === pending.length) toast({ title: copy.toastSaved(saved) });
    else toast({ title: copy.toastSomeFailed(pending.length - saved), description: copy.toastSomeFailedHint(saved), variant: 'destructive' });
  });

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!saving) addFiles(event.dataTransfer.files);
  };

  const select = <T extends string>(name: SharedSelect, values: readonly T[], labels: Readonly<Record<T, string>>) => (
    <Field>
      <label htmlFor={`${id}-${name}`}>{catalogFieldLabels[name]}</label>
      <select id={`${id}-${name}`} disabled={saving} {...register(`shared.${name}`)}>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
      {errors.shared?.[name]?.message && <FieldError role="alert">{errors.shared[name].message}</FieldError>}
    </Field>
  );

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>{copy.title}</PanelTitle>
      <Muted>{copy.intro}</Muted>
      <form onSubmit={(event) => void save(event)} noValidate aria-labelledby={`${id}-title`} style={{ display: 'grid', gap: '1.25rem' }}>
        <DropZone
          data-dragging={dragging}
          data-testid="upload-drop-zone"
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
        >
          <strong>{dragging ? copy.drop.dragging : copy.drop.label}</strong>
          <Muted>{copy.drop.or}</Muted>
          <input
            id={`${id}-files`}
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES}
            disabled={saving}
            aria-describedby={`${id}-files-hint`}
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = '';
            }}
          />
          <label htmlFor={`${id}-files`} css={button.secondary}>
            {copy.drop.choose}
          </label>
          <Muted id={`${id}-files-hint`}>{copy.drop.hint}</Muted>
        </DropZone>
        <Shared disabled={saving}>
          <legend>{copy.shared.title}</legend>
          <Muted>{copy.shared.hint}</Muted>
          <SessionSelect
            id={`${id}-sessionId`}
            placeholder
            registration={register('shared.sessionId', { validate: (value: string) => value !== '' || copy.sessionRequired })}
            error={errors.shared?.sessionId?.message}
            onChoose={chooseSession}
          />
          {select('perspective', perspectiveValues, perspectiveLabels)}
          {select('journeyStage', journeyStageValues, journeyStageLabels)}
          {select('learningStatus', learningStatusValues, learningStatusLabels)}
          <Field>
            <label htmlFor={`${id}-complexityLevel`}>{catalogFieldLabels.complexityLevel}</label>
            <select id={`${id}-complexityLevel`} {...register('shared.complexityLevel')}>
              {COMPLEXITY_LEVELS.map((level) => (
                <option key={level} value={String(level)}>
                  {level}
                </option>
              ))}
            </select>
          </Field>
        </Shared>
        {files.length === 0 ? (
          <Muted data-testid="upload-empty">{copy.empty}</Muted>
        ) : (
          <FileList aria-label={copy.title}>
            {files.map((entry) => (
              <UploadFileCard key={entry.key} entry={entry} register={register} errors={errors.files?.[entry.key]} saving={saving} onRemove={removeFile} />
            ))}
          </FileList>
        )}
        <Row>
          <button type="submit" css={button.primary} disabled={saving || unsaved.length === 0} aria-busy={saving}>
            {saving ? copy.saving : copy.save(unsaved.length)}
          </button>
        </Row>
      </form>
    </Panel>
  );
}
