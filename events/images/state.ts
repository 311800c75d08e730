import type { CreativeImage } from '../../prisma/generated/client/client.ts';
import { isEvent, type EventData, type RecordedEvent } from '../eventType.ts';
import { editableImageFieldsSchema, ImageCatalogued, ImageDetailsEdited, type EditableImageFields } from './events.ts';

export type ImageEdit = EventData<typeof ImageDetailsEdited>;

/** An image as its stream (image:<id>) tells it: what an edit or an undo decides from. */
export interface ImageState {
  /** Null until the image is catalogued. */
  readonly fields: EditableImageFields | null;
  /** The stream version this state was folded up to; the read model's `version` column is the same number. */
  readonly version: bigint;
  /** The image's edits by global position, so an undo can read what an edit replaced. */
  readonly edits: ReadonlyMap<bigint, ImageEdit>;
}

export const initialImageState = (): ImageState => ({ fields: null, version: 0n, edits: new Map() });

export function evolveImage(state: ImageState, event: RecordedEvent): ImageState {
  if (isEvent(event, ImageCatalogued)) {
    const image = event.data;
    const fields: EditableImageFields = {
      title: image.title,
      description: image.description,
      extendedDescription: image.extendedDescription,
      learningStatus: image.learningStatus,
      rejectionReason: image.rejectionReason,
      licensing: image.licensing,
      searchKeywords: image.searchKeywords,
      tags: image.tags,
    };
    return { ...state, fields, version: event.streamVersion };
  }
  if (isEvent(event, ImageDetailsEdited)) {
    const fields = state.fields && { ...state.fields, ...event.data.changes };
    return { fields, version: event.streamVersion, edits: new Map(state.edits).set(event.globalPosition, event.data) };
  }
  return { ...state, version: event.streamVersion };
}

/**
 * An image as its read model holds it, without its edit history: enough for a decision that needs
 * neither an undo nor a stream version (a download only needs the image to be catalogued).
 */
export function imageStateFromReadModel(image: CreativeImage | null | undefined): ImageState {
  if (!image) return initialImageState();
  return { fields: editableImageFieldsSchema.parse(image), version: BigInt(image.version), edits: new Map() };
}
