import { apiRequest } from '../../api/apiRequest.ts';

/** A plain check before sending; the server validates the address for real (a 400 names it, AskTeam.tsx). */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** POST /api/semi/team-questions: only called when the visitor asked for it in the widget. */
export async function sendTeamQuestion(question: string, email: string, sessionId: string): Promise<void> {
  await apiRequest<unknown>('POST', '/api/semi/team-questions', { question, sessionId, ...(email ? { email } : {}) }, { auth: 'none' });
}
