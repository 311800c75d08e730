import { z } from 'zod';
import { chatRole } from '../../domain/vocabulary.ts';

export const MAX_QUESTION_LENGTH = 500;
/** The conversation Semi reads to resolve a follow-up: the latest turns only. */
export const MAX_HISTORY_TURNS = 10;
/** A turn may be one of Semi's answers, which are longer than questions. */
export const MAX_TURN_LENGTH = 2000;

const question = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'must be a string') })
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_QUESTION_LENGTH, `must be at most ${MAX_QUESTION_LENGTH} characters`)
  .describe('Trimmed before it is answered.');

export const chatTurnSchema = z
  .object({
    role: chatRole.schema.describe("Who said it: 'user' (the visitor) or 'assistant' (Semi)."),
    content: z
      .string({ error: 'must be a string' })
      .trim()
      .min(1, 'must not be empty')
      .max(MAX_TURN_LENGTH, `must be at most ${MAX_TURN_LENGTH.toLocaleString('en')} characters`)
      .describe('What was said.'),
  })
  .strict();
export type ChatTurnInput = z.output<typeof chatTurnSchema>;

/** A question to Semi, with the conversation before it (oldest first) so a follow-up can be understood. */
export const chatRequestSchema = z.object({
  question,
  history: z
    .array(chatTurnSchema, { error: 'must be a list of turns' })
    .max(MAX_HISTORY_TURNS, `must hold at most ${MAX_HISTORY_TURNS} turns (send the latest)`)
    .nullish()
    .describe(`The conversation so far, oldest first, at most ${MAX_HISTORY_TURNS} turns; it resolves what "it" or "that" refers to.`),
});
export type ChatRequest = z.output<typeof chatRequestSchema>;
