import { isEvent, type RecordedEvent } from '../store/eventType.ts';
import type { EventStore } from '../store/store.ts';
import { editableKnowledgeFields, KnowledgePassageAdded, KnowledgePassageEdited, knowledgePassageStream } from './events.ts';

/** One field changed by one event of a passage (its addition counts as a change of every field from nothing). */
export interface KnowledgeHistoryEntry {
  /** Global position of the event (what undo takes, for an edit). */
  readonly position: bigint;
  readonly actor: string;
  readonly time: string;
  readonly kind: 'added' | 'edited';
  readonly field: string;
  readonly from: unknown;
  readonly to: unknown;
  /** The position of the edit this one undid, if it was an undo. */
  readonly undoes: string | null;
}

function entriesOf(event: RecordedEvent): KnowledgeHistoryEntry[] {
  const base = { position: event.globalPosition, actor: event.metadata.actor ?? 'unknown', time: event.metadata.time ?? '' };
  if (isEvent(event, KnowledgePassageAdded)) {
    return editableKnowledgeFields.map((field) => ({ ...base, kind: 'added' as const, field, from: null, to: event.data[field], undoes: null }));
  }
  if (!isEvent(event, KnowledgePassageEdited)) return [];
  const { changes, previous, undoes } = event.data;
  return editableKnowledgeFields
    .filter((field) => field in changes)
    .map((field) => ({ ...base, kind: 'edited' as const, field, from: previous[field] ?? null, to: changes[field] ?? null, undoes: undoes ?? null }));
}

/** A passage's history, newest first, one entry per changed field. */
export async function knowledgePassageHistory(store: EventStore, passageId: string): Promise<KnowledgeHistoryEntry[]> {
  const events = await store.readStream(knowledgePassageStream(passageId));
  return events.reverse().flatMap(entriesOf);
}
