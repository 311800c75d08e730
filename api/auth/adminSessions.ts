import { createHash, randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../../prisma/database.ts';

/** A signed-in administrator, as a request carries them: the account's name, never the token. */
export interface AdminIdentity {
  account: string;
}

export interface AdminSessionsOptions {
  now?: () => number;
  /** Session ends after this long without a verified request (default 30 minutes). */
  idleMs?: number;
  /** Session ends this long after login, however active (default 8 hours). */
  absoluteMs?: number;
}

export interface IssuedAdminSession {
  /** The bearer secret handed to the client; never stored or logged on the server. */
  token: string;
}

type SessionRow = {
  account: string;
  created_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
};

interface CachedSession {
  account: string;
  createdAt: number;
  lastSeenAt: number;
  /** When this process last read the row: a revocation by another process shows within CACHE_MS. */
  checkedAt: number;
}

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding = 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const DEFAULT_IDLE_MS = 30 * 60 * 1000;
export const DEFAULT_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** How long a process trusts what it read: a logout through another process is refused here within this. */
const CACHE_MS = 500;
/** Last-seen is written at most this often per session (and process): the idle expiry is exact to within it. */
const LAST_SEEN_WRITE_MS = 60 * 1000;
/** Rows of sessions that can no longer be live are kept this long (who signed in when), then swept. */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;
/** How often open admin feeds check that their session is still live. */
const WATCH_MS = 250;

/**
 * Administrator sessions in the database (admin_auth_sessions), so that every server process honours
 * a session any other issued, and a restart keeps them. Rows are keyed by the SHA-256 of the token;
 * the token itself is never stored. Sessions are security state, not domain history: none of this
 * goes into the event log.
 */
export class AdminSessions {
  readonly #db: SqlExecutor;
  readonly #now: () => number;
  readonly #idleMs: number;
  readonly #absoluteMs: number;
  readonly #cache = new Map<string, CachedSession>();
  readonly #watchers = new Map<string, Set<() => void>>();
  #watchTimer: NodeJS.Timeout | undefined;

  constructor(db: SqlExecutor, options: AdminSessionsOptions = {}) {
    this.#db = db;
    this.#now = options.now ?? Date.now;
    this.#idleMs = positive(options.idleMs ?? DEFAULT_IDLE_MS, 'idleMs');
    this.#absoluteMs = positive(options.absoluteMs ?? DEFAULT_ABSOLUTE_MS, 'absoluteMs');
  }

  /** A session for the account, whatever its state: sign-ins use issueIfUnchanged. */
  async issue(account: string): Promise<IssuedAdminSession> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const now = this.#now();
    await this.#sweep(now);
    await this.#db.query(
      'INSERT INTO admin_auth_sessions (token_hash, account, created_at, last_seen_at) VALUES ($1, $2, $3::timestamptz, $3::timestamptz)',
      [sha256(token), account, new Date(now).toISOString()],
    );
    return { token };
  }

  /**
   * A session for a sign-in that checked the password against `passwordHash`, stored only if the account
   * still has that hash when the row is written; null otherwise (a new password or a removal came after
   * the check). One statement: it reads the account row FOR SHARE, so a password change or removal in
   * flight either waits for this session to be stored (and then revokes it with the others) or is seen
   * here, and the session is not stored.
   */
  async issueIfUnchanged(account: string, passwordHash: string): Promise<IssuedAdminSession | null> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const now = this.#now();
    await this.#sweep(now);
    const stored = await this.#db.query(
      `INSERT INTO admin_auth_sessions (token_hash, account, created_at, last_seen_at)
       SELECT $1, name, $3::timestamptz, $3::timestamptz FROM admin_accounts WHERE name = $2 AND password_hash = $4 FOR SHARE
       RETURNING token_hash`,
      [sha256(token), account, new Date(now).toISOString(), passwordHash],
    );
    return stored.length ? { token } : null;
  }

  /** Who the token signs in, when its session is live (and marks it as just seen), otherwise null. */
  async verify(token: unknown): Promise<AdminIdentity | null> {
    const key = keyOf(token);
    if (key === undefined) return null;
    const session = await this.#live(key);
    if (!session) return null;
    const now = this.#now();
    if (now - session.lastSeenAt >= LAST_SEEN_WRITE_MS) {
      session.lastSeenAt = now;
      await this.#db.query('UPDATE admin_auth_sessions SET last_seen_at = $2::timestamptz WHERE token_hash = $1 AND last_seen_at < $2::timestamptz', [
        key,
        new Date(now).toISOString(),
      ]);
    }
    return { account: session.account };
  }

  /** Whether the token names a live session, without marking it as seen (an open live feed is not the administrator acting). */
  async isLive(token: unknown): Promise<boolean> {
    const key = keyOf(token);
    return key !== undefined && (await this.#live(key)) !== undefined;
  }

  /** Ends the session in every process; returns who it signed in, or null when the token named no live session. */
  async revoke(token: unknown): Promise<AdminIdentity | null> {
    const key = keyOf(token);
    if (key === undefined) return null;
    const session = await this.#live(key);
    this.#cache.delete(key);
    if (!session) return null;
    const [row] = await this.#db.query<{ account: string }>(
      'UPDATE admin_auth_sessions SET revoked_at = $2::timestamptz WHERE token_hash = $1 AND revoked_at IS NULL RETURNING account',
      [key, new Date(this.#now()).toISOString()],
    );
    this.#checkWatchers();
    return row ? { account: row.account } : null;
  }

  /** Ends every session of the account (removed, or given a new password); returns how many were live. */
  async revokeAccount(account: string): Promise<number> {
    const rows = await this.#db.query(
      'UPDATE admin_auth_sessions SET revoked_at = $2::timestamptz WHERE account = $1 AND revoked_at IS NULL RETURNING token_hash',
      [account, new Date(this.#now()).toISOString()],
    );
    this.forget(account);
    return rows.length;
  }

  /** Drops what this process remembers of the account's sessions (another process changed them). */
  forget(account: string): void {
    for (const [key, session] of this.#cache) if (session.account === account) this.#cache.delete(key);
    this.#checkWatchers();
  }

  /**
   * Calls `onEnd` once the token's session is revoked (by any process) or expires; returns a function
   * that stops watching. An open admin feed uses it to end itself.
   */
  watch(token: unknown, onEnd: () => void): () => void {
    const key = keyOf(token);
    if (key === undefined) {
      queueMicrotask(onEnd);
      return () => {};
    }
    let ended = false;
    const endOnce = () => {
      if (ended) return;
      ended = true;
      onEnd();
    };
    const callbacks = this.#watchers.get(key) ?? new Set();
    callbacks.add(endOnce);
    this.#watchers.set(key, callbacks);
    this.#watchTimer ??= setInterval(() => this.#checkWatchers(), WATCH_MS).unref();
    return () => {
      callbacks.delete(endOnce);
      if (!callbacks.size) this.#watchers.delete(key);
      if (!this.#watchers.size && this.#watchTimer) {
        clearInterval(this.#watchTimer);
        this.#watchTimer = undefined;
      }
    };
  }

  stop(): void {
    if (this.#watchTimer) clearInterval(this.#watchTimer);
    this.#watchTimer = undefined;
    this.#watchers.clear();
  }

  #checkWatchers(): void {
    for (const [key, callbacks] of this.#watchers) {
      this.#live(key).then(
        (session) => {
          if (session) return;
          this.#watchers.delete(key);
          for (const end of callbacks) end();
        },
        () => {}, // the database is away: the feed stays open, and the next check asks again
      );
    }
  }

  async #live(key: string): Promise<CachedSession | undefined> {
    const now = this.#now();
    let session = this.#cache.get(key);
    if (!session || now - session.checkedAt >= CACHE_MS || this.#expired(session, now)) {
      const [row] = await this.#db.query<SessionRow>(
        'SELECT account, created_at, last_seen_at, revoked_at FROM admin_auth_sessions WHERE token_hash = $1',
        [key],
      );
      if (!row || row.revoked_at !== null) {
        this.#cache.delete(key);
        return undefined;
      }
      const lastSeenAt = Math.max(new Date(row.last_seen_at).getTime(), session?.lastSeenAt ?? 0);
      session = { account: row.account, createdAt: new Date(row.created_at).getTime(), lastSeenAt, checkedAt: now };
      this.#cache.set(key, session);
    }
    if (this.#expired(session, now)) {
      this.#cache.delete(key);
      return undefined;
    }
    return session;
  }

  #expired(session: CachedSession, now: number): boolean {
    return now - session.lastSeenAt > this.#idleMs || now - session.createdAt > this.#absoluteMs;
  }

  async #sweep(now: number): Promise<void> {
    const endedBefore = new Date(now - this.#absoluteMs - KEEP_ENDED_MS).toISOString();
    await this.#db.query('DELETE FROM admin_auth_sessions WHERE created_at < $1::timestamptz', [endedBefore]);
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
