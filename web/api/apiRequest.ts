/**
 * The one way the client calls the REST API (SPEC section 7): credentials included, the admin
 * bearer token when a session marker is stored, JSON bodies, and a non-OK answer raised as an
 * error whose message is '{status}: {body or status text}'.
 */
import { readAdminSession } from '../auth/adminSession.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH';

export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  const token = readAdminSession();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
