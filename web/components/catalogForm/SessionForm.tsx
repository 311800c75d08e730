import { useMutation } from '@apollo/client/react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { creativeSessionsPage } from '../../content/catalogAdmin.ts';
import type { CatalogSession_SessionFragment } from '../../generated/graphql.ts';
import { creativeSessionInputFields, journeyStageLabels, journeyStageValues } from '../../generated/vocabulary.ts';
import { isUnauthenticated } from '../admin/adminApi.ts';
import { useAdminSession } from '../admin/AdminSession.tsx';
import { AmberBox, Field, FieldError, Row, button } from '../admin/adminStyles.ts';
import { useToast } from '../toast/toastContext.ts';
import { CATALOG_SESSIONS, CREATE_CREATIVE_SESSION, EDIT_CREATIVE_SESSION } from './catalogApi.ts';
import { applyServerFieldErrors, serverFieldErrors } from './serverErrors.ts';
import { emptySessionValues, isSessionDate, sessionEditInput, sessionInput, sessionValues, type SessionValues } from './sessionForm.ts';

const copy = creativeSessionsPage;
/** The fields a server error may name: the form has one for every field of CreativeSessionInput (the edit's input has the same). */
const fieldNames: readonly (keyof SessionValues)[] = creativeSessionInputFields;

export interface SessionFormProps {
  /** The session to edit; without it the form creates one. */
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
    reset,
    formState: { errors },
  } = useForm<SessionValues>({ defaultValues: session ? sessionValues(session) : emptySessionValues() });
  const [create, { loading: creating }] = useMutation(CREATE_CREATIVE_SESSION, { refetchQueries: [CATALOG_SESSIONS], awaitRefetchQueries: true });
  const [edit, { loading: editing }] = useMutation(EDIT_CREATIVE_SESSION);
  const saving = creating || editing;

  const save = handleSubmit(async (values) => {
    setMessage(null);
    try {
      if (session) {
        const input = sessionEditInput(session, values);
        if (Object.keys(input).length === 0) return onCancel?.();
        const { data } = await edit({ variables: { id: session.id, input } });
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
      const rest = applyServerFieldErrors(serverFieldErrors(error), fieldNames, (field, text) => setError(field as keyof SessionValues, { type: 'server', message: text }));
      if (rest.length > 0 || serverFieldErrors(error).length === 0) setMessage(rest.join(' ') || (error instanceof Error ? error.message : copy.failedSave));
      toast({ title: copy.failedSave, variant: 'destructive' });
    }
  });

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
        <button type={nested ? 'button' : 'submit'} css={button.primary} disabled={saving} onClick={nested ? () => void save() : undefined}>
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
