import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_STORAGE_KEY } from '../../auth/adminSession.ts';
import { requestAdminLogin, requestAdminLogout } from './adminApi.ts';

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

  it('hands back the new session, sending the password and no old token', async () => {
    const fetch = answer(Response.json({ success: true, sessionId: 'new-1' }), 'old-session');
    await expect(requestAdminLogin('secret')).resolves.toEqual({ ok: true, sessionId: 'new-1' });
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/admin/auth');
    expect(init.body).toBe('{"password":"secret"}');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it("is 'invalid' for a refused password and 'failed' when the server cannot be reached or does not answer in JSON", async () => {
    answer(Response.json({ success: false, error: 'Invalid password' }, { status: 401 }));
    await expect(requestAdminLogin('wrong')).resolves.toEqual({ ok: false, reason: 'invalid' });
    answer(new TypeError('Failed to fetch'));
    await expect(requestAdminLogin('secret')).resolves.toEqual({ ok: false, reason: 'failed' });
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(requestAdminLogin('secret')).resolves.toEqual({ ok: false, reason: 'failed' });
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
