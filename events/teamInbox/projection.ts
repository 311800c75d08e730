import { isEvent } from '../store/eventType.ts';
import { insert, remove, update, type Projection } from '../store/ops.ts';
import { TeamQuestionAnswered, TeamQuestionAsked, TeamQuestionDeleted } from './events.ts';

export const teamQuestionsProjection: Projection = {
  table: 'team_questions',
  primaryKey: ['id'],
  handles: [TeamQuestionAsked.type, TeamQuestionAnswered.type, TeamQuestionDeleted.type],
  evolve(event) {
    if (isEvent(event, TeamQuestionAsked)) {
      return [
        insert('team_questions', {
          id: event.data.questionId,
          session_id: event.data.sessionId,
          question: event.data.question,
          email: event.data.email,
          asked_at: event.metadata.time,
          answered_at: null,
        }),
      ];
    }
    if (isEvent(event, TeamQuestionAnswered)) return [update('team_questions', { id: event.data.questionId }, { set: { answered_at: event.metadata.time } })];
    if (isEvent(event, TeamQuestionDeleted)) return [remove('team_questions', { id: event.data.questionId })];
    return [];
  },
};
