import { z } from 'zod';
import { chatAnswerKind } from '../../domain/vocabulary.ts';
import { defineEvent } from '../store/eventType.ts';

export const semiStream = 'semi';

/** The question itself is never stored: only whether Semi could answer it. */
export const ChatQuestionAnswered = defineEvent(
  'ChatQuestionAnswered',
  z.object({ answered: z.boolean(), kind: chatAnswerKind.schema }),
);
