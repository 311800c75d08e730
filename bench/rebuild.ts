import { spawn } from 'node:child_process';
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
  /** Latency of each of those appends. */
  appendMs: number[];
  /** Latency of each append another process made meanwhile, straight into the log (PostgreSQL, when a URL was given). */
  otherProcessAppendMs: number[];
}

/** Starts bench/rebuildAppender.ts against the database; stop() ends it and gives its latencies. */
function otherProcessAppender(url: string): { stop(): Promise<number[]> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/rebuildAppender.ts', url], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    async stop() {
      child.stdin.end();
      await exited;
      return output ? (JSON.parse(output) as number[]) : [];
    },
  };
}

/** Reads of and appends to the live read models, one after another with short pauses, while `during` runs. */
export async function underLoad<T>(db: Database, store: EventStore, during: () => Promise<T>, otherProcessUrl?: string): Promise<UnderLoad<T>> {
  let running = true;
  const readMs: number[] = [];
  const appended: string[] = [];
  const appendMs: number[] = [];
  const other = otherProcessUrl ? otherProcessAppender(otherProcessUrl) : undefined;
  // Let the other process open its connections before the work starts.
  if (other) await new Promise((resolve) => setTimeout(resolve, 1500));
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
      const started = performance.now();
      const result = await store.append(imageDownloadsStream(imageId), [ImageDownloaded({ imageId })], { expectedVersion: 'any', metadata: metadata() });
      appendMs.push(performance.now() - started);
      appended.push(result.events[0]!.eventId);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  let result: T;
  try {
    result = await during();
  } finally {
    running = false;
    await Promise.all([reader, writer]);
  }
  return { result, readMs, appended, appendMs, otherProcessAppendMs: (await other?.stop()) ?? [] };
}

export interface RebuildFigures {
  database: DatabaseKind;
  events: number;
  seconds: number;
  swapMs: number;
  readP99Ms: number;
  appendsPerSecond: number;
  /** The worst single read and append over every rebuild run (not a percentile), and their medians / p99s. */
  worstReadMs: number;
  readP50Ms: number;
  worstAppendMs: number;
  appendP50Ms: number;
  appendP99Ms: number;
  /** Appends by another process straight into the log (PostgreSQL only; 0 samples on PGlite). */
  worstOtherProcessAppendMs: number;
  otherProcessAppendP50Ms: number;
  otherProcessAppendP99Ms: number;
  otherProcessAppends: number;
  /** The same load during the old replay (TRUNCATE and refill in one transaction). */
  replayReadP99Ms: number;
  replayAppendsPerSecond: number;
}

/** A rebuild of `count` events under reads and appends, against the old one-transaction replay under the same load (same run, alternated). */
export async function benchRebuild(kind: DatabaseKind, count: number, runs = 3): Promise<RebuildFigures> {
  const { db, url, dispose } = await benchDatabase(kind);
  try {
    await fillSyntheticLog(db, count);
    await replayIntoLiveModels(db);
    const store = new EventStore(db, registry);
    const rebuilds: { seconds: number; swapMs: number; p99: number; appendsPerSecond: number; events: number }[] = [];
    const replays: { p99: number; appendsPerSecond: number }[] = [];
    const readMs: number[] = [];
    const appendMs: number[] = [];
    const otherMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const rebuilt = await underLoad(db, store, () => rebuildReadModels(db), kind === 'postgresql' ? url : undefined);
      readMs.push(...rebuilt.readMs);
      appendMs.push(...rebuilt.appendMs);
      otherMs.push(...rebuilt.otherProcessAppendMs);
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
      worstReadMs: Math.max(0, ...readMs),
      readP50Ms: percentile(readMs, 50),
      worstAppendMs: Math.max(0, ...appendMs),
      appendP50Ms: percentile(appendMs, 50),
      appendP99Ms: percentile(appendMs, 99),
      worstOtherProcessAppendMs: Math.max(0, ...otherMs),
      otherProcessAppendP50Ms: percentile(otherMs, 50),
      otherProcessAppendP99Ms: percentile(otherMs, 99),
      otherProcessAppends: otherMs.length,
    };
  } finally {
    await dispose();
  }
}
