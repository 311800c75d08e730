import type { Database, DatabaseKind } from '../prisma/database.ts';
import { replayIntoLiveModels } from '../events/maintenance/replay.ts';
import { EventStore } from '../events/store/store.ts';
import { ImageDownloaded, imageDownloadsStream } from '../events/images/events.ts';
import { seedCatalog } from '../seed/seedCatalog.ts';
import { catalogImages } from '../seed/catalog.ts';
import { benchDatabase, fillSyntheticLog, median } from './support.ts';
import { registry } from '../events/registry.ts';

export interface AppendFigures {
  database: DatabaseKind;
  writers: number;
  appendsPerSecond: number;
  rawStatementPerSecond: number;
  ratioToRaw: number;
  /** Events per group-commit batch while ours ran: the mean and the largest. */
  meanBatch: number;
  largestBatch: number;
}

const metadata = () => ({ actor: 'bench', requestId: 'bench', time: new Date().toISOString() });

/** Runs `writers` loops for `seconds`, each doing `op(writer)` back to back; returns ops/s. */
async function throughput(writers: number, seconds: number, op: (writer: number) => Promise<unknown>): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (performance.now() < deadline) {
        await op(writer);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/**
 * The reference: the same work (one counter update plus one event insert) as one raw SQL statement,
 * without validation, idempotency or projection.
 */
export async function rawBaseline(db: Database, writers: number, seconds: number): Promise<number> {
  await db.query('CREATE TABLE IF NOT EXISTS bench_counters (id text PRIMARY KEY, n bigint NOT NULL)');
  await db.query('CREATE TABLE IF NOT EXISTS bench_events (position bigserial PRIMARY KEY, stream_id text, version bigint, data jsonb)');
  for (let w = 0; w < writers; w++) await db.query('INSERT INTO bench_counters VALUES ($1, 0) ON CONFLICT DO NOTHING', [`w${w}`]);
  return throughput(writers, seconds, (writer) =>
    db.query(
      'WITH c AS (UPDATE bench_counters SET n = n + 1 WHERE id = $1 RETURNING n) INSERT INTO bench_events (stream_id, version, data) SELECT $1, c.n, $2::jsonb FROM c',
      [`w${writer}`, JSON.stringify({ imageId: 'x' })],
    ),
  );
}

export async function benchAppend(kind: DatabaseKind, writers: number, seconds: number, runs = 3): Promise<AppendFigures> {
  const { db, dispose } = await benchDatabase(kind);
  try {
    await seedCatalog(new EventStore(db, registry), new Date().toISOString());
    const store = new EventStore(db, registry);
    const images = catalogImages.map((image) => image.id);
    const ours: number[] = [];
    const raw: number[] = [];
    for (let run = 0; run < runs; run++) {
      ours.push(
        await throughput(writers, seconds, (writer) => {
          const imageId = images[writer % images.length]!;
          return store.append(imageDownloadsStream(imageId), [ImageDownloaded({ imageId })], { metadata: metadata() });
        }),
      );
      raw.push(await rawBaseline(db, writers, seconds));
    }
    const appendsPerSecond = median(ours);
    const rawStatementPerSecond = median(raw);
    const { batches, events, histogram } = store.batchSizes;
    return {
      database: kind,
      writers,
      appendsPerSecond,
      rawStatementPerSecond,
      ratioToRaw: appendsPerSecond / rawStatementPerSecond,
      meanBatch: events / batches,
      largestBatch: Math.max(...Object.keys(histogram).map(Number)),
    };
  } finally {
    await dispose();
  }
}

export interface ReplayFigures {
  database: DatabaseKind;
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

/** Writes `count` valid events straight into the log (fast), then times a full replay. */
export async function benchReplay(kind: DatabaseKind, count: number, runs = 3): Promise<ReplayFigures> {
  const { db, dispose } = await benchDatabase(kind);
  try {
    await fillSyntheticLog(db, count);
    const times: number[] = [];
    let events = 0;
    for (let run = 0; run < runs; run++) {
      const result = await replayIntoLiveModels(db);
      times.push(result.milliseconds / 1000);
      events = result.events;
    }
    const seconds = median(times);
    return { database: kind, events, seconds, eventsPerSecond: events / seconds };
  } finally {
    await dispose();
  }
}

