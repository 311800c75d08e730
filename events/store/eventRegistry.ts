import type { Row } from '../../prisma/database.ts';
import type { EventType, RecordedEvent } from './eventType.ts';
import type { Op, Projection } from './ops.ts';
import { ReadModelTables } from './readModelTables.ts';
import { toStored } from './storedEvent.ts';

/**
 * What a log holds and how it projects: its event types and its projections, handed to the store,
 * the follower and the maintenance tools where the application is assembled (the store itself knows
 * no aggregate). Projections apply in the order given, which is also the order their tables fill.
 */
export interface EventRegistry {
  readonly eventTypes: readonly EventType<string, unknown>[];
  readonly projections: readonly Projection[];
  readonly tables: ReadModelTables;
  eventTypeOf(type: string): EventType<string, unknown> | undefined;
  /** The ops every projection asks for on this event, in projection order. */
  opsFor(event: RecordedEvent): Op[];
  /**
   * A row of the log as the event every reader sees: its data upcast from the version it was stored
   * at to the current one, and checked. Every read of the log goes through here.
   */
  toRecorded(row: Row): RecordedEvent;
}

export function createEventRegistry(definition: {
  eventTypes: readonly EventType<string, unknown>[];
  projections: readonly Projection[];
}): EventRegistry {
  const { eventTypes, projections } = definition;
  const typeByName = new Map(eventTypes.map((eventType) => [eventType.type, eventType]));
  const projectionsByType = new Map<string, Projection[]>();
  for (const projection of projections) {
    for (const type of projection.handles) {
      if (!typeByName.has(type)) throw new Error(`projection ${projection.table} handles ${type}, which is not a declared event type`);
      projectionsByType.set(type, [...(projectionsByType.get(type) ?? []), projection]);
    }
  }
  const eventTypeOf = (type: string) => typeByName.get(type);
  return {
    eventTypes,
    projections,
    tables: new ReadModelTables(projections),
    eventTypeOf,
    opsFor: (event) => (projectionsByType.get(event.type) ?? []).flatMap((projection) => projection.evolve(event)),
    toRecorded(row) {
      const stored = toStored(row);
      const eventType = eventTypeOf(stored.type);
      if (!eventType) return stored;
      return { ...stored, schemaVersion: eventType.schemaVersion, data: eventType.upcast(stored.data, stored.schemaVersion) };
    },
  };
}
