import { z } from 'zod';
import { defineEvent } from '../eventType.ts';
import { isoDate, journeyStageSchema } from '../fields.ts';

export const creativeSessionStream = (sessionId: string) => `creative-session:${sessionId}`;

export const CreativeSessionRecorded = defineEvent(
  'CreativeSessionRecorded',
  z.object({
    id: z.string().min(1).max(120),
    title: z.string().min(1).max(200),
    description: z.string().max(2000),
    journeyStage: journeyStageSchema,
    sessionDate: isoDate,
    learningInsights: z.string().max(2000).nullable(),
    nextSteps: z.string().max(2000).nullable(),
  }),
);
