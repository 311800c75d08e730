import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { catalogAdminLinks, catalogFieldLabels, imageNew } from '../../content/catalogAdmin.ts';
import { journeyStageLabels } from '../../generated/vocabulary.ts';
import { isUnauthenticated } from '../admin/adminApi.ts';
import { useAdminSession } from '../admin/AdminSession.tsx';
import { AmberBox, Field, FieldError, Muted, Row, button } from '../admin/adminStyles.ts';
import { CATALOG_SESSIONS } from './catalogApi.ts';
import { SessionForm } from './SessionForm.tsx';
import { useLiveSessions } from './useLiveSessions.ts';

const copy = imageNew.sessions;

export interface SessionSelectProps {
  readonly id: string;
  readonly registration: UseFormRegisterReturn;
  readonly error?: string;
  /** Called with a session created inline, once it is among the options. */
  readonly onChoose: (sessionId: string) => void;
  /** Offer an empty 'Choose a session' option (a new image has none yet). */
  readonly placeholder?: boolean;
}

/** The creative session of an image: a select of the existing sessions, and a new session made in place. */
export function SessionSelect({ id, registration, error, onChoose, placeholder = false }: SessionSelectProps) {
  const { data, loading, error: loadError } = useQuery(CATALOG_SESSIONS);
  useLiveSessions(data?.sessionsPosition);
  const { reportUnauthenticated } = useAdminSession();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const sessions = data?.creativeSessions;

  useEffect(() => {
    if (loadError && isUnauthenticated(loadError)) reportUnauthenticated();
  }, [loadError, reportUnauthenticated]);

  // The select can take the new session only once its option is rendered.
  useEffect(() => {
    if (created && sessions?.some((session) => session.id === created)) {
      onChoose(created);
      setCreated(null);
    }
  }, [created, sessions, onChoose]);

  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Field>
        <label htmlFor={id}>{catalogFieldLabels.sessionId}</label>
        {!sessions ? (
          loading ? (
            <Muted role="status">{copy.loading}</Muted>
          ) : (
            <AmberBox role="alert">{copy.failed}</AmberBox>
          )
        ) : (
          <select id={id} aria-invalid={error ? 'true' : 'false'} aria-describedby={error ? `${id}-error` : undefined} {...registration}>
            {placeholder && <option value="">{copy.choose}</option>}
            {sessions.map((session) => (
              <option key={session.id} value={session.id}>
                {session.title} ({session.sessionDate.slice(0, 10)}, {journeyStageLabels[session.journeyStage]})
              </option>
            ))}
          </select>
        )}
        {sessions?.length === 0 && <Muted>{copy.none}</Muted>}
        {error && (
          <FieldError id={`${id}-error`} role="alert">
            {error}
          </FieldError>
        )}
      </Field>
      <Row>
        <button type="button" css={button.small} aria-expanded={creating} aria-controls={`${id}-new`} onClick={() => setCreating((open) => !open)}>
          {creating ? copy.createClose : copy.createToggle}
        </button>
        <Link to={catalogAdminLinks.sessions.href}>{copy.manage}</Link>
      </Row>
      <div id={`${id}-new`} hidden={!creating}>
        {creating && (
          <SessionForm
            nested
            onSaved={(session) => {
              setCreated(session.id);
              setCreating(false);
            }}
            onCancel={() => setCreating(false)}
          />
        )}
      </div>
    </div>
  );
}
