import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { startServer, type ServerProcess } from '../support/serverProcess.ts';

const password = 'prerender test password';

describe.each(databaseKinds)('the prerendered journey on %s', (kind) => {
  let test: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    test = await createTestDatabase(kind, { migrated: true });
    server = await startServer({ DATA_DIR: test.dataDir, DATABASE_URL: test.url, ADMIN_PASSWORD: password });
  });
  afterAll(async () => {
    await server?.stop();
    await test.drop();
  });

  it('is served while every image it shows is public, and not while one of them is archived', async () => {
    const id = 'img-families-early-striped-book';
    const page = () => fetch(`${server.url}/creative-process`).then((response) => response.text());
    expect(await page()).toContain(id);

    const { sessionId } = await (
      await fetch(`${server.url}/api/admin/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) })
    ).json();
    const admin = { authorization: `Bearer ${sessionId}` };
    expect((await fetch(`${server.url}/api/creative/images/${id}/archive`, { method: 'POST', headers: admin })).status).toBe(200);
    const shell = await page();
    expect(shell).not.toContain(id);
    expect(shell).toContain('<div id="root">');

    expect((await fetch(`${server.url}/api/creative/images/${id}/restore`, { method: 'POST', headers: admin })).status).toBe(200);
    expect(await page()).toContain(id);

    // A session added since the build is brought in after hydration: the prerendered page still holds.
    const session = await fetch(`${server.url}/api/creative/sessions`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'After the build', journeyStage: 'perspective_mastery', sessionDate: '2026-11-24' }),
    });
    expect(session.status).toBe(201);
    expect(await page()).toContain(id);
  });
});
