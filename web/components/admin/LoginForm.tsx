import styled from '@emotion/styled';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminLogin } from '../../content/imageAdmin.ts';
import { color } from '../../theme/tokens.ts';
import { DEFAULT_ADMIN_ACCOUNT, requestAdminLogin } from './adminApi.ts';
import { Field, FieldError, Panel, button } from './adminStyles.ts';

const Holder = styled.div<{ compact: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ compact }) => (compact ? 'auto' : '60vh')};
  padding: ${({ compact }) => (compact ? '0' : '3rem 1.25rem')};
`;

const Form = styled.form`
  width: min(100%, 26rem);
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Notice = styled.p`
  background: color-mix(in srgb, ${color.primary} 10%, ${color.surface});
  border-left: 4px solid ${color.primary};
  padding: 0.625rem 0.75rem;
  border-radius: 0.375rem;
  font-size: 0.9rem;
`;

interface LoginValues {
  name: string;
  password: string;
}

export interface LoginFormProps {
  readonly onSignedIn: (sessionId: string, account: string) => void;
  /** Why the form is shown again (an expired session). */
  readonly message?: string;
  readonly compact?: boolean;
}

/**
 * The admin sign-in: the account name (filled with 'admin', the account a sign-in without a name
 * means), a required password, an 'Access Admin' button and one error line. A wrong name and a wrong
 * password get the same error, so the form does not tell which accounts exist.
 */
export function LoginForm({ onSignedIn, message, compact = false }: LoginFormProps) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting, errors },
  } = useForm<LoginValues>({ defaultValues: { name: DEFAULT_ADMIN_ACCOUNT, password: '' } });

  const onSubmit = handleSubmit(async ({ name, password }) => {
    setError(null);
    const outcome = await requestAdminLogin({ name, password });
    if (outcome.ok) onSignedIn(outcome.sessionId, outcome.account);
    else if (outcome.reason === 'throttled') setError(adminLogin.throttled(outcome.message));
    else setError(outcome.reason === 'invalid' ? adminLogin.invalidPassword : adminLogin.failed);
  });

  const Heading = compact ? 'h2' : 'h1';
  return (
    <Holder compact={compact}>
      <Form onSubmit={(event) => void onSubmit(event)} aria-labelledby="admin-login-title">
        <Panel as="div">
          <Heading id="admin-login-title" style={{ fontSize: '1.5rem' }}>
            {adminLogin.title}
          </Heading>
          <p>{adminLogin.intro}</p>
          {message && <Notice role="status">{message}</Notice>}
          <Field>
            <label htmlFor="admin-name">{adminLogin.nameLabel}</label>
            <input
              id="admin-name"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              required
              aria-required="true"
              aria-invalid={errors.name || error ? 'true' : 'false'}
              aria-describedby="admin-login-error"
              {...register('name', { required: true, validate: (value) => value.trim() !== '' })}
            />
          </Field>
          <Field>
            <label htmlFor="admin-password">{adminLogin.passwordLabel}</label>
            <input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              required
              aria-required="true"
              aria-invalid={errors.password || error ? 'true' : 'false'}
              aria-describedby="admin-login-error"
              autoFocus
              {...register('password', { required: true })}
            />
          </Field>
          <div id="admin-login-error" aria-live="polite">
            {errors.name ? <FieldError role="alert">{adminLogin.nameRequired}</FieldError> : error && <FieldError role="alert">{error}</FieldError>}
          </div>
          <button type="submit" css={button.primary} disabled={isSubmitting}>
            {isSubmitting ? adminLogin.submitting : adminLogin.submit}
          </button>
        </Panel>
      </Form>
    </Holder>
  );
}
