import type { ChatAnswerKind } from '../../domain/vocabulary.ts';
import type { Decision, StatelessDecider } from '../store/handleCommand.ts';
import { ChatQuestionAnswered } from './events.ts';

/** The question itself never reaches the log: only whether Semi could answer it, and how. */
export type SemiCommand = { type: 'RecordChatAnswer'; kind: ChatAnswerKind };

export function decideSemi(command: SemiCommand): Decision {
  switch (command.type) {
    case 'RecordChatAnswer':
      return [ChatQuestionAnswered({ answered: command.kind !== 'unknown', kind: command.kind })];
    default: {
      const _exhaustive: never = command.type;
      return _exhaustive;
    }
  }
}

export const semiDecider: StatelessDecider<SemiCommand> = { decide: decideSemi };
