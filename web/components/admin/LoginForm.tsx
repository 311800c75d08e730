import styled from '@emotion/styled';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminLogin } from '../../content/imageAdmin.ts';
import { color } from '../../theme/tokens.ts';
import { requestAdminLogin } from './adminApi.ts';
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
  password: string;
}

export interface LoginFormProps {
  readonly onSignedIn: (sessionId: string) => void;
  /** Why the form is shown again (an expired session). */
  readonly message?: string;
  readonly compact?: boolean;
}

/** The admin sign-in: a required password, an 'Access Admin' button and one error line. */
export function LoginForm({ onSignedIn, message, compact = false }: LoginFormProps) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting, errors },
  } = useForm<LoginValues>({ defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    const outcome = await requestAdminLogin(password);
    if (outcome.ok) onSignedIn(outcome.sessionId);
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
            {error && <FieldError role="alert">{error}</FieldError>}
          </div>
          <button type="submit" css={button.primary} disabled={isSubmitting}>
            {isSubmitting ? adminLogin.submitting : adminLogin.submit}
          </button>
        </Panel>
      </Form>
    </Holder>
  );
}
