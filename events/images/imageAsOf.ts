import type { SqlExecutor } from '../../prisma/database.ts';
import type { RecordedEvent } from '../store/eventType.ts';
import { creativeImagesProjection } from './projection.ts';
import { MemoryState } from '../store/memoryState.ts';
import type { RowValues } from '../store/ops.ts';
import { positionAtTime } from '../store/positionAtTime.ts';
import { readEvents } from '../store/readEvents.ts';
import { registry } from '../registry.ts';
import { imageDownloadsStream, imageStream } from './events.ts';

const BATCH = 5000;

/** The point of the log to look back to: a global position, or a time (the log as it stood then). */
export type AsOf = { position: bigint } | { time: string };

export interface ImageAsOf {
  /** The last global position folded in: the log up to here. */
  asOfPosition: bigint;
  /** The creative_images row as the projection had it then; undefined when the image did not exist yet. */
  row: RowValues | undefined;
}

async function streamUntil(db: SqlExecutor, streamId: string, until: bigint): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let after = 0n;
  for (;;) {
    const batch = await readEvents(db, registry, { streamId, after, until, limit: BATCH });
    events.push(...batch);
    if (batch.length < BATCH) return events;
    after = batch.at(-1)!.globalPosition;
  }
}

/**
 * Folds the image's own events (its stream and its downloads) up to the given point through the
 * creative_images projection the live read model uses, in memory; nothing is written.
 */
export async function imageAsOf(db: SqlExecutor, imageId: string, at: AsOf): Promise<ImageAsOf> {
  const asOfPosition = 'position' in at ? at.position : await positionAtTime(db, at.time);
  const events = [
    ...(await streamUntil(db, imageStream(imageId), asOfPosition)),
    ...(await streamUntil(db, imageDownloadsStream(imageId), asOfPosition)),
  ].sort((a, b) => (a.globalPosition < b.globalPosition ? -1 : 1));
  const state = new MemoryState(registry.tables);
  for (const event of events) {
    for (const op of creativeImagesProjection.evolve(event)) state.apply(op);
  }
  return { asOfPosition, row: state.find('creative_images', { id: imageId }) };
}
