import { causedByAdmin } from '../admin/causedByAdmin.ts';
import { isEvent } from '../store/eventType.ts';
import { insert, type Projection } from '../store/ops.ts';
import { ChatQuestionAnswered } from './events.ts';

export const chatQuestionsProjection: Projection = {
  table: 'chat_questions',
  primaryKey: ['event_id'],
  handles: [ChatQuestionAnswered.type],
  evolve(event) {
    if (!isEvent(event, ChatQuestionAnswered)) return [];
    return [
      insert('chat_questions', {
        event_id: event.eventId,
        answered: event.data.answered,
        kind: event.data.kind,
        by_admin: causedByAdmin(event),
        asked_at: event.metadata.time,
      }),
    ];
  },
};
