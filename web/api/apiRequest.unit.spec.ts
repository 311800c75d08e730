import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_STORAGE_KEY } from '../auth/adminSession.ts';
import { ApiError, apiRequest, apiResponse } from './apiRequest.ts';

function stubFetch(response: Response) {
  const fetch = vi.fn<(input: string, init: RequestInit) => Promise<Response>>(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function stubAdminSession(token: string | null) {
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === ADMIN_SESSION_STORAGE_KEY ? token : null) } });
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with credentials and reads the JSON answer', async () => {
    stubAdminSession(null);
    const fetch = stubFetch(Response.json({ id: 'abc' }));
    await expect(apiRequest('POST', '/api/analytics/page-visit', { path: '/' })).resolves.toEqual({ id: 'abc' });
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/analytics/page-visit');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"path":"/"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('adds the admin bearer token when a session marker is stored', async () => {
    stubAdminSession('token-123');
    const fetch = stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('GET', '/api/creative/images')).resolves.toBeNull();
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer token-123');
  });

  it("raises '{status}: {body}' for a non-OK answer, or the status text when the body is empty", async () => {
    stubAdminSession(null);
    stubFetch(new Response('path: must start with /', { status: 400 }));
    await expect(apiRequest('POST', '/api/analytics/navigation', {})).rejects.toThrow(new ApiError(400, '400: path: must start with /'));
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/creative/sessions')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends no token when told to, or the one it is given', async () => {
    stubAdminSession('token-123');
    const signIn = stubFetch(Response.json({ success: true }));
    await apiRequest('POST', '/api/admin/auth', { password: 'p' }, { auth: 'none' });
    expect(new Headers(signIn.mock.calls[0]![1].headers).has('authorization')).toBe(false);
    const signOut = stubFetch(Response.json({ success: true }));
    await apiRequest('POST', '/api/admin/logout', undefined, { auth: { token: 'ending-456' } });
    expect(new Headers(signOut.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer ending-456');
  });

  it('sends a text body as text/plain with keepalive, as a page that is going away needs', async () => {
    stubAdminSession(null);
    const fetch = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/analytics/page-visit/v1/time', '{"timeSpent":"12"}', { bodyAs: 'text', keepalive: true });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.body).toBe('{"timeSpent":"12"}');
    expect(init.keepalive).toBe(true);
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('content-type')).toBe('text/plain');
  });

  it('hands back the unread response of a file with its headers, and keeps the body of a refusal', async () => {
    stubAdminSession('token-123');
    stubFetch(new Response('a,b\n', { headers: { 'content-disposition': 'attachment; filename="events.csv"' } }));
    const response = await apiResponse('GET', '/api/admin/events/export?format=csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="events.csv"');
    await expect(response.text()).resolves.toBe('a,b\n');
    stubFetch(Response.json({ error: 'Invalid request', details: 'seed: too large' }, { status: 400 }));
    const refusal = await apiRequest('POST', '/api/images/generate', {}).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).body).toBe('{"error":"Invalid request","details":"seed: too large"}');
  });
});
