/**
 * The one way the client calls the REST API: credentials included, the administrator's bearer
 * token when a session is stored, JSON bodies, and a non-OK answer raised as an ApiError whose
 * message is '{status}: {body or status text}'. A failed connection rejects with fetch's own error.
 */
import { readAdminSession } from '../auth/adminSession.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly #body: string;
  constructor(
    readonly status: number,
    message: string,
    body = '',
  ) {
    super(message);
    this.#body = body;
  }

  /** The answer's body as text, for paths that explain a failure in JSON. */
  get body(): string {
    return this.#body;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Whose bearer token goes with the request: the stored admin session (the default, so the server
 * can tell an administrator's actions from a visitor's), a given session's, or none at all (signing
 * in, where an old session's secret has no business travelling).
 */
export type ApiAuth = 'session' | 'none' | { readonly token: string | null };

export interface ApiRequestOptions {
  readonly auth?: ApiAuth;
  /**
   * How the body travels: JSON (the default), or a string sent as is as text/plain (the page-hide
   * report, which must match what navigator.sendBeacon sends).
   */
  readonly bodyAs?: 'json' | 'text';
  /** Lets the request outlive the page (sent while the page is being hidden or closed). */
  readonly keepalive?: boolean;
}

function bearerToken(auth: ApiAuth): string | null {
  if (auth === 'none') return null;
  if (auth === 'session') return readAdminSession();
  return auth.token;
}

function requestInit(method: HttpMethod, body: unknown, options: ApiRequestOptions, accept: string | null): RequestInit {
  const headers = new Headers();
  if (accept) headers.set('accept', accept);
  const token = bearerToken(options.auth ?? 'session');
  if (token) headers.set('authorization', `Bearer ${token}`);
  let payload: string | undefined;
  if (body !== undefined) {
    const asText = options.bodyAs === 'text';
    headers.set('content-type', asText ? 'text/plain' : 'application/json');
    payload = asText ? String(body) : JSON.stringify(body);
  }
  return { method, headers, credentials: 'include', body: payload, ...(options.keepalive ? { keepalive: true } : {}) };
}

async function send(method: HttpMethod, path: string, body: unknown, options: ApiRequestOptions, accept: string | null): Promise<Response> {
  const response = await fetch(path, requestInit(method, body, options, accept));
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text);
  }
  return response;
}

/** Sends the request and reads the JSON answer (null for an empty one). */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(method, path, body, options, 'application/json');
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Sends the request and hands back the OK response unread, for a file (blob) and its headers. */
export function apiResponse(method: HttpMethod, path: string, body?: unknown, options: ApiRequestOptions = {}): Promise<Response> {
  return send(method, path, body, options, null);
}
