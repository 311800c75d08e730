import type { EventStore } from '../store/store.ts';
import { isEvent, type RecordedEvent } from '../store/eventType.ts';
import { editableImageFields, ImageDetailsEdited, imageStream, type EditableImageFields } from './events.ts';

/** One field changed by one edit of an image. */
export interface ImageHistoryEntry {
  /** Global position of the edit event (what undo takes). */
  readonly position: bigint;
  readonly actor: string;
  readonly time: string;
  readonly field: keyof EditableImageFields;
  readonly from: unknown;
  readonly to: unknown;
  /** The position of the edit this one undid, if it was an undo. */
  readonly undoes: string | null;
}

function entriesOf(event: RecordedEvent): ImageHistoryEntry[] {
  if (!isEvent(event, ImageDetailsEdited)) return [];
  const { changes, previous, undoes } = event.data;
  return editableImageFields
    .filter((field) => field in changes)
    .map((field) => ({
      position: event.globalPosition,
      actor: event.metadata.actor ?? 'unknown',
      time: event.metadata.time ?? '',
      field,
      from: previous[field] ?? null,
      to: changes[field] ?? null,
      undoes: undoes ?? null,
    }));
}

/**
 * The newest `limit` edits of an image below global position `before` (all edits without it),
 * newest first, one entry per changed field. A page counts edits, not entries, so an edit's fields
 * are never split across pages; the last entry's position, as `before`, gives the next older page.
 */
export async function imageHistory(store: EventStore, imageId: string, page: { before?: bigint; limit: number }): Promise<ImageHistoryEntry[]> {
  const events = await store.readAll({
    types: [ImageDetailsEdited.type],
    streamId: imageStream(imageId),
    until: page.before === undefined ? undefined : page.before - 1n,
    limit: page.limit,
    newestFirst: true,
  });
  return events.flatMap(entriesOf);
}
