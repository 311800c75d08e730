import { z } from 'zod';
import { defineEvent } from '../store/eventType.ts';

/** The longest question and email address the inbox takes (the chat's own question limit). */
export const MAX_TEAM_QUESTION_LENGTH = 500;
export const MAX_EMAIL_LENGTH = 254;

/**
 * A visitor chose "Ask the CHB team" after Semi did not know, and consented to send this question (and
 * the email address, when given). On the visitor's stream visitor:<session id>, so that forgetting the
 * visitor and analytics retention remove it with the rest of the session (events/analytics/).
 */
export const TeamQuestionAsked = defineEvent(
  'TeamQuestionAsked',
  z
    .object({
      questionId: z.uuid(),
      sessionId: z.string().min(1).max(120),
      question: z.string().min(1).max(MAX_TEAM_QUESTION_LENGTH),
      email: z.email().max(MAX_EMAIL_LENGTH).nullable(),
    })
    .strict(),
);

/** An administrator marked the question answered. */
export const TeamQuestionAnswered = defineEvent('TeamQuestionAnswered', z.object({ questionId: z.uuid() }).strict());

/**
 * The question is gone: an administrator deleted it, or the visitor was forgotten by email address. Its
 * TeamQuestionAsked event was erased in place in the same transaction (events/teamInbox/erase.ts).
 */
export const TeamQuestionDeleted = defineEvent(
  'TeamQuestionDeleted',
  z.object({ questionId: z.uuid(), reason: z.enum(['deleted', 'forgotten']) }).strict(),
);
