/**
 * /image-admin/knowledge: Semi's knowledge. Every passage with its text and example questions, to
 * edit, retire or bring back; its history, each edit with an undo. Through the REST routes of
 * api/semi/knowledgeRest.ts.
 */
import { useState } from 'react';
import { AdminLoading } from '../../components/admin/AdminLoading.tsx';
import { AdminSignOut } from '../../components/admin/AdminSignOut.tsx';
import { AdminHeader, AdminMain, FieldError, Muted, Panel, PanelTitle, Row, button, fieldStyle } from '../../components/admin/adminStyles.ts';
import { AdminSessionGate } from '../../components/admin/AdminSession.tsx';
import { useAdminList } from '../../components/admin/useAdminList.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { analyticsDashboard } from '../../content/analyticsDashboard.ts';
import { knowledgePage as copy } from '../../content/knowledgeAdmin.ts';
import { editPassage, listPassages, passageHistory, undoChange, type KnowledgeChange, type KnowledgePassage } from './knowledgeApi.ts';

export default function KnowledgePage() {
  return (
    <AdminSessionGate loading={<AdminLoading label={copy.loading} />}>
      <Knowledge />
    </AdminSessionGate>
  );
}

function Knowledge() {
  const { load, refresh, failed } = useAdminList(listPassages);
  const [actionError, setActionError] = useState<string | null>(null);

  const act = async (action: () => Promise<unknown>) => {
    setActionError(null);
    try {
      await action();
    } catch (error) {
      failed(error);
      setActionError(copy.actionFailed + (error instanceof Error ? error.message : ''));
    }
    await refresh();
  };

  return (
    <Container>
      <AdminMain>
        <BackLink cta={analyticsDashboard.back} />
        <AdminHeader>
          <div>
            <h1>{copy.title}</h1>
            <Muted>{copy.intro}</Muted>
          </div>
          <AdminSignOut logoutLabel={analyticsDashboard.logout} />
        </AdminHeader>
        <div aria-live="polite">{actionError && <FieldError role="alert">{actionError}</FieldError>}</div>
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
        {load.state === 'loaded' && load.items.map((passage) => <PassageEditor key={`${passage.id}@${passage.version}`} passage={passage} act={act} />)}
      </AdminMain>
    </Container>
  );
}

interface PassageEditorProps {
  readonly passage: KnowledgePassage;
  readonly act: (action: () => Promise<unknown>) => Promise<void>;
}

function PassageEditor({ passage, act }: PassageEditorProps) {
  const [text, setText] = useState(passage.text);
  const [questions, setQuestions] = useState(passage.questions.join('\n'));
  const [history, setHistory] = useState<readonly KnowledgeChange[] | null>(null);
  const titleId = `passage-${passage.id.replace(/\W/g, '-')}`;

  const save = () =>
    void act(() =>
      editPassage(
        passage.id,
        {
          text,
          questions: questions
            .split('\n')
            .map((q) => q.trim())
            .filter(Boolean),
        },
        passage.version,
      ),
    );
  const showHistory = async () => setHistory(history ? null : await passageHistory(passage.id));

  return (
    <Panel aria-labelledby={titleId} data-testid="knowledge-passage">
      <PanelTitle id={titleId}>
        {passage.title} · {passage.heading}
        {passage.generic && ` · ${copy.generic}`}
        {passage.retired && ` · ${copy.retired}`}
      </PanelTitle>
      <label>
        {copy.text}
        <textarea css={fieldStyle} rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <label>
        {copy.questions}
        <textarea css={fieldStyle} rows={4} value={questions} onChange={(event) => setQuestions(event.target.value)} />
      </label>
      <Row>
        <button type="button" css={button.primary} onClick={save}>
          {copy.save}
        </button>
        <button type="button" css={button.secondary} onClick={() => void act(() => editPassage(passage.id, { retired: !passage.retired }, passage.version))}>
          {passage.retired ? copy.restore : copy.retire}
        </button>
        <button type="button" css={button.secondary} onClick={() => void showHistory()}>
          {history ? copy.hideHistory : copy.history}
        </button>
      </Row>
      {history && (
        <ul>
          {history.map((change) => (
            <li key={`${change.position}-${change.field}`}>
              <Muted>
                <time dateTime={change.time}>{new Date(change.time).toLocaleString()}</time> · {change.actor} · {change.kind} {change.field}
                {change.undoes && ` (undo of ${change.undoes})`}
              </Muted>
              {change.kind === 'edited' && (
                <>
                  <div>{change.to}</div>
                  <button type="button" css={button.small} onClick={() => void act(() => undoChange(change.position))}>
                    {copy.undo}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
