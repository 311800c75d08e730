import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface Received<T> {
  values: T[];
  errors: unknown[];
  /** Resolves once a value matching the predicate arrived (rejects after timeoutMs). */
  waitFor(predicate: (value: T) => boolean, timeoutMs?: number): Promise<T>;
  /** Resolves once an error whose JSON matches the pattern arrived (rejects after timeoutMs). */
  waitForError(pattern: RegExp, timeoutMs?: number): Promise<void>;
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
      return arrival(() => values.find(predicate), timeoutMs, 'value');
    },
    async waitForError(pattern, timeoutMs = 5000) {
      await arrival(() => errors.find((error) => pattern.test(JSON.stringify(error))), timeoutMs, 'error');
    },
  };

  function arrival<R>(find: () => R | undefined, timeoutMs: number, what: string): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found !== undefined) {
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => reject(new Error(`no matching ${what} within ${timeoutMs} ms; got ${JSON.stringify({ values, errors })}`)), timeoutMs);
      waiters.push(check);
      check();
    });
  }
}

export interface SocketOutcome {
  /** The HTTP status of an upgrade the server refused. */
  refusedWith?: number;
  closeCode?: number;
  closeReason?: string;
  messages: unknown[];
}

/** Opens a graphql-transport-ws socket, sends the frames after the handshake and collects the answers until every operation ended. */
export function talk(wsUrl: string, token: string | undefined, frames: string[], headers: Record<string, string> = {}): Promise<SocketOutcome> {
  const pending = new Set<string>();
  for (const frame of frames) {
    try {
      const message = JSON.parse(frame) as { id?: unknown; type?: unknown };
      if (message?.type === 'subscribe' && typeof message.id === 'string' && message.id) pending.add(message.id);
      // an operation the client completes itself gets no answer
      if (message?.type === 'complete' && typeof message.id === 'string') pending.delete(message.id);
    } catch {}
  }
  return new Promise((resolvePromise) => {
    const outcome: SocketOutcome = { messages: [] };
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { headers });
    let acknowledged = false;
    let done: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(done);
      clearTimeout(safety);
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.terminate();
      resolvePromise(outcome);
    };
    const safety = setTimeout(finish, 3000);
    // a short grace period after the last operation ended, for a close that may follow
    const maybeDone = () => {
      if (acknowledged && pending.size === 0) {
        clearTimeout(done);
        done = setTimeout(finish, 25);
      }
    };
    socket.on('unexpected-response', (_request, response) => {
      outcome.refusedWith = response.statusCode;
      finish();
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; id?: string };
      outcome.messages.push(message);
      if (message.type === 'connection_ack') {
        acknowledged = true;
        for (const frame of frames) socket.send(frame);
      }
      if ((message.type === 'complete' || message.type === 'error') && message.id !== undefined) pending.delete(message.id);
      maybeDone();
    });
    socket.on('close', (code, reason) => {
      outcome.closeCode = code;
      outcome.closeReason = String(reason);
      finish();
    });
    socket.on('error', () => finish());
  });
}
