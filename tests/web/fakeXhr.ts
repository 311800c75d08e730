/**
 * A stand-in for XMLHttpRequest in the component tests (the uploads use it for its progress events,
 * which msw does not produce): `installFakeXhr()` puts it in place of the browser's; each request it
 * sends waits until the test reports progress and answers it.
 */
import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static readonly sent: FakeXhr[] = [];
  static readonly waiting = new Set<(request: FakeXhr) => void>();

  readonly upload: { onprogress: Listener } = { onprogress: null };
  readonly requestHeaders: Record<string, string> = {};
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  #responseHeaders: Record<string, string> = {};

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.#responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
    for (const resolve of FakeXhr.waiting) resolve(this);
    FakeXhr.waiting.clear();
  }

  abort(): void {
    this.onabort?.();
  }

  /** The GraphQL operation of a multipart request (its `operations` part). */
  get operations(): { query: string; variables: Record<string, unknown> } {
    return JSON.parse(String(this.body?.get('operations')));
  }

  get map(): Record<string, string[]> {
    return JSON.parse(String(this.body?.get('map')));
  }

  /** The file part the map names. */
  get file(): File {
    return this.body?.get('0') as File;
  }

  /** Reports that this many of the request's bytes were sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  /** Answers with a JSON body. */
  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.#responseHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    this.onload?.();
  }

  /** The n-th request sent (0-based), once it is sent. */
  static async request(n: number): Promise<FakeXhr> {
    while (FakeXhr.sent.length <= n) await new Promise<FakeXhr>((resolve) => FakeXhr.waiting.add(resolve));
    return FakeXhr.sent[n]!;
  }
}

/** Replaces XMLHttpRequest until the test ends (vi.unstubAllGlobals). */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.sent.length = 0;
  FakeXhr.waiting.clear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
