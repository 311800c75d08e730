import { createHash, randomBytes } from 'node:crypto';

/** A signed-in administrator, as a request carries them: the token id, never the token. */
export interface AdminIdentity {
  tokenId: string;
}

export interface AdminSessionsOptions {
  now?: () => number;
  /** Session ends after this long without a verified request (default 30 minutes). */
  idleMs?: number;
  /** Session ends this long after login, however active (default 8 hours). */
  absoluteMs?: number;
}

export interface IssuedSession {
  /** The bearer secret handed to the client; never stored or logged on the server. */
  token: string;
  /** First 12 hex characters of sha256(token): safe to log and to put in events. */
  tokenId: string;
}

interface SessionRecord {
  createdAt: number;
  lastSeenAt: number;
}

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding = 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_ID_LENGTH = 12;

export const DEFAULT_IDLE_MS = 30 * 60 * 1000;
export const DEFAULT_ABSOLUTE_MS = 8 * 60 * 60 * 1000;

export class AdminSessions {
  // Held in memory only: a server restart drops every session, so tokens issued before it are refused.
  readonly #sessions = new Map<string, SessionRecord>();
  readonly #now: () => number;
  readonly #idleMs: number;
  readonly #absoluteMs: number;

  constructor(options: AdminSessionsOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#idleMs = positive(options.idleMs ?? DEFAULT_IDLE_MS, 'idleMs');
    this.#absoluteMs = positive(options.absoluteMs ?? DEFAULT_ABSOLUTE_MS, 'absoluteMs');
  }

  issue(): IssuedSession {
    this.sweep();
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const key = sha256(token);
    const now = this.#now();
    this.#sessions.set(key, { createdAt: now, lastSeenAt: now });
    return { token, tokenId: key.slice(0, TOKEN_ID_LENGTH) };
  }

  /** The session's id when the token is live (and marks it as just seen), otherwise null. */
  verify(token: unknown): AdminIdentity | null {
    const key = keyOf(token);
    if (key === undefined) return null;
    const record = this.#sessions.get(key);
    if (record === undefined) return null;
    const now = this.#now();
    if (this.#expired(record, now)) {
      this.#sessions.delete(key);
      return null;
    }
    record.lastSeenAt = now;
    return { tokenId: key.slice(0, TOKEN_ID_LENGTH) };
  }

  /** Whether the token names a live session, without marking it as seen (an open live feed is not the administrator acting). */
  isLive(token: unknown): boolean {
    const key = keyOf(token);
    const record = key === undefined ? undefined : this.#sessions.get(key);
    return record !== undefined && !this.#expired(record, this.#now());
  }

  /** Ends the session; returns its id, or null when the token named no stored session. */
  revoke(token: unknown): AdminIdentity | null {
    const key = keyOf(token);
    if (key === undefined || !this.#sessions.delete(key)) return null;
    return { tokenId: key.slice(0, TOKEN_ID_LENGTH) };
  }

  /** Drops every idle- or absolute-expired session. */
  sweep(): void {
    const now = this.#now();
    for (const [key, record] of this.#sessions) {
      if (this.#expired(record, now)) this.#sessions.delete(key);
    }
  }

  get size(): number {
    return this.#sessions.size;
  }

  /** Test-only view of what is kept in memory (hashes and times, never tokens). */
  inspectStoreForTests(): Array<{ key: string } & SessionRecord> {
    return [...this.#sessions].map(([key, record]) => ({ key, ...record }));
  }

  #expired(record: SessionRecord, now: number): boolean {
    return now - record.lastSeenAt > this.#idleMs || now - record.createdAt > this.#absoluteMs;
  }
}

/** The token from an `Authorization: Bearer <token>` header (scheme case-insensitive), else undefined. */
export function bearerToken(authorizationHeader: string | undefined): string | undefined {
  if (typeof authorizationHeader !== 'string') return undefined;
  const match = /^Bearer[ \t]+(\S+)$/i.exec(authorizationHeader.trim());
  return match?.[1];
}

function keyOf(token: unknown): string | undefined {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return undefined;
  return sha256(token);
}

function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

function positive(value: number, name: string): number {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number of milliseconds`);
  return value;
}
