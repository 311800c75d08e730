import type { DatabaseKind } from '../prisma/database.ts';
import type { Database } from '../prisma/database.ts';
import { ImageDownloaded, imageDownloadsStream } from '../events/images/events.ts';
import { rebuildReadModels } from '../events/maintenance/rebuild.ts';
import { replayIntoLiveModels } from '../events/maintenance/replay.ts';
import { EventStore } from '../events/store/store.ts';
import { catalogImages } from '../seed/catalog.ts';
import { benchDatabase, fillSyntheticLog, median } from './support.ts';
import { registry } from '../events/registry.ts';

export const percentile = (values: number[], p: number) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]! : 0;

export interface UnderLoad<T> {
  result: T;
  /** Latency of each read (two queries on the live read models). */
  readMs: number[];
  /** Event ids of the downloads appended meanwhile. */
  appended: string[];
}

/** Reads of and appends to the live read models, one after another with short pauses, while `during` runs. */
export async function underLoad<T>(db: Database, store: EventStore, during: () => Promise<T>): Promise<UnderLoad<T>> {
  let running = true;
  const readMs: number[] = [];
  const appended: string[] = [];
  const metadata = () => ({ actor: 'system:bench', requestId: 'rebuild-load', time: new Date().toISOString() });
  const reader = (async () => {
    while (running) {
      const started = performance.now();
      await db.query('SELECT count(*)::int AS n, sum(download_count)::int AS downloads FROM creative_images');
      await db.query("SELECT count(*)::int AS n FROM page_visits WHERE session_id = 's42'");
      readMs.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const writer = (async () => {
    let i = 0;
    while (running) {
      const imageId = catalogImages[i++ % catalogImages.length]!.id;
      const result = await store.append(imageDownloadsStream(imageId), [ImageDownloaded({ imageId })], { expectedVersion: 'any', metadata: metadata() });
      appended.push(result.events[0]!.eventId);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return { result: await during(), readMs, appended };
  } finally {
    running = false;
    await Promise.all([reader, writer]);
  }
}

export interface RebuildFigures {
  database: DatabaseKind;
  events: number;
  seconds: number;
  swapMs: number;
  readP99Ms: number;
  appendsPerSecond: number;
  /** The same load during the old replay (TRUNCATE and refill in one transaction). */
  replayReadP99Ms: number;
  replayAppendsPerSecond: number;
}

/** A rebuild of `count` events under reads and appends, against the old one-transaction replay under the same load (same run, alternated). */
export async function benchRebuild(kind: DatabaseKind, count: number, runs = 3): Promise<RebuildFigures> {
  const { db, dispose } = await benchDatabase(kind);
  try {
    await fillSyntheticLog(db, count);
    await replayIntoLiveModels(db);
    const store = new EventStore(db, registry);
    const rebuilds: { seconds: number; swapMs: number; p99: number; appendsPerSecond: number; events: number }[] = [];
    const replays: { p99: number; appendsPerSecond: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const rebuilt = await underLoad(db, store, () => rebuildReadModels(db));
      const seconds = rebuilt.result.milliseconds / 1000;
      rebuilds.push({ seconds, swapMs: rebuilt.result.swapMilliseconds, p99: percentile(rebuilt.readMs, 99), appendsPerSecond: rebuilt.appended.length / seconds, events: rebuilt.result.events });
      const replayed = await underLoad(db, store, () => replayIntoLiveModels(db));
      replays.push({ p99: percentile(replayed.readMs, 99), appendsPerSecond: replayed.appended.length / (replayed.result.milliseconds / 1000) });
    }
    return {
      database: kind,
      events: Math.max(...rebuilds.map((each) => each.events)),
      seconds: median(rebuilds.map((each) => each.seconds)),
      swapMs: median(rebuilds.map((each) => each.swapMs)),
      readP99Ms: median(rebuilds.map((each) => each.p99)),
      appendsPerSecond: median(rebuilds.map((each) => each.appendsPerSecond)),
      replayReadP99Ms: median(replays.map((each) => each.p99)),
      replayAppendsPerSecond: median(replays.map((each) => each.appendsPerSecond)),
    };
  } finally {
    await dispose();
  }
}
