import type { ImageManifest } from '../../domain/imageFile.ts';
import { AlreadyExistsError, NotFoundError, RefusalError, WrongExpectedVersionError } from '../store/errors.ts';
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
import { imageFileName, isGenerated, renderInputsOf, renderKeyOf, sameRenderInputs, type RenderInputs } from './imageFile.ts';
import { evolveImage, initialImageState, type ImageState } from './state.ts';

export type CatalogImageData = EventData<typeof ImageCatalogued>;

/**
 * A generated image's file is always the render of its current inputs. An edit that would break that
 * (new inputs, an undo that brings back inputs but not their file) needs the file of these inputs:
 * render it, and give it as the command's `rendered`.
 */
export class RenderNeededError extends RefusalError {
  override name = 'RenderNeededError';
  constructor(
    readonly imageId: string,
    readonly inputs: RenderInputs,
  ) {
    super(`image ${imageId} needs a render of its new inputs`);
  }
}

/** Commands about one image. An expected version is the image version the caller saw; without one, the latest applies. */
export type ImageCommand =
  | { type: 'CatalogImage'; image: CatalogImageData }
  | { type: 'EditImageDetails'; imageId: string; changes: Partial<EditableImageFields>; expectedVersion?: bigint; rendered?: ImageManifest }
  | { type: 'UndoImageEdit'; imageId: string; position: bigint; expectedVersion?: bigint; rendered?: ImageManifest }
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
 * The file follows the render inputs. When an edit of a generated image changes its inputs or its file,
 * the file must be the render of the inputs it ends with: the one the edit brings (an undo restores the
 * file with the inputs it replaced), else the one rendered for the command, else a RenderNeededError.
 */
function withFile(imageId: string, current: EditableImageFields, wanted: Partial<EditableImageFields>, rendered: ImageManifest | undefined) {
  const next = { ...current, ...wanted };
  const touchesFile = 'file' in wanted || !sameRenderInputs(current, next);
  if (!touchesFile || !isGenerated(next)) return wanted;
  const key = renderKeyOf(next);
  if (next.file?.renderedFrom === key) return wanted;
  if (rendered?.renderedFrom === key) return { ...wanted, file: rendered, filename: imageFileName(imageId, rendered) };
  return new RenderNeededError(imageId, renderInputsOf(next));
}

/**
 * An image that has a file keeps one: undoing the system's render of the first file of an image
 * catalogued without one (an old log, a seed whose file was missing) leaves its file and name alone.
 */
function keepingFile(current: EditableImageFields, wanted: Partial<EditableImageFields>): Partial<EditableImageFields> {
  if (!('file' in wanted) || wanted.file !== null || current.file === null) return wanted;
  const { file: _file, filename: _filename, ...rest } = wanted;
  return rest;
}

/** Records only the fields that change; nothing changed, no event. */
function edit(imageId: string, current: EditableImageFields, wanted: Partial<EditableImageFields>, options: { undoes?: bigint; rendered?: ImageManifest } = {}): Decision {
  const withRender = withFile(imageId, current, keepingFile(current, wanted), options.rendered);
  if (withRender instanceof RenderNeededError) return withRender;
  const { changes, previous } = differences(current, withRender);
  if (!Object.keys(changes).length) return [];
  const { undoes } = options;
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
      return edit(command.imageId, fields, command.changes, { rendered: command.rendered });
    case 'UndoImageEdit': {
      const undone = state.edits.get(command.position);
      if (!undone) return new NotFoundError(`image edit ${command.position}`);
      if (isStale(state, command.expectedVersion)) return new WrongExpectedVersionError(imageStream(command.imageId), command.expectedVersion!, state.version);
      // Restores what the edit replaced; `edit` keeps only the fields that still differ.
      const restored: Partial<EditableImageFields> = {};
      for (const field of editableImageFields) if (field in undone.changes) copyField(restored, undone.previous, field);
      return edit(command.imageId, fields, restored, { undoes: command.position, rendered: command.rendered });
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
