import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface Received<T> {
  values: T[];
  errors: unknown[];
  /** Resolves once a value matching the predicate arrived (rejects after timeoutMs). */
  waitFor(predicate: (value: T) => boolean, timeoutMs?: number): Promise<T>;
}

/** A graphql-ws client for tests; connectionParams carry the admin token when given. */
export function wsClient(baseUrl: string, token?: string): Client {
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

export function subscribe<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Received<T> & { stop(): void } {
  const values: T[] = [];
  const errors: unknown[] = [];
  const waiters: (() => void)[] = [];
  const stop = client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        const value = result.data && Object.values(result.data)[0];
        if (value !== undefined) values.push(value as T);
        waiters.forEach((wake) => wake());
      },
      error: (error) => {
        // A close event carries its code and reason as getters: keep them readable.
        const close = error as { code?: number; reason?: string };
        errors.push(typeof close.code === 'number' ? { code: close.code, reason: close.reason } : error);
        waiters.forEach((wake) => wake());
      },
      complete: () => undefined,
    },
  );
  return {
    values,
    errors,
    stop,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = values.find(predicate);
          if (found !== undefined) {
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => reject(new Error(`no matching value within ${timeoutMs} ms; got ${JSON.stringify({ values, errors })}`)), timeoutMs);
        waiters.push(check);
        check();
      });
    },
  };
}
