import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import type { SqlExecutor } from '../../prisma/database.ts';
import type { RecordedEvent } from '../store/eventType.ts';
import { isoTimeText, positionText } from '../store/logPoint.ts';
import { registry } from '../registry.ts';
import { readEvents } from '../store/readEvents.ts';

export const exportFormats = ['ndjson', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

const typeList = z
  .string()
  .max(4000)
  .transform((text) => text.split(',').map((type) => type.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().refine((type) => registry.eventTypeOf(type) !== undefined, { error: (issue) => `"${String(issue.input)}" is not an event type` }))
      .min(1, 'name at least one event type')
      .max(50),
  );

/** What an export may be asked for, as text (query parameters or CLI options); unknown keys are refused. */
export const exportRequestSchema = z
  .strictObject({
    format: z.enum(exportFormats, { error: 'must be ndjson or csv' }).default('ndjson'),
    types: typeList.optional(),
    stream: z.string().min(1).max(200).optional(),
    from: isoTimeText.optional(),
    to: isoTimeText.optional(),
    after: positionText.optional(),
    until: positionText.optional(),
    /** Each event as it is stored (its version and data as written) instead of upcast to the current version. */
    asStored: z
      .union([z.boolean(), z.enum(['true', 'false'], { error: 'must be true or false' }).transform((flag) => flag === 'true')])
      .default(false),
  })
  .refine((request) => !request.from || !request.to || request.from <= request.to, { path: ['to'], message: 'must not be before from' })
  .refine((request) => request.after === undefined || request.until === undefined || request.after < request.until, {
    path: ['until'],
    message: 'must be greater than after',
  });

export type ExportRequest = z.output<typeof exportRequestSchema>;

export const exportContentTypes: Record<ExportFormat, string> = {
  ndjson: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

export const exportFileName = (format: ExportFormat, now = new Date()) =>
  `events-${now.toISOString().replace(/[:.]/g, '-')}.${format}`;

/** One exported event: positions that may pass 2^53 are decimal strings. */
export interface ExportedEvent {
  globalPosition: string;
  streamId: string;
  streamVersion: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
}

export const toExported = (event: RecordedEvent): ExportedEvent => ({
  globalPosition: String(event.globalPosition),
  streamId: event.streamId,
  streamVersion: Number(event.streamVersion),
  eventId: event.eventId,
  type: event.type,
  schemaVersion: event.schemaVersion,
  data: event.data,
  metadata: event.metadata,
});

const csvColumns = ['globalPosition', 'streamId', 'streamVersion', 'eventId', 'type', 'schemaVersion', 'data', 'metadata'] as const;

function formatBatch(events: readonly RecordedEvent[], format: ExportFormat): string {
  const exported = events.map(toExported);
  if (format === 'ndjson') return exported.map((event) => `${JSON.stringify(event)}\n`).join('');
  return stringify(exported.map((event) => ({ ...event, data: JSON.stringify(event.data), metadata: JSON.stringify(event.metadata) })), {
    columns: [...csvColumns],
  });
}

/**
 * The matching events as text chunks, one per keyset batch of the log, read only as the consumer pulls:
 * at most one batch is in memory. The export covers the log as it was when it started.
 */
export async function* exportChunks(db: SqlExecutor, request: ExportRequest, batchSize = 1000): AsyncGenerator<string> {
  if (request.format === 'csv') yield stringify([[...csvColumns]]);
  const [end] = await db.query<{ position: bigint }>('SELECT coalesce(max(global_position), 0)::int8 AS position FROM events');
  const last = BigInt(end!.position);
  const until = request.until !== undefined && request.until < last ? request.until : last;
  let after = request.after ?? 0n;
  for (;;) {
    const batch = await readEvents(db, registry, {
      after,
      until,
      fromTime: request.from,
      untilTime: request.to,
      types: request.types,
      streamId: request.stream,
      limit: batchSize,
      asStored: request.asStored,
    });
    if (batch.length > 0) yield formatBatch(batch, request.format);
    if (batch.length < batchSize) return;
    after = batch.at(-1)!.globalPosition;
  }
}

/** Streams an export into a writable (a file, stdout, a reply), waiting whenever it is full. */
export async function writeExport(db: SqlExecutor, request: ExportRequest, destination: Writable, batchSize?: number): Promise<void> {
  await pipeline(Readable.from(exportChunks(db, request, batchSize)), destination);
}
