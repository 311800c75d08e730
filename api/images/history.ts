/**
 * An image's edit history, read from the event log (ImageDetailsEdited of stream image:<id>), and
 * undo: a new ImageDetailsEdited that restores the values an earlier edit replaced, marked with
 * `undoes`. Nothing in the log is rewritten.
 */
import { z } from 'zod';
import type { App } from '../app.ts';
import type { EventMetadata, RecordedEvent } from '../../events/eventType.ts';
import { WrongExpectedVersionError } from '../../events/errors.ts';
import { ImageDetailsEdited, imageStream, type EditableImageFields } from '../../events/images/events.ts';
import type { CreativeImage } from '../../prisma/generated/client/client.ts';
import { notFound, UserError } from '../errors.ts';
import { expectedVersionSchema, imageIdSchema } from './inputs.ts';

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

interface EditData {
  imageId: string;
  changes: Partial<EditableImageFields>;
  previous: Partial<EditableImageFields>;
  undoes?: string;
}

const positionSchema = z.coerce.bigint({ error: 'must be a whole number' }).min(1n, 'must be at least 1');

/** A page of the history counts edits, not entries, so an edit's fields are never split across pages. */
const historyPageSchema = z.object({
  before: positionSchema.optional(),
  limit: z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1,000').default(100),
});
export type ImageHistoryPage = z.input<typeof historyPageSchema>;

function entriesOf(event: RecordedEvent): ImageHistoryEntry[] {
  const data = event.data as EditData;
  const metadata = event.metadata as Partial<EventMetadata>;
  return (Object.keys(data.changes) as (keyof EditableImageFields)[]).map((field) => ({
    position: event.globalPosition,
    actor: metadata.actor ?? 'unknown',
    time: metadata.time ?? '',
    field,
    from: data.previous[field] ?? null,
    to: data.changes[field] ?? null,
    undoes: data.undoes ?? null,
  }));
}

/**
 * The newest `limit` edits below global position `before` (all edits without it), newest first, one
 * entry per changed field. The last entry's position, as `before`, gives the next older page.
 */
export async function imageHistory(app: App, id: unknown, page: ImageHistoryPage = {}): Promise<ImageHistoryEntry[]> {
  const parsedId = imageIdSchema.safeParse(id);
  if (!parsedId.success) throw UserError.fromZod(parsedId.error, 'id');
  const parsedPage = historyPageSchema.safeParse(page);
  if (!parsedPage.success) throw UserError.fromZod(parsedPage.error);
  const { before, limit } = parsedPage.data;
  const events = await app.store.readAll({
    types: [ImageDetailsEdited.type],
    streamId: imageStream(parsedId.data),
    until: before === undefined ? undefined : before - 1n,
    limit,
    newestFirst: true,
  });
  return events.flatMap(entriesOf);
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Restores the values the edit at `position` replaced, for the fields that still differ. With an
 * expected version, an image changed meanwhile is a conflict.
 */
export async function undoImageEdit(app: App, position: unknown, metadata: EventMetadata, expectedVersionInput?: unknown): Promise<CreativeImage> {
  const parsedPosition = positionSchema.safeParse(position);
  if (!parsedPosition.success) throw UserError.fromZod(parsedPosition.error, 'eventPosition');
  const version = expectedVersionSchema.safeParse(expectedVersionInput);
  if (!version.success) throw UserError.fromZod(version.error, 'expectedVersion');
  const [event] = await app.store.readAll({ after: parsedPosition.data - 1n, until: parsedPosition.data, limit: 1 });
  if (!event || event.globalPosition !== parsedPosition.data || event.type !== ImageDetailsEdited.type) throw notFound(`image edit ${parsedPosition.data}`);
  const data = event.data as EditData;
  const image = await app.db.prisma.creativeImage.findUnique({ where: { id: data.imageId } });
  if (!image) throw notFound(`image ${data.imageId}`);
  const expectedVersion = version.data ?? undefined;
  if (expectedVersion !== undefined && expectedVersion !== image.version) {
    throw new WrongExpectedVersionError(imageStream(image.id), BigInt(expectedVersion), BigInt(image.version));
  }
  const changes: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const field of Object.keys(data.changes) as (keyof EditableImageFields)[]) {
    const restored = data.previous[field] ?? null;
    const current = (image as Record<string, unknown>)[field];
    if (sameValue(current, restored)) continue;
    changes[field] = restored;
    previous[field] = current;
  }
  if (!Object.keys(changes).length) return image;
  await app.store.append(
    imageStream(image.id),
    [ImageDetailsEdited({ imageId: image.id, changes, previous, undoes: String(parsedPosition.data) })],
    { expectedVersion: BigInt(image.version), metadata },
  );
  return app.db.prisma.creativeImage.findUniqueOrThrow({ where: { id: image.id } });
}
