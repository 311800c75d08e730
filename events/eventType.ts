import type { z } from 'zod';

export interface EventMetadata {
  /** Who caused it: 'visitor', 'admin:<token id>', 'system:seed', ... */
  actor: string;
  /** The request that caused it; only on events of administrators and the system, never of visitors. */
  requestId?: string;
  /** ISO time the command was handled; projections take time from here, never from the clock. */
  time: string;
}

/** A declared event type: its name, payload schema and schema version. */
export interface EventType<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly schemaVersion: number;
  readonly schema: z.ZodType<TData>;
  /** Builds an event ready to append; pass eventId to make a retry idempotent. */
  (data: TData, eventId?: string): NewEvent<TType, TData>;
}

/** The payload of a declared event type, as its schema gives it. */
export type EventData<T> = T extends EventType<string, infer TData> ? TData : never;

export interface NewEvent<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly data: TData;
  readonly eventId?: string;
}

export interface RecordedEvent<TType extends string = string, TData = unknown> {
  readonly globalPosition: bigint;
  readonly streamId: string;
  readonly streamVersion: bigint;
  readonly eventId: string;
  readonly type: TType;
  readonly schemaVersion: number;
  readonly data: TData;
  readonly metadata: EventMetadata;
}

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  type: TType,
  schema: TSchema,
  schemaVersion = 1,
): EventType<TType, z.output<TSchema>> {
  const create = (data: z.output<TSchema>, eventId?: string) => ({ type, data, eventId });
  return Object.assign(create, { type, schema, schemaVersion }) as unknown as EventType<TType, z.output<TSchema>>;
}

/** Narrows a recorded event to one declared type. */
export function isEvent<TType extends string, TData>(
  event: RecordedEvent,
  eventType: EventType<TType, TData>,
): event is RecordedEvent<TType, TData> {
  return event.type === eventType.type;
}
