import type { EventMetadata } from '../../events/eventType.ts';
import { handleCommand } from '../../events/handleCommand.ts';
import { semiDecider } from '../../events/semi/decide.ts';
import { semiStream } from '../../events/semi/events.ts';
import type { EventStore } from '../../events/store.ts';
import { UserError } from '../errors.ts';
import { createSemi, type SemiAnswer } from './answer.ts';

export const MAX_QUESTION_LENGTH = 500;

/**
 * Answers questions. Only whether a question was answered is recorded, never the question, under the
 * caller's actor: the dashboard leaves out the administrator's own questions.
 */
export class ChatService {
  private readonly semi = createSemi();

  constructor(private readonly store: EventStore) {}

  async ask(question: unknown, metadata: EventMetadata): Promise<{ success: true; content: string; sources: SemiAnswer['sources'] }> {
    if (question === undefined || question === null) throw new UserError(400, 'question: required');
    if (typeof question !== 'string') throw new UserError(400, 'question: must be a string');
    const trimmed = question.trim();
    if (!trimmed) throw new UserError(400, 'question: must not be empty');
    if (trimmed.length > MAX_QUESTION_LENGTH) throw new UserError(400, `question: must be at most ${MAX_QUESTION_LENGTH} characters`);
    const answer = this.semi.answer(trimmed);
    await handleCommand(this.store, semiStream, semiDecider, { type: 'RecordChatAnswer', kind: answer.kind }, { metadata });
    return { success: true, content: answer.content, sources: answer.sources };
  }
}
