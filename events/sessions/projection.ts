import { isEvent } from '../eventType.ts';
import { CreativeSessionRecorded } from './events.ts';
import { insert, type Projection } from '../projections/ops.ts';

export const creativeSessionsProjection: Projection = {
  name: 'creative_sessions',
  handles: [CreativeSessionRecorded.type],
  evolve(event) {
    if (!isEvent(event, CreativeSessionRecorded)) return [];
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
      }),
    ];
  },
};
