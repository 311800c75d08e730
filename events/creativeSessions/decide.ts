import { AlreadyExistsError, NotFoundError, WrongExpectedVersionError } from '../store/errors.ts';
import { isEvent, type EventData, type RecordedEvent } from '../store/eventType.ts';
import type { Decider, Decision } from '../store/handleCommand.ts';
import { sameValue } from '../store/sameValue.ts';
import {
  CreativeSessionEdited,
  CreativeSessionRecorded,
  creativeSessionStream,
  editableCreativeSessionFields,
  type EditableCreativeSessionFields,
} from './events.ts';

/** An expected version is the session version the caller saw; without one, the edit applies to the latest. */
export type CreativeSessionCommand =
  | { type: 'CreateCreativeSession'; session: EventData<typeof CreativeSessionRecorded> }
  | { type: 'EditCreativeSession'; sessionId: string; changes: Partial<EditableCreativeSessionFields>; expectedVersion?: bigint };

/** A session as its stream (creative-session:<id>) tells it; null until it is recorded. */
export interface CreativeSessionState {
  readonly fields: EditableCreativeSessionFields | null;
  /** The stream version this state was folded up to; the read model's `version` column is the same number. */
  readonly version: bigint;
}

export function evolveCreativeSession(state: CreativeSessionState, event: RecordedEvent): CreativeSessionState {
  if (isEvent(event, CreativeSessionRecorded)) {
    const { id: _id, ...fields } = event.data;
    return { fields, version: event.streamVersion };
  }
  if (isEvent(event, CreativeSessionEdited)) return { fields: state.fields && { ...state.fields, ...event.data.changes }, version: event.streamVersion };
  return { ...state, version: event.streamVersion };
}

export function decideCreativeSession(command: CreativeSessionCommand, state: CreativeSessionState): Decision {
  switch (command.type) {
    case 'CreateCreativeSession':
      return state.fields ? new AlreadyExistsError(`creative session ${command.session.id}`) : [CreativeSessionRecorded(command.session)];
    case 'EditCreativeSession': {
      const current = state.fields;
      if (!current) return new NotFoundError(`creative session ${command.sessionId}`);
      if (command.expectedVersion !== undefined && command.expectedVersion !== state.version) {
        return new WrongExpectedVersionError(creativeSessionStream(command.sessionId), command.expectedVersion, state.version);
      }
      const changes: Partial<EditableCreativeSessionFields> = {};
      const previous: Partial<EditableCreativeSessionFields> = {};
      for (const field of editableCreativeSessionFields) {
        if (!(field in command.changes) || sameValue(current[field], command.changes[field])) continue;
        Object.assign(changes, { [field]: command.changes[field] });
        Object.assign(previous, { [field]: current[field] });
      }
      return Object.keys(changes).length ? [CreativeSessionEdited({ sessionId: command.sessionId, changes, previous })] : [];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const creativeSessionDecider: Decider<CreativeSessionCommand, CreativeSessionState> = {
  initialState: () => ({ fields: null, version: 0n }),
  evolve: evolveCreativeSession,
  decide: decideCreativeSession,
};
