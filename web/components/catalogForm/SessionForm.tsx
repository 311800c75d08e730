import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useMemo, useRef, useState, type BaseSyntheticEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { creativeSessionsPage } from '../../content/catalogAdmin.ts';
import type { CatalogSession_SessionFragment } from '../../generated/graphql.ts';
import { creativeSessionInputFields, journeyStageLabels, journeyStageValues, type CreativeSessionInputField } from '../../generated/vocabulary.ts';
import { isConflict, isUnauthenticated } from '../admin/adminApi.ts';
import { useAdminSession } from '../admin/AdminSession.tsx';
import { AmberBox, Field, FieldError, Row, button } from '../admin/adminStyles.ts';
import { ConflictNotice } from '../admin/ConflictNotice.tsx';
import { useEditConflict, type EditedForm } from '../admin/useEditConflict.ts';
import { useToast } from '../toast/toastContext.ts';
import { CATALOG_SESSIONS, CREATE_CREATIVE_SESSION, EDIT_CREATIVE_SESSION } from './catalogApi.ts';
import { applyServerFieldErrors, serverFieldErrors } from './serverErrors.ts';
import {
  emptySessionValues,
  isSessionDate,
  sessionConflictFields,
  sessionEditInput,
  sessionInput,
  sessionValues,
  sessionValueText,
  type SessionValues,
} from './sessionForm.ts';

const copy = creativeSessionsPage;
/** The fields a server error may name: the form has one for every field of CreativeSessionInput (the edit's input has the same). */
const fieldNames: readonly (keyof SessionValues)[] = creativeSessionInputFields;
/** What a new session's form compares with: it has no version to keep, so nothing ever conflicts. */
const NO_SESSION: CatalogSession_SessionFragment = {
  id: '',
  title: '',
  description: '',
  journeyStage: journeyStageValues[0],
  sessionDate: '',
  learningInsights: null,
  nextSteps: null,
  version: 0,
};

export interface SessionFormProps {
  /**
   * The session to edit, as it is now (the sessions page keeps it current); without it the form
   * creates one. The edit is based on the version the form opened with: when another administrator's
   * edit moves it on, a field only they changed takes their value, and a field both changed offers the
   * image forms' choice (keep mine or take theirs) before the save, which sends that version.
   */
  readonly session?: CatalogSession_SessionFragment;
  readonly onSaved?: (session: CatalogSession_SessionFragment) => void;
  readonly onCancel?: () => void;
  /**
   * Inside another form (the new-image page) it cannot be a <form> of its own: it is a group whose
   * button and Enter key save it without submitting the outer form.
   */
  readonly nested?: boolean;
  readonly label?: string;
}

