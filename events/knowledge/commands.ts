import { NotFoundError } from '../store/errors.ts';
import { isEvent, type EventMetadata } from '../store/eventType.ts';
import { handleCommand } from '../store/handleCommand.ts';
import type { EventStore } from '../store/store.ts';
import { knowledgePassageDecider } from './decide.ts';
import { KnowledgePassageEdited, knowledgePassageStream, type EditableKnowledgeFields, type KnowledgePassageData } from './events.ts';

export function addKnowledgePassage(store: EventStore, passage: KnowledgePassageData, metadata: EventMetadata) {
  return handleCommand(store, knowledgePassageStream(passage.passageId), knowledgePassageDecider, { type: 'AddKnowledgePassage', passage }, { metadata });
}

/** With the version the caller saw, a change meanwhile is the caller's conflict; without one, the latest is edited. */
export function editKnowledgePassage(
  store: EventStore,
  passageId: string,
  changes: Partial<EditableKnowledgeFields>,
  expectedVersion: bigint | undefined,
  metadata: EventMetadata,
) {
  return handleCommand(store, knowledgePassageStream(passageId), knowledgePassageDecider, { type: 'EditKnowledgePassage', passageId, changes, expectedVersion }, {
    metadata,
    retries: expectedVersion === undefined ? 5 : 0,
  });
}

/** Undoes the edit at a global position: a new edit restoring what it replaced. */
export async function undoKnowledgeEdit(store: EventStore, position: bigint, expectedVersion: bigint | undefined, metadata: EventMetadata) {
  const event = await store.readAt(position);
  if (!event || !isEvent(event, KnowledgePassageEdited)) throw new NotFoundError(`knowledge edit ${position}`);
  const passageId = event.data.passageId;
  const appended = await handleCommand(store, knowledgePassageStream(passageId), knowledgePassageDecider, { type: 'UndoKnowledgeEdit', passageId, position, expectedVersion }, {
    metadata,
    retries: expectedVersion === undefined ? 5 : 0,
  });
  return { passageId, appended };
}
