import { describe, expect, it } from 'vitest';
import { MemoryState } from './memoryState.ts';
import { mergedStatements, mergeOps } from './mergeOps.ts';
import { insert, remove, update, type Op } from './ops.ts';
import { ReadModelTables } from './readModelTables.ts';

const tables = new ReadModelTables([
  { table: 'creative_sessions', primaryKey: ['id'] },
  { table: 'creative_images', primaryKey: ['id'] },
  { table: 'usage_locations', primaryKey: ['image_id', 'page', 'section'] },
  { table: 'page_visits', primaryKey: ['id'] },
  { table: 'image_downloads', primaryKey: ['image_id', 'event_id'] },
]);

const session = { id: 's1', title: 'session' };
const image = (id: string) => ({ id, session_id: 's1', title: id, description: 'd', download_count: 0, version: 1 });
const visit = (id: string) => ({ id, session_id: 'v', path: '/', time_spent: 0 });

/** Applies ops one by one, and the merged writes (as ops again), and returns both states. */
function both(existing: Op[], ops: Op[]) {
  const sequential = new MemoryState(tables);
  const merged = new MemoryState(tables);
  for (const op of existing) {
    sequential.apply(op);
    merged.apply(op);
  }
  for (const op of ops) sequential.apply(op);
  for (const [table, pending] of mergeOps(ops, tables)!) {
    for (const entry of pending) {
      merged.apply(entry.kind === 'insert' ? insert(table, entry.row) : update(table, entry.key, { set: entry.set, increment: entry.increment }));
    }
  }
  return { sequential, merged };
}

describe('merging a batch of projection ops', () => {
  it('gives the same rows as applying the ops in order', () => {
    const existing = [insert('creative_sessions', session), insert('creative_images', image('a')), insert('creative_images', image('b'))];
    const ops: Op[] = [
      update('creative_images', { id: 'a' }, { increment: { download_count: 1 } }),
      insert('page_visits', visit('v1')),
      update('creative_images', { id: 'a' }, { set: { title: 'A' }, increment: { version: 1 } }),
      update('creative_images', { id: 'b' }, { set: { download_count: 10 } }),
      update('creative_images', { id: 'b' }, { increment: { download_count: 2 } }),
      update('page_visits', { id: 'v1' }, { set: { time_spent: 42 } }),
      update('creative_images', { id: 'a' }, { increment: { download_count: 1 } }),
      insert('creative_images', image('c')),
      update('creative_images', { id: 'c' }, { increment: { download_count: 3 } }),
    ];
    const { sequential, merged } = both(existing, ops);
    for (const [table, id] of [
      ['creative_images', 'a'],
      ['creative_images', 'b'],
      ['creative_images', 'c'],
      ['page_visits', 'v1'],
    ] as const) {
      expect(merged.find(table, { id })).toEqual(sequential.find(table, { id }));
    }
    expect(sequential.find('creative_images', { id: 'a' })).toMatchObject({ download_count: 2, title: 'A', version: 2 });
    expect(sequential.find('creative_images', { id: 'b' })).toMatchObject({ download_count: 12 });
  });

  it('writes one bulk insert per table and one update per table and shape, referenced tables first', () => {
    const ops: Op[] = [
      update('creative_images', { id: 'a' }, { increment: { download_count: 1 } }),
      insert('image_downloads', { image_id: 'a', event_id: 'e1' }),
      update('creative_images', { id: 'b' }, { increment: { download_count: 1 } }),
      insert('image_downloads', { image_id: 'b', event_id: 'e2' }),
      update('creative_images', { id: 'a' }, { increment: { download_count: 1 } }),
    ];
    const statements = mergedStatements(mergeOps(ops, tables)!, tables);
    expect(statements).toHaveLength(2);
    expect(statements[0]!.text).toMatch(/^UPDATE "creative_images" SET "download_count" = "creative_images"."download_count" \+ v."download_count"/);
    expect(JSON.parse(statements[0]!.values[0] as string)).toEqual([
      { id: 'a', download_count: 2 },
      { id: 'b', download_count: 1 },
    ]);
    expect(statements[1]!.text).toMatch(/^INSERT INTO "image_downloads" SELECT \* FROM jsonb_populate_recordset/);
    expect(JSON.parse(statements[1]!.values[0] as string)).toHaveLength(2);
  });

  it('writes a lone row as one JSON object', () => {
    const [statement] = mergedStatements(mergeOps([update('creative_images', { id: 'a' }, { increment: { download_count: 1 } })], tables)!, tables);
    expect(statement!.text).toContain('FROM jsonb_populate_record(NULL::"creative_images", $1::jsonb) v');
    expect(JSON.parse(statement!.values[0] as string)).toEqual({ id: 'a', download_count: 1 });
  });

  it('refuses to merge deletes, updates not by primary key and repeated inserts', () => {
    expect(mergeOps([remove('usage_locations', {})], tables)).toBeUndefined();
    expect(mergeOps([update('usage_locations', { image_id: 'a' }, { set: { section: 'x' } })], tables)).toBeUndefined();
    expect(mergeOps([insert('page_visits', visit('v')), insert('page_visits', visit('v'))], tables)).toBeUndefined();
  });
});
