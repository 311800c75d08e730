import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';

const archivedId = 'img-founders-hero-geometric-lighthouse';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An open feed that an administrator's session opened: imageChanged of every image, or catalogChanged. */
const feeds = {
  imageChanged: 'subscription { imageChanged { id description } }',
  catalogChanged: 'subscription { catalogChanged { kind imageId } }',
} as const;

describe.each(databaseKinds)("administrators' live feeds once their session ends, on %s", (kind) => {
  let t: TestApp;
  let url: string;
  let editor: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    url = await t.listen();
    editor = await t.login();
    const archived = await fetch(`${url}/api/creative/images/${archivedId}/archive`, { method: 'POST', headers: { authorization: `Bearer ${editor}` } });
    expect(archived.status).toBe(200);
  });
  afterAll(() => t.close());

  let edits = 0;
  /** Another administrator edits the archived image: news for administrators only. */
  const editArchived = async () => {
    const description = `archived, edit ${++edits}`;
    const response = await fetch(`${url}/api/creative/images/${archivedId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` },
      body: JSON.stringify({ description }),
    });
    expect(response.status).toBe(200);
    return description;
  };

  const ends = {
    'signs out': async (token: string) => {
      const response = await fetch(`${url}/api/admin/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBeLessThan(300);
    },
    expires: async (token: string) => {
      // Signed in nine hours ago: past the absolute lifetime of eight.
      await t.app.db.query("UPDATE admin_auth_sessions SET created_at = now() - interval '9 hours' WHERE token_hash = $1", [
        createHash('sha256').update(token, 'utf8').digest('hex'),
      ]);
    },
  };

  for (const [feed, query] of Object.entries(feeds)) {
    for (const [how, end] of Object.entries(ends)) {
      it(`${feed} delivers nothing more about archived images after the session that opened it ${how}`, async () => {
        const token = await t.login();
        const client = wsClient(url, token);
        const live = subscribe<{ id?: string; imageId?: string; description?: string }>(client, query);
        await sleep(300);
        await editArchived();
        await live.waitFor((value) => (value.id ?? value.imageId) === archivedId);

        await end(token);
        // Open admin feeds check their session every 250 ms (api/auth/adminSessions.ts).
        await live.waitForError(/admin session required/, 3000);
        const count = live.values.length;
        await editArchived();
        await sleep(1000);
        expect(live.values.slice(count)).toEqual([]);
        expect(JSON.stringify(live.errors)).toMatch(/admin session required/);
        live.stop();
        await client.dispose();
      });
    }
  }
});
