import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_STORAGE_KEY } from '../../auth/adminSession.ts';
import { useDownloadImage } from './useDownloadImage.ts';

const server = setupServer();
const filePath = '/media/0d1b2c3e.jpg';
const image = { id: 'img-1', filename: 'img-1.jpg', file: { url: filePath } };

/** Renders the hook once on the server renderer and hands back its download function. */
function renderDownload(): (target: typeof image) => Promise<void> {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty(), devtools: { enabled: false } });
  let download: ((target: typeof image) => Promise<void>) | undefined;
  function Probe() {
    download = useDownloadImage().download;
    return null;
  }
  renderToString(createElement(ApolloProvider, { client, children: createElement(Probe) }));
  return download!;
}

/** A browser with a stored admin session (or none) and a document that records saved files. */
function stubBrowser(adminToken: string | null) {
  const saved: { href: string; download: string }[] = [];
  vi.stubGlobal('location', { href: 'http://localhost/creative-process' });
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === ADMIN_SESSION_STORAGE_KEY ? adminToken : null) } });
  vi.stubGlobal('document', {
    createElement: () => {
      const anchor = { href: '', download: '', rel: '', click: () => saved.push({ href: anchor.href, download: anchor.download }), remove: () => undefined };
      return anchor;
    },
    body: { append: () => undefined },
    cookie: '',
  });
  return saved;
}

describe('useDownloadImage', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    server.resetHandlers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  it("sends the administrator's bearer token with the download count, so an admin's download is not counted as a visitor's", async () => {
    const saved = stubBrowser('admin-token-1');
    const authorization: (string | null)[] = [];
    server.use(
      http.post('http://localhost/api/creative/images/img-1/download', ({ request }) => {
        authorization.push(request.headers.get('authorization'));
        return HttpResponse.json({ downloadCount: 4, filePath, filename: image.filename });
      }),
    );
    await renderDownload()(image);
    expect(authorization).toEqual(['Bearer admin-token-1']);
    expect(saved).toEqual([{ href: '/media/0d1b2c3e.jpg?download=1', download: 'img-1.jpg' }]);
  });

  it("saves an administrator's signed file URL with &download=1", async () => {
    const saved = stubBrowser('admin-token-1');
    server.use(http.post('http://localhost/api/creative/images/img-1/download', () => HttpResponse.json({ downloadCount: 2, filePath, filename: image.filename })));
    await renderDownload()({ ...image, file: { url: `${filePath}?access=1764201600000.signature` } });
    expect(saved).toEqual([{ href: '/media/0d1b2c3e.jpg?access=1764201600000.signature&download=1', download: 'img-1.jpg' }]);
  });

  it('sends no authorization header for a visitor and still saves the full-resolution file', async () => {
    const saved = stubBrowser(null);
    const authorization: (string | null)[] = [];
    server.use(
      http.post('http://localhost/api/creative/images/img-1/download', ({ request }) => {
        authorization.push(request.headers.get('authorization'));
        return HttpResponse.json({ downloadCount: 1, filePath, filename: image.filename });
      }),
    );
    await renderDownload()(image);
    expect(authorization).toEqual([null]);
    expect(saved).toEqual([{ href: '/media/0d1b2c3e.jpg?download=1', download: 'img-1.jpg' }]);
  });

  it('logs a refused download and saves nothing', async () => {
    const saved = stubBrowser(null);
    server.use(http.post('http://localhost/api/creative/images/img-1/download', () => new HttpResponse('no such image', { status: 404 })));
    await renderDownload()(image);
    expect(saved).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('Download failed', expect.objectContaining({ message: '404: no such image' }));
  });

  it('ignores a second call while the download of that image is on its way (a double click), and counts the next one', async () => {
    const saved = stubBrowser(null);
    let counted = 0;
    server.use(
      http.post('http://localhost/api/creative/images/img-1/download', () => {
        counted += 1;
        return HttpResponse.json({ downloadCount: counted, filePath, filename: image.filename });
      }),
    );
    const download = renderDownload();
    await Promise.all([download(image), download(image)]);
    expect(counted).toBe(1);
    expect(saved).toHaveLength(1);

    await download(image);
    expect(counted).toBe(2);
    expect(saved).toHaveLength(2);
  });
});
