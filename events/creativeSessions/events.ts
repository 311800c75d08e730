import { z } from 'zod';
import { defineEvent } from '../store/eventType.ts';
import { journeyStage } from '../../domain/vocabulary.ts';
import { isoDate } from '../store/isoTime.ts';

export const creativeSessionStream = (sessionId: string) => `creative-session:${sessionId}`;

export const creativeSessionSchema = z.object({
  id: z.string().min(1).max(120),
  title: z.string().min(1).max(200),
  description: z.string().max(2000),
  journeyStage: journeyStage.schema,
  sessionDate: isoDate,
  learningInsights: z.string().max(2000).nullable(),
  nextSteps: z.string().max(2000).nullable(),
});

export const CreativeSessionRecorded = defineEvent('CreativeSessionRecorded', creativeSessionSchema);

export const editableCreativeSessionFieldsSchema = creativeSessionSchema.omit({ id: true });
export type EditableCreativeSessionFields = z.infer<typeof editableCreativeSessionFieldsSchema>;
export const editableCreativeSessionFields = editableCreativeSessionFieldsSchema.keyof().options;

/** One edit of a session's fields: what changed, and what each changed field held before. */
export const CreativeSessionEdited = defineEvent(
  'CreativeSessionEdited',
  z.object({
    sessionId: z.string().min(1),
    changes: editableCreativeSessionFieldsSchema.partial(),
    previous: editableCreativeSessionFieldsSchema.partial(),
  }),
);
