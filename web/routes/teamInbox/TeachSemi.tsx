/**
 * Turns an inbox question into knowledge, in one step: "Add as a new passage" (title, page and
 * text; the question is its first example question) or "Add to a passage" (the question is
 * appended to an existing passage's example questions, sent with the version it was listed at).
 * On success the caller marks the group's questions answered.
 */
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/apiRequest.ts';
import { Field, FieldError, Row, button, fieldStyle } from '../../components/admin/adminStyles.ts';
import { inboxPage as copy } from '../../content/askTeam.ts';
import { addPassage, editPassage, listPassages, type KnowledgePassage } from '../knowledge/knowledgeApi.ts';

type Mode = 'closed' | 'new' | 'existing';

/** An example question as the knowledge accepts it: no '|', at most 300 characters. */
export const asExampleQuestion = (question: string) => question.replace(/\|/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300);

/** The document id of a new passage: its title in lowercase letters, digits and hyphens. */
export const documentIdFor = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'inbox';

const reason = (error: unknown) => {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown; errors?: { message?: unknown }[] };
      const detail = parsed.errors?.map((e) => e.message).find((m) => typeof m === 'string');
      if (typeof detail === 'string') return detail;
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // not JSON: the message below
    }
    return error.body || error.message;
  }
  return error instanceof Error ? error.message : String(error);
};

interface TeachSemiProps {
  readonly question: string;
  /** Called after the passage is saved, with its title; the caller marks the questions answered. */
  readonly onTaught: (title: string) => Promise<void>;
  /** A failed request: the caller reports 401 (signed out). */
  readonly onFailure: (error: unknown) => void;
}

export function TeachSemi({ question, onTaught, onFailure }: TeachSemiProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('closed');
  const [title, setTitle] = useState('');
  const [page, setPage] = useState('');
  const [text, setText] = useState('');
  const [passages, setPassages] = useState<readonly KnowledgePassage[] | 'loading' | 'failed'>('loading');
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loadPassages = async () => {
    setPassages('loading');
    try {
      setPassages((await listPassages()).filter((passage) => !passage.retired));
    } catch (failure) {
      onFailure(failure);
      setPassages('failed');
    }
  };

  const open = (next: Mode) => {
    setError(null);
    setMode(next);
    if (next === 'existing') void loadPassages();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const example = asExampleQuestion(question);
    let save: () => Promise<KnowledgePassage>;
    if (mode === 'new') {
      const cleanTitle = title.trim();
      const cleanPage = page.trim();
      if (!cleanTitle || !/^\/[A-Za-z0-9/_-]*$/.test(cleanPage) || !text.trim()) return setError(copy.needFields);
      save = () => addPassage({ documentId: documentIdFor(cleanTitle), title: cleanTitle, page: cleanPage, heading: cleanTitle, text: text.trim(), questions: [example] });
    } else {
      const passage = Array.isArray(passages) ? passages.find((p) => p.id === chosen) : undefined;
      if (!passage) return setError(copy.needPassage);
      const questions = passage.questions.includes(example) ? passage.questions : [...passage.questions, example];
      save = () => editPassage(passage.id, { questions }, passage.version);
    }
    setBusy(true);
    try {
      const saved = await save();
      setMode('closed');
      await onTaught(saved.title);
    } catch (failure) {
      onFailure(failure);
      if (failure instanceof ApiError && failure.status === 409 && mode === 'existing') {
        setError(copy.conflict);
        setChosen('');
        void loadPassages();
      } else {
        setError(copy.saveFailed(reason(failure)));
      }
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${id}-error`;
  const errorText = error && (
    <FieldError id={errorId} role="alert">
      {error}
    </FieldError>
  );

  if (mode === 'closed') {
    return (
      <Row>
        <button type="button" css={button.small} onClick={() => open('new')}>
          {copy.addAsPassage}
        </button>
        <button type="button" css={button.small} onClick={() => open('existing')}>
          {copy.addToPassage}
        </button>
      </Row>
    );
  }

  const described = error ? errorId : undefined;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={mode === 'new' ? copy.addAsPassage : copy.addToPassage}>
      {mode === 'new' ? (
        <>
          <Field>
            <label htmlFor={`${id}-title`}>{copy.passageTitle}</label>
            <input id={`${id}-title`} css={fieldStyle} value={title} onChange={(e) => setTitle(e.target.value)} required aria-describedby={described} autoFocus />
          </Field>
          <Field>
            <label htmlFor={`${id}-page`}>{copy.passagePage}</label>
            <input id={`${id}-page`} css={fieldStyle} value={page} placeholder="/contact" onChange={(e) => setPage(e.target.value)} required aria-describedby={described} />
          </Field>
          <Field>
            <label htmlFor={`${id}-text`}>{copy.passageText}</label>
            <textarea id={`${id}-text`} css={fieldStyle} rows={3} value={text} onChange={(e) => setText(e.target.value)} required aria-describedby={described} />
          </Field>
        </>
      ) : (
        <Field>
          <label htmlFor={`${id}-passage`}>{copy.pickPassage}</label>
          {passages === 'loading' && <p role="status">{copy.passagesLoading}</p>}
          {passages === 'failed' && <FieldError role="alert">{copy.passagesFailed}</FieldError>}
          {Array.isArray(passages) && (
            <select id={`${id}-passage`} css={fieldStyle} value={chosen} onChange={(e) => setChosen(e.target.value)} aria-describedby={described} autoFocus>
              <option value="">{copy.pickPassagePlaceholder}</option>
              {passages.map((passage) => (
                <option key={passage.id} value={passage.id}>
                  {passage.title} · {passage.heading}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {errorText}
      <Row>
        <button type="submit" css={button.primary} disabled={busy}>
          {copy.save}
        </button>
        <button type="button" css={button.secondary} onClick={() => open('closed')}>
          {copy.cancel}
        </button>
      </Row>
    </form>
  );
}
