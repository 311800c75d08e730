import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startServer, type ServerProcess, scriptCommand } from '../support/serverProcess.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';

const password = 'two processes share one log';
const imageId = 'img-families-hero-garden-hearth';
const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run admin -- <args>` as an operator runs it, with the password on standard input. */
function adminCommand(env: Record<string, string | undefined>, args: string[], input = ''): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...scriptCommand('scripts/admin.ts'), ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

const json = (body: unknown, token?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function signIn(url: string, body: Record<string, string>): Promise<string | undefined> {
  return (await (await fetch(`${url}/api/admin/auth`, json(body))).json()).sessionId;
}

async function whoIs(url: string, token: string): Promise<string | null> {
  const response = await fetch(`${url}/graphql`, json({ query: '{ adminSession { account } }' }, token));
  return response.status === 200 ? (await response.json()).data.adminSession.account : null;
}

describe.runIf(databaseKinds.includes('postgresql'))('two server processes on one PostgreSQL database', () => {
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

  it('honours a session in every process: signed in through A, used through B, signed out through B, refused by A within a second and its feed on A ends', async () => {
    const token = (await signIn(a.url, { password }))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const client = wsClient(a.url, token);
    const feed = subscribe<{ type: string; metadata: { actor: string } }>(client, 'subscription { eventAppended { type metadata } }');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const edited = await fetch(`${b.url}/api/creative/images/${imageId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ description: 'Saved through B with a session from A' }),
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).description).toBe('Saved through B with a session from A');
    const edit = await feed.waitFor((event) => event.type === 'ImageDetailsEdited', 2000);
    expect(edit.metadata.actor).toBe('admin:admin');
    expect(await whoIs(a.url, token)).toBe('admin');

    expect((await fetch(`${b.url}/api/admin/logout`, json({}, token))).status).toBe(200);
    const loggedOutAt = Date.now();
    await expect.poll(() => whoIs(a.url, token), { timeout: 1000, interval: 50 }).toBeNull();
    await expect.poll(() => feed.errors.length, { timeout: 1000, interval: 20 }).toBeGreaterThan(0);
    expect(Date.now() - loggedOutAt).toBeLessThan(1500);
    expect(JSON.stringify(feed.errors)).toContain('admin session required');
    expect(await whoIs(b.url, token)).toBeNull();
    await client.dispose();
  });

  it('npm run admin adds, lists, re-keys and removes accounts on the shared database; a removed account is signed out of every process at once', async () => {
    const env = { DATABASE_URL: test.url, DATA_DIR: `${test.dataDir}/cli` };
    const added = await adminCommand(env, ['add', 'bob'], 'bob first password\n');
    expect(added, added.output).toMatchObject({ code: 0 });
    expect(added.output).toContain("Added administrator account 'bob'");
    const listed = await adminCommand(env, ['list']);
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/^admin\s/m);
    expect(listed.output).toMatch(/^bob\s/m);
    expect(listed.output).not.toContain('$argon2');

    const onA = (await signIn(a.url, { name: 'bob', password: 'bob first password' }))!;
    expect(await whoIs(b.url, onA)).toBe('bob');
    expect(await signIn(b.url, { name: 'bob', password: 'wrong password' })).toBeUndefined();

    const rekeyed = await adminCommand(env, ['passwd', 'bob'], 'bob second password\n');
    expect(rekeyed, rekeyed.output).toMatchObject({ code: 0 });
    expect(await whoIs(a.url, onA)).toBeNull();
    expect(await signIn(a.url, { name: 'bob', password: 'bob first password' })).toBeUndefined();
    const again = (await signIn(b.url, { name: 'bob', password: 'bob second password' }))!;
    expect(await whoIs(a.url, again)).toBe('bob');

    const removed = await adminCommand(env, ['remove', 'bob']);
    expect(removed, removed.output).toMatchObject({ code: 0 });
    expect(await whoIs(a.url, again)).toBeNull();
    expect(await whoIs(b.url, again)).toBeNull();
    expect(await signIn(a.url, { name: 'bob', password: 'bob second password' })).toBeUndefined();

    for (const [args, message] of [
      [['remove', 'bob'], 'administrator account bob not found'],
      [['passwd', 'nobody'], 'administrator account nobody not found'],
      [['add'], 'name: required'],
      [['remove'], 'name: required'],
      [['add', 'Not A Name'], 'name: use 1 to 32 lowercase letters'],
      [['add', 'admin'], 'administrator account admin already exists'],
      [['frobnicate'], "unknown command 'frobnicate'"],
    ] as const) {
      const result = await adminCommand(env, [...args], 'a password long enough\n');
      expect(result.code, `${args.join(' ')}: ${result.output}`).toBe(1);
      expect(result.output).toContain(message);
    }
    const tooShort = await adminCommand(env, ['add', 'carol'], 'short\n');
    expect(tooShort.code).toBe(1);
    expect(tooShort.output).toContain('password: use at least 12 characters');
    const noPassword = await adminCommand(env, ['add', 'carol'], '');
    expect(noPassword.code).toBe(1);
    expect(noPassword.output).toContain('password: required');
  });
});
