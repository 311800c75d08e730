import type { CreativeImage } from '../../prisma/generated/client/client.ts';
import { isEvent, type EventData, type RecordedEvent } from '../store/eventType.ts';
import { editableImageFields, editableImageFieldsSchema, ImageArchived, ImageCatalogued, ImageDetailsEdited, ImageRestored, type EditableImageFields } from './events.ts';

export type ImageEdit = EventData<typeof ImageDetailsEdited>;

/** An image as its stream (image:<id>) tells it: what an edit, an undo or an archive decides from. */
export interface ImageState {
  /** Null until the image is catalogued. */
  readonly fields: EditableImageFields | null;
  readonly archived: boolean;
  /** The stream version this state was folded up to; the read model's `version` column is the same number. */
  readonly version: bigint;
  /** The image's edits by global position, so an undo can read what an edit replaced. */
  readonly edits: ReadonlyMap<bigint, ImageEdit>;
}

export const initialImageState = (): ImageState => ({ fields: null, archived: false, version: 0n, edits: new Map() });

/** The editable fields of a catalogued image (an event's data or a read-model row). */
const editableOf = (image: object): EditableImageFields =>
  editableImageFieldsSchema.parse(Object.fromEntries(editableImageFields.map((field) => [field, (image as Record<string, unknown>)[field]])));

export function evolveImage(state: ImageState, event: RecordedEvent): ImageState {
  if (isEvent(event, ImageCatalogued)) return { ...state, fields: editableOf(event.data), version: event.streamVersion };
  if (isEvent(event, ImageDetailsEdited)) {
    const fields = state.fields && { ...state.fields, ...event.data.changes };
    return { ...state, fields, version: event.streamVersion, edits: new Map(state.edits).set(event.globalPosition, event.data) };
  }
  if (isEvent(event, ImageArchived)) return { ...state, archived: true, version: event.streamVersion };
  if (isEvent(event, ImageRestored)) return { ...state, archived: false, version: event.streamVersion };
  return { ...state, version: event.streamVersion };
}

/**
 * An image as its read model holds it, without its edit history: enough for a decision that needs
 * neither an undo nor a stream version (a download only needs the image to be catalogued).
 */
export function imageStateFromReadModel(image: CreativeImage | null | undefined): ImageState {
  if (!image) return initialImageState();
  return { fields: editableOf(image), archived: image.archivedAt !== null, version: BigInt(image.version), edits: new Map() };
}
