import { rmSync } from 'node:fs';
import { EventStore } from '../events/store/store.ts';
import { catalogImages } from '../seed/catalog.ts';
import { seedCatalog } from '../seed/seedCatalog.ts';
import type { Database, DatabaseKind } from '../prisma/database.ts';
import { applyMigrations } from '../prisma/migrate.ts';
import { createTestDatabase, databaseKinds } from '../tests/support/databases.ts';
import { registry } from '../events/registry.ts';

export const postgresAvailable = () => databaseKinds.includes('postgresql');

/** A fresh migrated database for one benchmark (the tests' throwaway databases); dispose() removes it. */
export async function benchDatabase(kind: DatabaseKind): Promise<{ db: Database; url?: string; dispose(): Promise<void> }> {
  const test = await createTestDatabase(kind);
  const db = await test.open();
  await applyMigrations(db);
  return {
    db,
    url: test.url,
    async dispose() {
      await db.close();
      await test.drop();
      rmSync(test.dataDir, { recursive: true, force: true });
    },
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The p-th percentile (0-100, nearest rank) of unsorted samples. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))] ?? 0;
};

/**
 * The seeded catalog plus raw inserts up to `count` events: page visits (new rows), their time on page
 * (updates) and downloads (increments). Fast, and replayable like a real log.
 */
export async function fillSyntheticLog(db: Database, count: number): Promise<void> {
  await seedCatalog(new EventStore(db, registry), '2026-01-01T00:00:00.000Z');
  const images = JSON.stringify(catalogImages.map((image) => image.id));
  const remaining = count - catalogImages.length - 3;
  await db.query(
    `INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
     SELECT 'bench:' || g, 1, gen_random_uuid(), t.type, 1, t.data,
            jsonb_build_object('actor', 'bench', 'requestId', 'bench', 'time', '2026-01-02T00:00:00.000Z')
     FROM generate_series(1, $1::int) g
     CROSS JOIN LATERAL (
       SELECT CASE g % 3 WHEN 0 THEN 'ImageDownloaded' WHEN 1 THEN 'PageVisited' ELSE 'TimeOnPageRecorded' END AS type,
              CASE g % 3
                WHEN 0 THEN jsonb_build_object('imageId', ($2::jsonb)->>(g % jsonb_array_length($2::jsonb)))
                WHEN 1 THEN jsonb_build_object('visitId', overlay(overlay(md5('v' || g) placing '4' from 13) placing '8' from 17)::uuid, 'sessionId', 's' || (g / 30), 'path', '/p' || (g % 14), 'referrer', null, 'userAgent', 'Firefox')
                ELSE jsonb_build_object('visitId', overlay(overlay(md5('v' || (g - 1)) placing '4' from 13) placing '8' from 17)::uuid, 'timeSpent', g % 300)
              END AS data
     ) t`,
    [remaining, images],
  );
}

/** Signs in as the administrator `admin` of the server at `url`: the session's bearer token. */
export async function adminSessionOf(url: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/admin/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  const { sessionId } = (await login.json()) as { sessionId?: string };
  if (!login.ok || !sessionId) throw new Error(`admin login failed: ${login.status}`);
  return sessionId;
}
