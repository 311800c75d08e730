import { AlreadyExistsError, NotFoundError, WrongExpectedVersionError } from '../store/errors.ts';
import { isEvent, type RecordedEvent } from '../store/eventType.ts';
import type { Decider, Decision } from '../store/handleCommand.ts';
import { sameValue } from '../store/sameValue.ts';
import {
  editableKnowledgeFields,
  KnowledgePassageAdded,
  KnowledgePassageEdited,
  knowledgePassageStream,
  type EditableKnowledgeFields,
  type KnowledgePassageData,
} from './events.ts';

/** An expected version is the passage version the caller saw; without one, the command applies to the latest. */
export type KnowledgeCommand =
  | { type: 'AddKnowledgePassage'; passage: KnowledgePassageData }
  | { type: 'EditKnowledgePassage'; passageId: string; changes: Partial<EditableKnowledgeFields>; expectedVersion?: bigint }
  | { type: 'UndoKnowledgeEdit'; passageId: string; position: bigint; expectedVersion?: bigint };

type Edit = { changes: Partial<EditableKnowledgeFields>; previous: Partial<EditableKnowledgeFields> };

/** A passage as its stream (knowledge-passage:<id>) tells it; null until it is added. */
export interface KnowledgePassageState {
  readonly passage: KnowledgePassageData | null;
  /** The stream version this state was folded up to (the read model's `version`). */
  readonly version: bigint;
  /** Each edit by its global position, for undo. */
  readonly edits: ReadonlyMap<bigint, Edit>;
}

export function evolveKnowledgePassage(state: KnowledgePassageState, event: RecordedEvent): KnowledgePassageState {
  if (isEvent(event, KnowledgePassageAdded)) return { ...state, passage: event.data, version: event.streamVersion };
  if (isEvent(event, KnowledgePassageEdited)) {
    const edits = new Map(state.edits).set(event.globalPosition, { changes: event.data.changes, previous: event.data.previous });
    return { passage: state.passage && { ...state.passage, ...event.data.changes }, version: event.streamVersion, edits };
  }
  return { ...state, version: event.streamVersion };
}

/** Records only the fields that change, each with what it held; nothing changed, no event. */
function edit(passageId: string, current: KnowledgePassageData, wanted: Partial<EditableKnowledgeFields>, undoes?: bigint): Decision {
  const changes: Partial<EditableKnowledgeFields> = {};
  const previous: Partial<EditableKnowledgeFields> = {};
  for (const field of editableKnowledgeFields) {
    if (!(field in wanted) || sameValue(current[field], wanted[field])) continue;
    Object.assign(changes, { [field]: wanted[field] });
    Object.assign(previous, { [field]: current[field] });
  }
  if (!Object.keys(changes).length) return [];
  return [KnowledgePassageEdited({ passageId, changes, previous, ...(undoes === undefined ? {} : { undoes: String(undoes) }) })];
}

export function decideKnowledgePassage(command: KnowledgeCommand, state: KnowledgePassageState): Decision {
  if (command.type === 'AddKnowledgePassage') {
    return state.passage ? new AlreadyExistsError(`knowledge passage ${command.passage.passageId}`) : [KnowledgePassageAdded(command.passage)];
  }
  const current = state.passage;
  if (!current) return new NotFoundError(`knowledge passage ${command.passageId}`);
  if (command.expectedVersion !== undefined && command.expectedVersion !== state.version) {
    return new WrongExpectedVersionError(knowledgePassageStream(command.passageId), command.expectedVersion, state.version);
  }
  switch (command.type) {
    case 'EditKnowledgePassage':
      return edit(command.passageId, current, command.changes);
    case 'UndoKnowledgeEdit': {
      const undone = state.edits.get(command.position);
      if (!undone) return new NotFoundError(`knowledge edit ${command.position}`);
      // An undo is a new edit restoring what the undone one replaced (fields changed since keep only what still differs).
      const restored: Partial<EditableKnowledgeFields> = {};
      for (const field of editableKnowledgeFields) if (field in undone.changes) Object.assign(restored, { [field]: undone.previous[field] });
      return edit(command.passageId, current, restored, command.position);
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const knowledgePassageDecider: Decider<KnowledgeCommand, KnowledgePassageState> = {
  initialState: () => ({ passage: null, version: 0n, edits: new Map() }),
  evolve: evolveKnowledgePassage,
  decide: decideKnowledgePassage,
};
