/**
 * Under a reply where Semi did not know: "Ask the CHB team". Nothing is sent until the visitor opens
 * the offer, reads the consent beside the form and presses Send; then the question (and the email
 * address, if given) goes to the team inbox with the analytics session id.
 */
import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/apiRequest.ts';
import { askTeam } from '../../content/askTeam.ts';
import { analyticsSessionId } from '../../analytics/sessionId.ts';
import { color, status } from '../../theme/tokens.ts';
import { looksLikeEmail, newQuestionId, sendTeamQuestion } from './teamApi.ts';

const Box = styled.div`
  max-width: 85%;
  font-size: 0.8125rem;
  line-height: 1.4;
`;

const Button = styled.button`
  min-height: 2rem;
  padding: 0.25rem 0.75rem;
  border: 1px solid ${color.primary};
  border-radius: 999px;
  background: ${color.surface};
  color: ${color.foreground};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.primary};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  padding: 0.625rem;
  border: 1px solid ${color.border};
  border-radius: 0.75rem;
  background: ${color.surface};
  p {
    margin: 0;
  }
  input {
    min-height: 2rem;
    padding: 0.25rem 0.5rem;
    border: 1px solid ${color.border};
    border-radius: 0.5rem;
    font: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${color.primary};
  }
`;

const Row = styled.div`
  display: flex;
  gap: 0.375rem;
`;

const ErrorText = styled.p`
  color: ${status.danger.strong};
`;

type Phase = 'offer' | 'form' | 'sending' | 'sent';

/**
 * What the visitor reads when sending failed. The widget's own email check is a loose one; the
 * server's is stricter, and its 400 names the field ('email: …'), which the visitor can correct.
 */
function failureMessage(failure: unknown): string {
  if (!(failure instanceof ApiError)) return askTeam.failed;
  if (failure.status === 429) return askTeam.rateLimited;
  if (failure.status === 400 && failure.body.startsWith('email:')) return askTeam.emailInvalid;
  return askTeam.failed;
}

export function AskTeam({ question }: { readonly question: string }) {
  const [phase, setPhase] = useState<Phase>('offer');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  // One id for this question, however often the visitor presses Send again after a failure.
  const [questionId] = useState(newQuestionId);
  const consentId = useId();
  const emailId = useId();
  const errorId = useId();

  if (phase === 'offer') {
    return (
      <Box>
        <Button type="button" onClick={() => setPhase('form')} data-testid="ask-team-offer">
          {askTeam.offer}
        </Button>
      </Box>
    );
  }
  if (phase === 'sent') {
    return (
      <Box role="status" data-testid="ask-team-sent">
        {sentTo ? askTeam.sentWithEmail(sentTo) : askTeam.sent}
      </Box>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (address && !looksLikeEmail(address)) {
      setError(askTeam.emailInvalid);
      return;
    }
    setError(null);
    setPhase('sending');
    try {
      await sendTeamQuestion(question, address, analyticsSessionId(typeof sessionStorage === 'undefined' ? undefined : sessionStorage), questionId);
      setSentTo(address);
      setPhase('sent');
    } catch (failure) {
      setError(failureMessage(failure));
      setPhase('form');
    }
  };

  return (
    <Box>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-describedby={consentId} data-testid="ask-team-form">
        <p id={consentId}>{askTeam.consent}</p>
        <label htmlFor={emailId}>{askTeam.emailLabel}</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error === askTeam.emailInvalid}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        )}
        <Row>
          <Button type="submit" disabled={phase === 'sending'}>
            {phase === 'sending' ? askTeam.sending : askTeam.send}
          </Button>
          <Button type="button" onClick={() => setPhase('offer')} disabled={phase === 'sending'}>
            {askTeam.cancel}
          </Button>
        </Row>
      </Form>
    </Box>
  );
}
