import { NotFoundError } from '../store/errors.ts';
import type { Decision } from '../store/handleCommand.ts';
import type { RecordedEvent } from '../store/eventType.ts';
import { isEvent } from '../store/eventType.ts';
import { TeamQuestionAnswered, TeamQuestionAsked, TeamQuestionDeleted } from './events.ts';

export type TeamInboxCommand =
  | { type: 'AskTeam'; questionId: string; sessionId: string; question: string; email: string | null }
  | { type: 'MarkTeamQuestionAnswered'; questionId: string };

/** What a decision needs to know of one question: whether it is in the inbox, and answered. */
export interface TeamQuestionState {
  questions: ReadonlyMap<string, { answered: boolean }>;
}

export const initialTeamQuestionState = (): TeamQuestionState => ({ questions: new Map() });

export function evolveTeamQuestions(state: TeamQuestionState, event: RecordedEvent): TeamQuestionState {
  const questions = new Map(state.questions);
  if (isEvent(event, TeamQuestionAsked)) questions.set(event.data.questionId, { answered: false });
  else if (isEvent(event, TeamQuestionAnswered)) questions.set(event.data.questionId, { answered: true });
  else if (isEvent(event, TeamQuestionDeleted)) questions.delete(event.data.questionId);
  else return state;
  return { questions };
}

export function decideTeamInbox(command: TeamInboxCommand, state: TeamQuestionState): Decision {
  switch (command.type) {
    case 'AskTeam':
      // The question's id is its event's: asked again with the same id (a retry), the store appends nothing.
      return [TeamQuestionAsked({ questionId: command.questionId, sessionId: command.sessionId, question: command.question, email: command.email }, command.questionId)];
    case 'MarkTeamQuestionAnswered': {
      const question = state.questions.get(command.questionId);
      if (!question) return new NotFoundError(`team question ${command.questionId}`);
      // Marking an answered question again changes nothing.
      if (question.answered) return [];
      return [TeamQuestionAnswered({ questionId: command.questionId })];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const teamInboxDecider = {
  initialState: initialTeamQuestionState,
  evolve: evolveTeamQuestions,
  decide: (command: TeamInboxCommand, state: TeamQuestionState) => decideTeamInbox(command, state),
};
