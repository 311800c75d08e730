import type { SqlExecutor } from '../../prisma/database.ts';

/**
 * The log as it stood at a time: the end of its longest prefix whose events were all recorded at or
 * before it (0 when the first was later). An event's time is when its request began, so one whose work
 * took longer (a render) can follow a later-stamped event in the log: it was not in the log yet at a
 * time between the two, nor was anything after it.
 */
export async function positionAtTime(db: SqlExecutor, time: string): Promise<bigint> {
  const [row] = await db.query<{ position: bigint }>(
    `SELECT coalesce(
       (SELECT min(global_position) - 1 FROM events WHERE (metadata->>'time')::timestamptz > $1::timestamptz),
       (SELECT max(global_position) FROM events),
       0
     )::int8 AS position`,
    [time],
  );
  return BigInt(row?.position ?? 0n);
}