/** Create or edit a creative session: title, description, date, stage, learning insights, next steps. */
export function SessionForm({ session, onSaved, onCancel, nested = false, label }: SessionFormProps) {
  const id = useId();
  const { toast } = useToast();
  const { reportUnauthenticated } = useAdminSession();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors },
  } = useForm<SessionValues>({ defaultValues: session ? sessionValues(session) : emptySessionValues() });
  const client = useApolloClient();
  const [create, { loading: creating }] = useMutation(CREATE_CREATIVE_SESSION, { refetchQueries: [CATALOG_SESSIONS], awaitRefetchQueries: true });
  const [edit, { loading: editing }] = useMutation(EDIT_CREATIVE_SESSION);
  const saving = creating || editing;

  const live = session ?? NO_SESSION;
  const editedForm = useMemo<EditedForm<CreativeSessionInputField, CatalogSession_SessionFragment>>(
    () => ({
      isEdited: (field, base) => getValues(field) !== sessionValues(base)[field],
      adopt: (fields) => {
        const theirs = sessionValues(live);
        for (const field of fields) setValue(field, theirs[field]);
      },
    }),
    [getValues, setValue, live],
  );
  const { base, conflicts, rebase, expectedVersion } = useEditConflict(live, sessionConflictFields, editedForm);
  const takeTheirs = () => {
    const theirs = sessionValues(live);
    for (const { field } of conflicts) setValue(field, theirs[field], { shouldDirty: true });
    rebase();
  };

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      if (session) {
        const input = sessionEditInput(base, values);
        if (Object.keys(input).length === 0) return onCancel?.();
        const { data } = await edit({ variables: { id: session.id, input, expectedVersion } });
        toast({ title: copy.updated });
        if (data) onSaved?.(data.editCreativeSession);
      } else {
        const { data } = await create({ variables: { input: sessionInput(values) } });
        toast({ title: copy.created });
        reset(emptySessionValues());
        if (data) onSaved?.(data.createCreativeSession);
      }
    } catch (error) {
      if (isUnauthenticated(error)) return reportUnauthenticated();
      if (isConflict(error)) {
        // The session as the server now holds it reaches this form through the list: the notice offers the choice.
        await client.query({ query: CATALOG_SESSIONS, fetchPolicy: 'network-only' }).catch(() => undefined);
        toast({ title: copy.failedSave, description: copy.conflict.saveRefused, variant: 'destructive' });
        return;
      }
      const rest = applyServerFieldErrors(serverFieldErrors(error), fieldNames, (field, text) => setError(field as keyof SessionValues, { type: 'server', message: text }));
      if (rest.length > 0 || serverFieldErrors(error).length === 0) setMessage(rest.join(' ') || (error instanceof Error ? error.message : copy.failedSave));
      toast({ title: copy.failedSave, variant: 'destructive' });
    }
  });
  // The button is disabled while saving, but Enter in a field (repeated, or held down) reaches save before that renders.
  const inFlight = useRef(false);
  const save = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit(event);
    } finally {
      inFlight.current = false;
    }
  };

  const fieldId = (name: keyof SessionValues) => `${id}-${name}`;
  const error = (name: keyof SessionValues) =>
    errors[name]?.message && (
      <FieldError id={`${fieldId(name)}-error`} role="alert">
        {errors[name].message}
      </FieldError>
    );
  const invalid = (name: keyof SessionValues) => ({
    'aria-invalid': errors[name] ? ('true' as const) : ('false' as const),
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  });
  const text = (name: keyof SessionValues, rows?: number, options?: Parameters<typeof register>[1]) => (
    <Field>
      <label htmlFor={fieldId(name)}>{copy.fields[name]}</label>
      {rows ? <textarea id={fieldId(name)} rows={rows} {...invalid(name)} {...register(name, options)} /> : <input id={fieldId(name)} {...invalid(name)} {...register(name, options)} />}
      {error(name)}
    </Field>
  );

  const body: ReactNode = (
    <>
      {conflicts.length > 0 && (
        <ConflictNotice
          title={copy.conflict.title}
          conflicts={conflicts.map(({ field }) => ({ label: copy.fields[field], theirs: sessionValueText(sessionValues(live), field) }))}
          onKeepMine={rebase}
          onTakeTheirs={takeTheirs}
        />
      )}
      {text('title', undefined, { validate: (value: string) => value.trim() !== '' || copy.titleRequired })}
      {text('description', 3)}
      <Row style={{ alignItems: 'flex-start' }}>
        <Field style={{ flex: '1 1 10rem' }}>
          <label htmlFor={fieldId('sessionDate')}>{copy.fields.sessionDate}</label>
          <input id={fieldId('sessionDate')} type="date" {...invalid('sessionDate')} {...register('sessionDate', { validate: (value: string) => isSessionDate(value) || copy.dateRequired })} />
          {error('sessionDate')}
        </Field>
        <Field style={{ flex: '1 1 12rem' }}>
          <label htmlFor={fieldId('journeyStage')}>{copy.fields.journeyStage}</label>
          <select id={fieldId('journeyStage')} {...invalid('journeyStage')} {...register('journeyStage')}>
            {journeyStageValues.map((value) => (
              <option key={value} value={value}>
                {journeyStageLabels[value]}
              </option>
            ))}
          </select>
          {error('journeyStage')}
        </Field>
      </Row>
      {text('learningInsights', 3)}
      {text('nextSteps', 3)}
      {message && <AmberBox role="alert">{message}</AmberBox>}
      <Row>
        <button type={nested ? 'button' : 'submit'} css={button.primary} disabled={saving || conflicts.length > 0} onClick={nested ? () => void save() : undefined}>
          {session ? (saving ? copy.saving : copy.save) : saving ? copy.creating : copy.create}
        </button>
        {onCancel && (
          <button type="button" css={button.secondary} onClick={onCancel}>
            {copy.close}
          </button>
        )}
      </Row>
    </>
  );

  if (nested) {
    const enterSaves = (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
        event.preventDefault();
        void save();
      }
    };
    return (
      <div role="group" aria-label={label ?? copy.newTitle} onKeyDown={enterSaves} style={{ display: 'grid', gap: '0.875rem' }}>
        {body}
      </div>
    );
  }
  return (
    <form aria-label={label ?? (session ? copy.edit(session.title) : copy.newTitle)} onSubmit={(event) => void save(event)} noValidate style={{ display: 'grid', gap: '0.875rem' }}>
      {body}
    </form>
  );
}
