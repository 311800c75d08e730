/**
 * /image-admin/inbox: the team inbox. Questions visitors sent with "Ask the CHB team", newest first,
 * grouped by what they ask; each can be marked answered or deleted (after a confirmation).
 */
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { AdminLoading } from '../../components/admin/AdminLoading.tsx';
import { AdminSignOut } from '../../components/admin/AdminSignOut.tsx';
import { AdminHeader, AdminMain, FieldError, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { AdminSessionGate } from '../../components/admin/AdminSession.tsx';
import { useAdminList } from '../../components/admin/useAdminList.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { analyticsDashboard } from '../../content/analyticsDashboard.ts';
import { inboxPage as copy } from '../../content/askTeam.ts';
import { color } from '../../theme/tokens.ts';
import { TeachSemi } from './TeachSemi.tsx';
import { deleteTeamQuestion, listTeamQuestions, markTeamQuestionAnswered, type TeamQuestion, type TeamQuestionGroup } from './inboxApi.ts';
import { useQuestionFocus } from './useQuestionFocus.ts';

const Questions = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 0.375rem;
    padding-top: 0.75rem;
    border-top: 1px solid ${color.border};
  }
  li:first-of-type {
    padding-top: 0;
    border-top: 0;
  }
  blockquote {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

export default function TeamInboxPage() {
  return (
    <AdminSessionGate loading={<AdminLoading label={copy.loading} />}>
      <TeamInbox />
    </AdminSessionGate>
  );
}

function TeamInbox() {
  const { load, refresh, failed } = useAdminList(listTeamQuestions);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const questionFocus = useQuestionFocus(load);

  /** `question`: the one whose button the action takes away, for focus to follow. */
  const act = async (action: () => Promise<unknown>, question?: TeamQuestion) => {
    setActionError(null);
    setNotice(null);
    let done = true;
    let signedOut = false;
    try {
      await action();
    } catch (error) {
      signedOut = failed(error);
      setActionError(copy.actionFailed);
      done = false;
    }
    questionFocus.placeAfterReload(done && question ? question.id : null);
    // Signed out, the list reloads after the sign-in.
    if (!signedOut) await refresh();
    return done;
  };

  /** The passage now answers the group: its unanswered questions are marked answered. */
  const onTaught = async (group: TeamQuestionGroup, title: string) => {
    const marked = await act(() => Promise.all(group.questions.filter((question) => !question.answeredAt).map((question) => markTeamQuestionAnswered(question.id))));
    setNotice(marked ? copy.added(title) : copy.addedNotMarked(title));
  };

  const onDelete = (question: TeamQuestion) => {
    if (!window.confirm(copy.confirmDelete(question.question))) return;
    void act(() => deleteTeamQuestion(question.id), question);
  };

  return (
    <Container>
      <AdminMain>
        <BackLink cta={analyticsDashboard.back} />
        <AdminHeader>
          <div>
            <h1 ref={questionFocus.heading} tabIndex={-1}>
              {copy.title}
            </h1>
            <Muted>{copy.intro}</Muted>
          </div>
          <AdminSignOut logoutLabel={analyticsDashboard.logout} />
        </AdminHeader>
        <div aria-live="polite">{actionError && <FieldError role="alert">{actionError}</FieldError>}</div>
        <div role="status">{notice}</div>
        {load.state === 'loading' && <AdminLoading label={copy.loading} inline />}
        {load.state === 'failed' && (
          <Panel role="alert">
            <FieldError>{copy.failed}</FieldError>
            <Row>
              <button type="button" css={button.secondary} onClick={() => void refresh()}>
                {copy.retry}
              </button>
            </Row>
          </Panel>
        )}
        {load.state === 'loaded' && load.items.length === 0 && (
          <Panel>
            <p role="status">{copy.empty}</p>
          </Panel>
        )}
        {load.state === 'loaded' &&
          load.items.map((group) => (
            <QuestionGroup
              key={group.questions[0]!.id}
              group={group}
              onAnswered={(question) => void act(() => markTeamQuestionAnswered(question.id), question)}
              onDelete={onDelete}
              onTaught={(title) => onTaught(group, title)}
              onFailure={failed}
            />
          ))}
      </AdminMain>
    </Container>
  );
}

interface QuestionGroupProps {
  readonly group: TeamQuestionGroup;
  readonly onAnswered: (question: TeamQuestion) => void;
  readonly onDelete: (question: TeamQuestion) => void;
  readonly onTaught: (title: string) => Promise<void>;
  readonly onFailure: (error: unknown) => void;
}

function QuestionGroup({ group, onAnswered, onDelete, onTaught, onFailure }: QuestionGroupProps) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} data-testid="inbox-group">
      <PanelTitle id={titleId}>{copy.groupLabel(group.questions.length)}</PanelTitle>
      <Questions>
        {group.questions.map((question) => (
          <li key={question.id} data-testid="inbox-question">
            <blockquote tabIndex={-1} data-question-id={question.id}>
              {question.question}
            </blockquote>
            <Muted>
              <time dateTime={question.askedAt}>{new Date(question.askedAt).toLocaleString()}</time>
              {' · '}
              {question.email ? <a href={`mailto:${question.email}`}>{question.email}</a> : copy.noEmail}
              {question.answeredAt && ` · ${copy.answered}`}
            </Muted>
            <Row>
              {!question.answeredAt && (
                <button type="button" css={button.small} onClick={() => onAnswered(question)}>
                  {copy.markAnswered}
                </button>
              )}
              <button type="button" css={button.small} onClick={() => onDelete(question)} aria-label={`${copy.delete}: ${question.question}`}>
                {copy.delete}
              </button>
            </Row>
          </li>
        ))}
      </Questions>
      <TeachSemi question={group.questions[0]!.question} onTaught={onTaught} onFailure={onFailure} />
    </Panel>
  );
}
