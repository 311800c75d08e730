import { apiRequest } from '../../api/apiRequest.ts';

/** A plain check before sending; the server validates the address for real (a 400 names it, AskTeam.tsx). */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * POST /api/semi/team-questions: only called when the visitor asked for it in the widget. `questionId` is
 * the same when the visitor sends the question again after a failure, so one that did reach the inbox (its
 * answer lost) is filed once; absent where the browser cannot make one (crypto.randomUUID needs HTTPS).
 */
export async function sendTeamQuestion(question: string, email: string, sessionId: string, questionId: string | undefined): Promise<void> {
  await apiRequest<unknown>('POST', '/api/semi/team-questions', { question, sessionId, ...(email ? { email } : {}), ...(questionId ? { questionId } : {}) }, { auth: 'none' });
}

/** A new question's id, or undefined where the page is not a secure context. */
export const newQuestionId = (): string | undefined => (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined);
