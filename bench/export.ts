import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { exportRequestSchema, writeExport, type ExportFormat } from '../events/maintenance/export.ts';
import type { DatabaseKind } from '../prisma/database.ts';
import { benchDatabase, fillSyntheticLog } from './support.ts';

export interface ExportFigures {
  database: DatabaseKind;
  format: ExportFormat;
  events: number;
  bytes: number;
  seconds: number;
  eventsPerSecond: number;
  /** Live heap (measured after a full collection at every batch) at its highest, minus before the export. */
  peakLiveHeapGrowthMiB: number;
  /** Resident set size at its highest during the timed export (sampled at every batch), minus before it. */
  peakRssGrowthMiB: number;
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const mib = (bytes: number) => bytes / 2 ** 20;

/** A sink that discards what it is given and calls `onChunk` for each chunk (one per batch of the log). */
const nullSink = (onChunk: (bytes: number) => void) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      onChunk(chunk.length);
      done();
    },
  });

/**
 * Exports a log of `count` events to a sink that discards it, twice: once timed, sampling the RSS at every
 * batch, and once collecting garbage at every batch to see the live heap, which stays flat if no batch is kept.
 */
export async function benchExport(kind: DatabaseKind, count: number, format: ExportFormat = 'ndjson'): Promise<ExportFigures> {
  const { db, dispose } = await benchDatabase(kind);
  const request = exportRequestSchema.parse({ format });
  try {
    await fillSyntheticLog(db, count);

    collectGarbage();
    const rssBefore = process.memoryUsage.rss();
    let peakRss = rssBefore;
    let bytes = 0;
    const started = performance.now();
    await writeExport(db, request, nullSink((length) => {
      bytes += length;
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }));
    const seconds = (performance.now() - started) / 1000;

    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    let peakHeap = heapBefore;
    await writeExport(db, request, nullSink(() => {
      collectGarbage();
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }));

    return {
      database: kind,
      format,
      events: count,
      bytes,
      seconds,
      eventsPerSecond: count / seconds,
      peakLiveHeapGrowthMiB: mib(peakHeap - heapBefore),
      peakRssGrowthMiB: mib(peakRss - rssBefore),
    };
  } finally {
    await dispose();
  }
}
