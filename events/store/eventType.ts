import type { z } from 'zod';

export interface EventMetadata {
  /** Who caused it: 'visitor', 'admin:<token id>', 'system:seed', ... */
  actor: string;
  /** The request that caused it; only on events of administrators and the system, never of visitors. */
  requestId?: string;
  /** ISO time the command was handled; projections take time from here, never from the clock. */
  time: string;
}

/** An older version of an event's data: its schema, and how data of that version becomes the next version's. */
export interface Upcaster<TOld = unknown> {
  readonly schema: z.ZodType<TOld>;
  /** Data of this version (already checked) → data of the next version (checked against that version's schema). */
  readonly up: (data: TOld) => unknown;
}

/** An upcaster with its data typed by its schema. */
export const upcaster = <TSchema extends z.ZodType>(schema: TSchema, up: (data: z.output<TSchema>) => unknown): Upcaster =>
  ({ schema, up }) as Upcaster;

export interface EventVersions {
  /** The current version: what appends write and every reader sees. */
  version: number;
  /** One upcaster for each older version, 1 to version − 1, keyed by the version it reads. */
  upcasters: Readonly<Record<number, Upcaster>>;
}

/** A declared event type: its name, its current payload schema and version, and how older versions read. */
export interface EventType<TType extends string = string, TData = unknown> {
  readonly type: TType;
  /** The current version. */
  readonly schemaVersion: number;
  /** The current version's schema. */
  readonly schema: z.ZodType<TData>;
  /** The schema of a version this type declares, or undefined. */
  schemaOf(version: number): z.ZodType | undefined;
  /**
   * Data stored at any declared version, as the current version's data: checked against its version's
   * schema, then passed up the chain of upcasters, each step checked. Throws (a ZodError for data that
   * does not fit) when it cannot.
   */
  upcast(data: unknown, version: number): TData;
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
  /** The version of the data as given here: the current one, except in an export of the stored form. */
  readonly schemaVersion: number;
  readonly data: TData;
  readonly metadata: EventMetadata;
}

export function defineEvent<TType extends string, TSchema extends z.ZodType>(
  type: TType,
  schema: TSchema,
  versions: EventVersions = { version: 1, upcasters: {} },
): EventType<TType, z.output<TSchema>> {
  const { version: schemaVersion, upcasters } = versions;
  const older = Object.keys(upcasters).map(Number).sort((a, b) => a - b);
  if (!Number.isInteger(schemaVersion) || schemaVersion < 1 || older.join() !== Array.from({ length: schemaVersion - 1 }, (_, i) => i + 1).join()) {
    throw new Error(`${type}: version ${schemaVersion} needs one upcaster for each older version, 1 to ${schemaVersion - 1}`);
  }
  const schemaOf = (version: number): z.ZodType | undefined =>
    version === schemaVersion ? schema : Number.isInteger(version) && version >= 1 && version < schemaVersion ? upcasters[version]!.schema : undefined;
  const upcast = (data: unknown, version: number): z.output<TSchema> => {
    if (!schemaOf(version)) throw new Error(`${type} has no schema version ${version} (the current one is ${schemaVersion})`);
    let value = data;
    for (let from = version; from < schemaVersion; from++) {
      const step = upcasters[from]!;
      value = step.up(step.schema.parse(value));
    }
    return schema.parse(value);
  };
  const create = (data: z.output<TSchema>, eventId?: string) => ({ type, data, eventId });
  return Object.assign(create, { type, schema, schemaVersion, schemaOf, upcast }) as unknown as EventType<TType, z.output<TSchema>>;
}

/** Narrows a recorded event to one declared type. */
export function isEvent<TType extends string, TData>(
  event: RecordedEvent,
  eventType: EventType<TType, TData>,
): event is RecordedEvent<TType, TData> {
  return event.type === eventType.type;
}
