import type { Row } from '../../prisma/database.ts';
import type { EventMetadata, RecordedEvent } from './eventType.ts';

/** The columns every read of the log selects, as toStored reads them. */
export const EVENT_COLUMNS =
  'global_position, stream_id, stream_version, event_id::text AS event_id, type, schema_version, data, metadata';

/** A row of the log as it was written: its stored version and data, unchecked (for exports of the stored form). */
export function toStored(row: Row): RecordedEvent {
  return {
    globalPosition: BigInt(row.global_position as bigint),
    streamId: String(row.stream_id),
    streamVersion: BigInt(row.stream_version as bigint),
    eventId: String(row.event_id),
    type: String(row.type),
    schemaVersion: Number(row.schema_version),
    data: row.data,
    metadata: row.metadata as EventMetadata,
  };
}
