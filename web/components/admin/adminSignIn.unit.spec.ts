import { readFileSync } from 'node:fs';
import { buildSchema, validate } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_STORAGE_KEY } from '../../auth/adminSession.ts';
import { ADMIN_ACCOUNT, loginRequestBody, requestAdminLogin, requestAdminLogout } from './adminApi.ts';

function answer(response: Response | Error, storedToken: string | null = null) {
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === ADMIN_SESSION_STORAGE_KEY ? storedToken : null) } });
  const fetch = vi.fn<(path: string, init: RequestInit) => Promise<Response>>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('signing in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands back the new session and its account, sending the name, the password and no old token', async () => {
    const fetch = answer(Response.json({ success: true, sessionId: 'new-1', account: 'alice' }), 'old-session');
    await expect(requestAdminLogin({ name: 'alice', password: 'secret' })).resolves.toEqual({ ok: true, sessionId: 'new-1', account: 'alice' });
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/admin/auth');
    expect(init.body).toBe('{"name":"alice","password":"secret"}');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it("signs in as 'admin' when no name is given", async () => {
    const fetch = answer(Response.json({ success: true, sessionId: 'new-2', account: 'admin' }));
    await expect(requestAdminLogin({ password: 'secret' })).resolves.toEqual({ ok: true, sessionId: 'new-2', account: 'admin' });
    expect(fetch.mock.calls[0]![1].body).toBe('{"name":"admin","password":"secret"}');
  });

  it('takes the name it sent for the account when the answer does not name one', async () => {
    answer(Response.json({ success: true, sessionId: 'new-3' }));
    await expect(requestAdminLogin({ name: 'bob', password: 'secret' })).resolves.toEqual({ ok: true, sessionId: 'new-3', account: 'bob' });
  });

  it("is 'invalid' for a refused name or password and 'failed' when the server cannot be reached or does not answer in JSON", async () => {
    answer(Response.json({ success: false }, { status: 401 }));
    await expect(requestAdminLogin({ name: 'admin', password: 'wrong' })).resolves.toEqual({ ok: false, reason: 'invalid' });
    answer(Response.json({ success: false }, { status: 401 }));
    await expect(requestAdminLogin({ name: 'nobody', password: 'secret' })).resolves.toEqual({ ok: false, reason: 'invalid' });
    answer(new Response("name: use 1 to 32 lowercase letters, digits, '.', '_' or '-', starting with a letter or digit", { status: 400 }));
    await expect(requestAdminLogin({ name: 'Not A Name', password: 'secret' })).resolves.toEqual({ ok: false, reason: 'invalid' });
    answer(new TypeError('Failed to fetch'));
    await expect(requestAdminLogin({ password: 'secret' })).resolves.toEqual({ ok: false, reason: 'failed' });
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(requestAdminLogin({ password: 'secret' })).resolves.toEqual({ ok: false, reason: 'failed' });
  });
});

describe('a throttled sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says how long to wait, in the server's words, instead of 'Invalid password'", async () => {
    answer(new Response('too many sign-in attempts; try again in 840 s', { status: 429, headers: { 'retry-after': '840' } }));
    await expect(requestAdminLogin({ password: 'secret' })).resolves.toEqual({ ok: false, reason: 'throttled', message: 'too many sign-in attempts; try again in 840 s' });
  });
});

describe('the sign-in request body', () => {
  it("names the account 'admin' when the name is missing or blank", () => {
    expect(loginRequestBody({ password: 'p' })).toEqual({ name: 'admin', password: 'p' });
    expect(loginRequestBody({ name: '', password: 'p' })).toEqual({ name: 'admin', password: 'p' });
    expect(loginRequestBody({ name: '   ', password: 'p' })).toEqual({ name: 'admin', password: 'p' });
  });

  it('sends the name without surrounding spaces and the password exactly as typed', () => {
    expect(loginRequestBody({ name: ' alice ', password: ' pass word ' })).toEqual({ name: 'alice', password: ' pass word ' });
  });
});

describe('signing out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token of the session it ends and reports whether the server confirmed', async () => {
    const fetch = answer(Response.json({ success: true }));
    await expect(requestAdminLogout('ending-1')).resolves.toBe(true);
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer ending-1');
    answer(new Response('', { status: 500 }));
    await expect(requestAdminLogout('ending-1')).resolves.toBe(false);
  });
});

describe('the signed-in account', () => {
  it('is asked for with a document valid against the committed schema', () => {
    const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
    expect(validate(schema, ADMIN_ACCOUNT).map((error) => error.message)).toEqual([]);
  });
});
