import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startServer, type ServerProcess } from '../support/serverProcess.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';

const password = 'two processes share one log';
const imageId = 'img-families-hero-garden-hearth';

describe.runIf(databaseKinds.includes('postgresql'))('two server processes on one PostgreSQL database', () => {
  let test: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    test = await createTestDatabase('postgresql');
    const env = { DATABASE_URL: test.url, ADMIN_PASSWORD: password };
    a = await startServer({ ...env, DATA_DIR: `${test.dataDir}/a` });
    b = await startServer({ ...env, DATA_DIR: `${test.dataDir}/b` });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await test.drop();
  });

  it('delivers an edit and a download made through one process to a subscriber of the other within a second', async () => {
    const client = wsClient(a.url);
    const live = subscribe<{ description: string; downloadCount: number }>(
      client,
      `subscription($id: ID) { imageChanged(id: $id) { description downloadCount } }`,
      { id: imageId },
    );
    const warm = async () =>
      fetch(`${a.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ image(id: "${imageId}") { description } }` }),
      });
    await warm();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const login = await fetch(`${b.url}/api/admin/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    const { sessionId } = await login.json();
    const edited = await fetch(`${b.url}/api/creative/images/${imageId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionId}` },
      body: JSON.stringify({ description: 'Edited through process B' }),
    });
    expect(edited.status).toBe(200);
    await live.waitFor((image) => image.description === 'Edited through process B', 1000);
    const query = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ image(id: "${imageId}") { description } }` }),
    });
    expect((await query.json()).data.image.description).toBe('Edited through process B');

    const download = await (await fetch(`${b.url}/api/creative/images/${imageId}/download`, { method: 'POST' })).json();
    await live.waitFor((image) => image.downloadCount === download.downloadCount, 1000);
    expect(live.errors).toEqual([]);
    live.stop();
    await client.dispose();
  });
});
