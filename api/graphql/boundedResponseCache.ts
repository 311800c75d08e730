import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';

type Entity = { typename: string; id?: number | string };

export interface BoundedCacheOptions {
  /** Total size of the stored results (their JSON bytes plus bookkeeping). */
  maxBytes: number;
  /** A larger result is never stored. */
  maxEntryBytes: number;
}

/** Bookkeeping per stored result (key, entity index entries, LRU node), added to its JSON bytes. */
const ENTRY_OVERHEAD_BYTES = 512;
/** Invalidation records kept before they are all forgotten at once (treated as "everything changed"). */
const MAX_INVALIDATION_RECORDS = 10_000;

const entityKeys = ({ typename, id }: Entity) => (id === undefined || id === null ? [typename] : [typename, `${typename}:${id}`]);

/**
 * The response cache's store, bounded by bytes: each result is kept as its JSON text (its size known
 * exactly, outside the JavaScript heap), least recently used results go first, and a result over
 * maxEntryBytes is not kept at all.
 *
 * A result computed before an invalidation must not be stored after it: each miss remembers the
 * invalidation sequence it started at, and `set` drops a result when any of its entities (or
 * everything) was invalidated since.
 */
export function createBoundedCache({ maxBytes, maxEntryBytes }: BoundedCacheOptions): Cache & {
  /** Synchronous: a hit or a miss is known at once. */
  get(responseId: string): ExecutionResult | undefined;
  readonly bytes: number;
  readonly size: number;
} {
  const entitiesOf = new Map<string, string[]>();
  const responsesOf = new Map<string, Set<string>>();
  const results = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    maxEntrySize: maxEntryBytes,
    sizeCalculation: (json, key) => json.byteLength + key.length + ENTRY_OVERHEAD_BYTES,
    dispose: (_json, responseId) => forgetEntities(responseId),
  });
  let sequence = 0;
  let everythingInvalidatedAt = 0;
  const invalidatedAt = new Map<string, number>();
  const missedAt = new LRUCache<string, number>({ max: MAX_INVALIDATION_RECORDS });

  function forgetEntities(responseId: string) {
    for (const key of entitiesOf.get(responseId) ?? []) {
      const responses = responsesOf.get(key);
      responses?.delete(responseId);
      if (responses?.size === 0) responsesOf.delete(key);
    }
    entitiesOf.delete(responseId);
  }

  function staleSince(began: number, entities: Iterable<Entity>): boolean {
    if (everythingInvalidatedAt > began) return true;
    for (const entity of entities) {
      for (const key of entityKeys(entity)) if ((invalidatedAt.get(key) ?? 0) > began) return true;
    }
    return false;
  }

  return {
    get(responseId) {
      const json = results.get(responseId);
      if (json) return JSON.parse(json.toString('utf8')) as ExecutionResult;
      if (!missedAt.has(responseId)) missedAt.set(responseId, sequence);
      return undefined;
    },
    set(responseId, result, entities, ttl) {
      const began = missedAt.get(responseId);
      missedAt.delete(responseId);
      const collected = [...entities];
      if (began === undefined || staleSince(began, collected)) return;
      const json = Buffer.from(JSON.stringify(result), 'utf8');
      if (json.byteLength + responseId.length + ENTRY_OVERHEAD_BYTES > maxEntryBytes) return;
      results.set(responseId, json, { ttl: Number.isFinite(ttl) ? ttl : undefined });
      if (!results.has(responseId)) return;
      const keys = [...new Set(collected.flatMap(entityKeys))];
      entitiesOf.set(responseId, keys);
      for (const key of keys) {
        let responses = responsesOf.get(key);
        if (!responses) responsesOf.set(key, (responses = new Set()));
        responses.add(responseId);
      }
    },
    invalidate(entities) {
      sequence += 1;
      if (invalidatedAt.size > MAX_INVALIDATION_RECORDS) {
        invalidatedAt.clear();
        everythingInvalidatedAt = sequence;
      }
      for (const entity of entities) {
        const key = entityKeys(entity).at(-1)!;
        invalidatedAt.set(key, sequence);
        for (const responseId of [...(responsesOf.get(key) ?? [])]) results.delete(responseId);
      }
    },
    get bytes() {
      return results.calculatedSize;
    },
    get size() {
      return results.size;
    },
  };
}
