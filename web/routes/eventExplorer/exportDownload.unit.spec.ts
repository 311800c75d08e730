import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_STORAGE_KEY } from '../../auth/adminSession.ts';
import { downloadExport } from './exportDownload.ts';

function stubAdmin(token: string) {
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => (key === ADMIN_SESSION_STORAGE_KEY ? token : null) },
    setTimeout: () => 0,
  });
}

describe('downloadExport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the export with the admin's token and saves it under the server's file name", async () => {
    stubAdmin('admin-1');
    const fetch = vi.fn<(path: string, init: RequestInit) => Promise<Response>>(() =>
      Promise.resolve(new Response('{"type":"x"}\n', { headers: { 'content-disposition': 'attachment; filename="events-2026.ndjson"' } })),
    );
    vi.stubGlobal('fetch', fetch);
    const saved: { href: string; download: string }[] = [];
    vi.stubGlobal('document', {
      createElement: () => {
        const link = { href: '', download: '', click: () => saved.push({ href: link.href, download: link.download }), remove: () => undefined };
        return link;
      },
      body: { append: () => undefined },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    await expect(downloadExport('/api/admin/events/export?format=ndjson', 'ndjson')).resolves.toEqual({ ok: true });
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer admin-1');
    expect(saved).toEqual([{ href: 'blob:export', download: 'events-2026.ndjson' }]);
  });

  it("reports a refusal as '{status}: {body}', the body cut to 200 characters", async () => {
    stubAdmin('admin-1');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('x'.repeat(300), { status: 401 })));
    await expect(downloadExport('/api/admin/events/export?format=csv', 'csv')).resolves.toEqual({ ok: false, status: 401, message: `401: ${'x'.repeat(200)}` });
  });

  it('reports a server that cannot be reached', async () => {
    stubAdmin('admin-1');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(downloadExport('/api/admin/events/export?format=csv', 'csv')).resolves.toEqual({
      ok: false,
      status: 0,
      message: 'the server could not be reached',
    });
  });
});
