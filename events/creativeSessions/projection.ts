import { isEvent } from '../store/eventType.ts';
import { CreativeSessionEdited, CreativeSessionRecorded, type EditableCreativeSessionFields } from './events.ts';
import { insert, update, type Projection, type RowValues } from '../store/ops.ts';

const columnOf: Record<keyof EditableCreativeSessionFields, string> = {
  title: 'title',
  description: 'description',
  journeyStage: 'journey_stage',
  sessionDate: 'session_date',
  learningInsights: 'learning_insights',
  nextSteps: 'next_steps',
};

export const creativeSessionsProjection: Projection = {
  table: 'creative_sessions',
  primaryKey: ['id'],
  handles: [CreativeSessionRecorded.type, CreativeSessionEdited.type],
  evolve(event) {
    if (isEvent(event, CreativeSessionRecorded)) {
      const s = event.data;
      return [
        insert('creative_sessions', {
          id: s.id,
          title: s.title,
          description: s.description,
          journey_stage: s.journeyStage,
          session_date: s.sessionDate,
          learning_insights: s.learningInsights,
          next_steps: s.nextSteps,
          // the first event of the session's stream; each edit below is the next (the stream's version)
          version: 1,
        }),
      ];
    }
    if (isEvent(event, CreativeSessionEdited)) {
      const set: RowValues = {};
      for (const [field, value] of Object.entries(event.data.changes)) set[columnOf[field as keyof EditableCreativeSessionFields]] = value;
      return [update('creative_sessions', { id: event.data.sessionId }, { set, increment: { version: 1 } })];
    }
    return [];
  },
};
