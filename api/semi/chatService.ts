import type { EventMetadata } from '../../events/store/eventType.ts';
import { handleCommand } from '../../events/store/handleCommand.ts';
import { semiDecider } from '../../events/semi/decide.ts';
import { semiStream } from '../../events/semi/events.ts';
import type { EventStore } from '../../events/store/store.ts';
import { parseInput } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { createSemi, type Semi } from '../../semi/answer.ts';
import type { SemiAnswer } from '../../semi/composition.ts';
import { chatRequestSchema } from './chatRequest.ts';

/**
 * Answers questions. Only whether a question was answered is recorded, never the question nor the
 * conversation, under the caller's actor: the dashboard leaves out the administrator's own questions.
 */
export class ChatService {
  private readonly semi: Semi;

  constructor(
    private readonly store: EventStore,
    logger: Logger,
  ) {
    this.semi = createSemi({ onError: (error) => logger.warn({ err: error }, 'Semi answers by words alone: its sentence encoder did not load') });
  }

  /** `input` is `{ question, history? }` as a client sent it; a bad one is a 400 naming each problem. */
  async ask(input: unknown, metadata: EventMetadata): Promise<{ success: true; content: string; sources: SemiAnswer['sources'] }> {
    const { question, history } = parseInput(chatRequestSchema, input ?? {});
    const answer = await this.semi.answer(question, history ?? []);
    await handleCommand(this.store, semiStream, semiDecider, { type: 'RecordChatAnswer', kind: answer.kind }, { metadata });
    return { success: true, content: answer.content, sources: answer.sources };
  }
}
