import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startServer, type ServerProcess } from '../support/serverProcess.ts';

const password = 'two processes, one catalog';
const imageId = 'img-families-hero-garden-hearth';

describe.runIf(databaseKinds.includes('postgresql'))('the in-memory catalog of two server processes on one PostgreSQL database', () => {
  let test: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    test = await createTestDatabase('postgresql', { migrated: true });
    const env = { DATABASE_URL: test.url, ADMIN_PASSWORD: password };
    a = await startServer({ ...env, DATA_DIR: `${test.dataDir}/a` });
    b = await startServer({ ...env, DATA_DIR: `${test.dataDir}/b` });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await test.drop();
  });

  /** The page query past the response cache (a bearer header bypasses it). */
  const page = async (server: ServerProcess) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-session' },
      body: JSON.stringify({ query: `{ images(searchTerm: "garden", limit: 50) { items { id description downloadCount } } }` }),
    });
    const body = await response.json();
    return body.data.images.items.find((image: { id: string }) => image.id === imageId) as { description: string; downloadCount: number };
  };
  const eventually = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 2000): Promise<T> => {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (ok(value) || Date.now() > until) return value;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('shows an edit and a download made through one process in the other process\'s page and REST list', async () => {
    const before = await page(a);
    const { sessionId } = await (
      await fetch(`${b.url}/api/admin/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) })
    ).json();
    const edited = await fetch(`${b.url}/api/creative/images/${imageId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionId}` },
      body: JSON.stringify({ description: 'Garden, edited through B' }),
    });
    expect(edited.status).toBe(200);
    const download = await (await fetch(`${b.url}/api/creative/images/${imageId}/download`, { method: 'POST' })).json();
    expect(download.downloadCount).toBe(before.downloadCount + 1);
    // B answers its own writes at once.
    expect(await page(b)).toEqual({ id: imageId, description: 'Garden, edited through B', downloadCount: before.downloadCount + 1 });
    const seenByA = await eventually(() => page(a), (image) => image.downloadCount === before.downloadCount + 1);
    expect(seenByA).toEqual({ id: imageId, description: 'Garden, edited through B', downloadCount: before.downloadCount + 1 });
    const list = await (await fetch(`${a.url}/api/creative/images?searchTerm=garden`, { headers: { authorization: 'Bearer not-a-session' } })).json();
    expect(list.find((image: { id: string }) => image.id === imageId)).toMatchObject({ description: 'Garden, edited through B', downloadCount: before.downloadCount + 1 });
  });
});
