import { useEffect, useRef } from 'react';
import { focusNearest } from '../../components/admin/focusNearest.ts';
import type { AdminListLoad } from '../../components/admin/useAdminList.ts';
import type { TeamQuestionGroup } from './inboxApi.ts';

const questionIds = (load: AdminListLoad<TeamQuestionGroup>) => (load.state === 'loaded' ? load.items.flatMap((group) => group.questions.map((question) => question.id)) : []);

const questionText = (id: string) => [...document.querySelectorAll<HTMLElement>('blockquote[data-question-id]')].find((element) => element.dataset.questionId === id) ?? null;

/**
 * Focus after an action took a question's button away (marked answered, deleted): once the list has
 * reloaded, the question's text when it is still listed, else the nearest question's, else the page's
 * heading. It waits for the reload because a group, keyed by its first question, may be drawn anew.
 */
export function useQuestionFocus(load: AdminListLoad<TeamQuestionGroup>) {
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef<{ readonly id: string; readonly order: readonly string[] } | null>(null);

  useEffect(() => {
    const after = pending.current;
    if (!after) return;
    pending.current = null;
    const own = questionText(after.id);
    if (own) own.focus();
    else focusNearest(after.order, after.id, questionText, heading.current);
  }, [load]);

  /** Before the reload: the question acted on, or null when focus should stay where it is. */
  const placeAfterReload = (id: string | null) => {
    pending.current = id === null ? null : { id, order: questionIds(load) };
  };
  return { heading, placeAfterReload };
}
