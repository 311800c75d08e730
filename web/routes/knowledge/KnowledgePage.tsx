/**
 * /image-admin/knowledge: Semi's knowledge. Every passage with its text and example questions, to
 * edit, retire or bring back; its history, each edit with an undo. Through the REST routes of
 * api/semi/knowledgeRest.ts.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/apiRequest.ts';
import { AdminLoading } from '../../components/admin/AdminLoading.tsx';
import { AdminSignOut } from '../../components/admin/AdminSignOut.tsx';
import { AdminHeader, AdminMain, FieldError, Muted, Panel, PanelTitle, Row, button, fieldStyle } from '../../components/admin/adminStyles.ts';
import { AdminSessionGate } from '../../components/admin/AdminSession.tsx';
import { useAdminList } from '../../components/admin/useAdminList.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { analyticsDashboard } from '../../content/analyticsDashboard.ts';
import { knowledgePage as copy } from '../../content/knowledgeAdmin.ts';
import { editPassage, listPassages, undoChange, type KnowledgePassage } from './knowledgeApi.ts';
import { PassageHistory } from './PassageHistory.tsx';
import { usePassageHistory } from './usePassageHistory.ts';

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

  /** Runs an action, then reloads the list; says whether it was refused as a conflict. */
  const act = async (action: () => Promise<unknown>): Promise<ActionOutcome> => {
    setActionError(null);
    let outcome: ActionOutcome = 'done';
    let signedOut = false;
    try {
      await action();
    } catch (error) {
      signedOut = failed(error);
      outcome = error instanceof ApiError && error.status === 409 ? 'conflict' : 'failed';
      setActionError(outcome === 'conflict' ? copy.conflict : copy.actionFailed + (error instanceof Error ? error.message : ''));
    }
    // Signed out, the list reloads after the sign-in.
    if (!signedOut) await refresh();
    return outcome;
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
        {load.state === 'loaded' && load.items.map((passage) => <PassageEditor key={passage.id} passage={passage} act={act} onFailure={failed} />)}
      </AdminMain>
    </Container>
  );
}

type ActionOutcome = 'done' | 'conflict' | 'failed';

interface PassageEditorProps {
  readonly passage: KnowledgePassage;
  readonly act: (action: () => Promise<unknown>) => Promise<ActionOutcome>;
  readonly onFailure: (error: unknown) => void;
}

/**
 * What the administrator typed and the passage version it was typed over. While there is a draft the
 * editor shows it, whatever the list reloads; it goes when saved. A save refused because someone else
 * changed the passage keeps the draft and moves it onto their version (rebase), so saving again,
 * having been told, replaces their change; the editor's own retire or undo moves it the same way, untold.
 */
interface Draft {
  readonly text: string;
  readonly questions: string;
  readonly version: number;
  readonly rebase: boolean;
}

function PassageEditor({ passage, act, onFailure }: PassageEditorProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const history = usePassageHistory(passage.id, passage.version, onFailure);
  const titleId = `passage-${passage.id.replace(/\W/g, '-')}`;
  const text = draft?.text ?? passage.text;
  const questions = draft?.questions ?? passage.questions.join('\n');
  const typed = (change: Partial<Pick<Draft, 'text' | 'questions'>>) =>
    setDraft((current) => ({ text, questions, version: current?.version ?? passage.version, rebase: false, ...change }));

  useEffect(() => {
    if (draft?.rebase && draft.version !== passage.version) setDraft({ ...draft, version: passage.version, rebase: false });
  }, [draft, passage.version]);

  const save = async () => {
    const changes = {
      text,
      questions: questions
        .split('\n')
        .map((q) => q.trim())
        .filter(Boolean),
    };
    const outcome = await act(() => editPassage(passage.id, changes, draft?.version ?? passage.version));
    if (outcome === 'done') setDraft(null);
    if (outcome === 'conflict') setDraft((current) => current && { ...current, rebase: true });
  };
  /** A retire or undo of this editor's own: a draft typed before it moves onto the version it makes. */
  const ownChange = async (change: Parameters<typeof act>[0]) => {
    if ((await act(change)) === 'done') setDraft((current) => current && { ...current, rebase: true });
  };

  return (
    <Panel aria-labelledby={titleId} data-testid="knowledge-passage">
      <PanelTitle id={titleId}>
        {passage.title} · {passage.heading}
        {passage.generic && ` · ${copy.generic}`}
        {passage.retired && ` · ${copy.retired}`}
      </PanelTitle>
      <label>
        {copy.text}
        <textarea css={fieldStyle} rows={4} value={text} onChange={(event) => typed({ text: event.target.value })} />
      </label>
      <label>
        {copy.questions}
        <textarea css={fieldStyle} rows={4} value={questions} onChange={(event) => typed({ questions: event.target.value })} />
      </label>
      <Row>
        <button type="button" css={button.primary} onClick={() => void save()}>
          {copy.save}
        </button>
        <button type="button" css={button.secondary} onClick={() => void ownChange(() => editPassage(passage.id, { retired: !passage.retired }, passage.version))}>
          {passage.retired ? copy.restore : copy.retire}
        </button>
        <button type="button" css={button.secondary} onClick={history.toggle}>
          {history.open ? copy.hideHistory : copy.history}
        </button>
      </Row>
      {history.open && <PassageHistory load={history.load} onUndo={(position) => void ownChange(() => undoChange(position, passage.version))} />}
    </Panel>
  );
}
