import { AlreadyExistsError, NotFoundError, WrongExpectedVersionError } from '../store/errors.ts';
import type { Decider, Decision } from '../store/handleCommand.ts';
import { sameValue } from '../store/sameValue.ts';
import {
  editableImageFields,
  ImageArchived,
  ImageCatalogued,
  ImageDetailsEdited,
  ImageDownloaded,
  ImageRestored,
  imageStream,
  type EditableImageFields,
} from './events.ts';
import type { EventData } from '../store/eventType.ts';
import { renderedFileName, sameRenderInputs } from './imageFile.ts';
import { evolveImage, initialImageState, type ImageState } from './state.ts';

export type CatalogImageData = EventData<typeof ImageCatalogued>;

/** Commands about one image. An expected version is the image version the caller saw; without one, the latest applies. */
export type ImageCommand =
  | { type: 'CatalogImage'; image: CatalogImageData }
  | { type: 'EditImageDetails'; imageId: string; changes: Partial<EditableImageFields>; expectedVersion?: bigint }
  | { type: 'UndoImageEdit'; imageId: string; position: bigint; expectedVersion?: bigint }
  | { type: 'SetRejectionReason'; imageId: string; rejectionReason: string }
  | { type: 'ArchiveImage'; imageId: string }
  | { type: 'RestoreImage'; imageId: string }
  | { type: 'RecordImageDownload'; imageId: string };

type Diff = { changes: Partial<EditableImageFields>; previous: Partial<EditableImageFields> };

function copyField<K extends keyof EditableImageFields>(target: Partial<EditableImageFields>, source: Partial<EditableImageFields>, field: K) {
  target[field] = source[field];
}

/** The fields of `wanted` whose value differs from the current one, each with the value it replaces. */
function differences(current: EditableImageFields, wanted: Partial<EditableImageFields>): Diff {
  const diff: Diff = { changes: {}, previous: {} };
  for (const field of editableImageFields) {
    if (!(field in wanted) || sameValue(current[field], wanted[field])) continue;
    copyField(diff.changes, wanted, field);
    copyField(diff.previous, current, field);
  }
  return diff;
}

/**
 * The file follows the render inputs: an edit that changes what the image is rendered from names the
 * file of the new inputs, unless it names one itself (an undo restores the file the edit replaced).
 */
function withFile(imageId: string, current: EditableImageFields, wanted: Partial<EditableImageFields>): Partial<EditableImageFields> {
  if ('filename' in wanted) return wanted;
  const next = { ...current, ...wanted };
  if (sameRenderInputs(current, next)) return wanted;
  return { ...wanted, filename: renderedFileName(imageId, next) };
}

/** Records only the fields that change; nothing changed, no event. */
function edit(imageId: string, current: EditableImageFields, wanted: Partial<EditableImageFields>, undoes?: bigint): Decision {
  const { changes, previous } = differences(current, withFile(imageId, current, wanted));
  if (!Object.keys(changes).length) return [];
  return [ImageDetailsEdited({ imageId, changes, previous, ...(undoes === undefined ? {} : { undoes: String(undoes) }) })];
}

const isStale = (state: ImageState, expectedVersion: bigint | undefined) => expectedVersion !== undefined && expectedVersion !== state.version;

const imageIdOf = (command: ImageCommand) => (command.type === 'CatalogImage' ? command.image.id : command.imageId);

export function decideImage(command: ImageCommand, state: ImageState): Decision {
  const { fields } = state;
  if (command.type === 'CatalogImage') return fields ? new AlreadyExistsError(`image ${command.image.id}`) : [ImageCatalogued(command.image)];
  if (!fields) return new NotFoundError(`image ${imageIdOf(command)}`);
  switch (command.type) {
    case 'EditImageDetails':
      if (isStale(state, command.expectedVersion)) return new WrongExpectedVersionError(imageStream(command.imageId), command.expectedVersion!, state.version);
      return edit(command.imageId, fields, command.changes);
    case 'UndoImageEdit': {
      const undone = state.edits.get(command.position);
      if (!undone) return new NotFoundError(`image edit ${command.position}`);
      if (isStale(state, command.expectedVersion)) return new WrongExpectedVersionError(imageStream(command.imageId), command.expectedVersion!, state.version);
      // Restores what the edit replaced; `edit` keeps only the fields that still differ.
      const restored: Partial<EditableImageFields> = {};
      for (const field of editableImageFields) if (field in undone.changes) copyField(restored, undone.previous, field);
      return edit(command.imageId, fields, restored, command.position);
    }
    case 'SetRejectionReason':
      return edit(command.imageId, fields, { rejectionReason: command.rejectionReason });
    case 'ArchiveImage':
      return state.archived ? [] : [ImageArchived({ imageId: command.imageId })];
    case 'RestoreImage':
      return state.archived ? [ImageRestored({ imageId: command.imageId })] : [];
    case 'RecordImageDownload':
      return [ImageDownloaded({ imageId: command.imageId })];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const imageDecider: Decider<ImageCommand, ImageState> = {
  initialState: initialImageState,
  evolve: evolveImage,
  decide: decideImage,
};
