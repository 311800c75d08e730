import { apiRequest } from '../../api/apiRequest.ts';

/** A question of the team inbox as GET /api/admin/team-questions lists it. */
export interface TeamQuestion {
  readonly id: string;
  readonly sessionId: string;
  readonly question: string;
  readonly email: string | null;
  readonly askedAt: string;
  readonly answeredAt: string | null;
}

export interface TeamQuestionGroup {
  readonly questions: readonly TeamQuestion[];
}

export const listTeamQuestions = () => apiRequest<TeamQuestionGroup[]>('GET', '/api/admin/team-questions');
export const markTeamQuestionAnswered = (id: string) => apiRequest<TeamQuestion>('POST', `/api/admin/team-questions/${encodeURIComponent(id)}/answered`);
export const deleteTeamQuestion = (id: string) => apiRequest<unknown>('DELETE', `/api/admin/team-questions/${encodeURIComponent(id)}`);
