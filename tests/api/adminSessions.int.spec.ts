import { createHash } from 'node:crypto';
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminAccounts } from '../../api/auth/adminAccounts.ts';
import { ADMIN_PASSWORD_FILE, ARGON2_OPTIONS, ensureAdminAccount } from '../../api/auth/adminPassword.ts';
import { AdminSessions, bearerToken } from '../../api/auth/adminSessions.ts';
import { AuthService } from '../../api/auth/authService.ts';
import { LoginThrottle } from '../../api/auth/loginThrottle.ts';
import { EventStore } from '../../events/store/store.ts';
import type { Database, SqlExecutor } from '../../prisma/database.ts';
import { databaseKinds, openMigratedDatabase } from '../support/databases.ts';
import { registry } from '../../events/registry.ts';

const MINUTE = 60_000;
const metadata = () => ({ actor: 'system:test', requestId: 'test', time: new Date().toISOString() });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(databaseKinds)('administrator sessions and accounts in the database on %s', (kind) => {
  let opened: Awaited<ReturnType<typeof openMigratedDatabase>>;
  let db: Database;
  let now: number;
  /** Two processes' views of the same table, each with its own cache. */
  let here: AdminSessions;
  let elsewhere: AdminSessions;

  beforeAll(async () => {
    opened = await openMigratedDatabase(kind);
    db = opened.db;
  });
  afterAll(async () => {
    here?.stop();
    elsewhere?.stop();
    await opened?.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM admin_auth_sessions');
    now = Date.now();
    here?.stop();
    elsewhere?.stop();
    here = new AdminSessions(db, { now: () => now });
    elsewhere = new AdminSessions(db, { now: () => now });
  });

  it('stores the SHA-256 of a 256-bit token, never the token, with account and times', async () => {
    const { token } = await here.issue('alice');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM admin_auth_sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: sha256(token), account: 'alice', revoked_at: null });
    expect(JSON.stringify(rows, (_, value) => (typeof value === 'bigint' ? String(value) : value))).not.toContain(token);
    expect(await elsewhere.verify(token)).toEqual({ account: 'alice' });
  });

  it('a session issued by one process is refused by the other within a second of its logout', async () => {
    const { token } = await here.issue('alice');
    expect(await here.verify(token)).toEqual({ account: 'alice' });
    expect(await elsewhere.verify(token)).toEqual({ account: 'alice' });
    expect(await elsewhere.revoke(token)).toEqual({ account: 'alice' });
    expect(await elsewhere.verify(token)).toBeNull();
    const revokedAt = Date.now();
    now += 1000;
    await expect.poll(() => here.verify(token), { timeout: 1000, interval: 50 }).toBeNull();
    expect(Date.now() - revokedAt).toBeLessThan(1000);
    expect((await db.query('SELECT revoked_at FROM admin_auth_sessions'))[0]!.revoked_at).not.toBeNull();
    expect(await here.revoke(token)).toBeNull();
  });

  it('ends an open feed of the session when another process revokes it, without any event', async () => {
    // on the real clock: the watch polls, and its cache ages, in real time
    here = new AdminSessions(db);
    elsewhere = new AdminSessions(db);
    const { token } = await here.issue('alice');
    let ended = 0;
    const unwatch = here.watch(token, () => ended++);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ended).toBe(0);
    await elsewhere.revoke(token);
    const revokedAt = Date.now();
    await expect.poll(() => ended, { timeout: 1000, interval: 20 }).toBe(1);
    expect(Date.now() - revokedAt).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ended).toBe(1);
    unwatch();
  });

  it('expires after 30 idle minutes and 8 hours after sign-in, in every process', async () => {
    const idle = (await here.issue('alice')).token;
    const active = (await here.issue('alice')).token;
    now += 29 * MINUTE;
    expect(await here.verify(active)).not.toBeNull();
    now += 2 * MINUTE;
    expect(await elsewhere.verify(idle)).toBeNull();
    expect(await elsewhere.verify(active)).not.toBeNull();
    for (let elapsed = 31 * MINUTE; elapsed <= 8 * 60 * MINUTE - 20 * MINUTE; elapsed += 20 * MINUTE) {
      now += 20 * MINUTE;
      expect(await (elapsed % 40 ? here : elsewhere).verify(active)).not.toBeNull();
    }
    now += 25 * MINUTE;
    expect(await here.verify(active)).toBeNull();
    expect(await elsewhere.verify(active)).toBeNull();
  });

  it('writes last-seen at most once a minute per session', async () => {
    const { token } = await here.issue('alice');
    const lastSeen = async () => new Date((await db.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM admin_auth_sessions'))[0]!.last_seen_at).getTime();
    const issuedAt = await lastSeen();
    for (let i = 0; i < 20; i++) {
      now += 2_000;
      expect(await here.verify(token)).not.toBeNull();
    }
    expect(await lastSeen()).toBe(issuedAt);
    now += 30_000;
    await here.verify(token);
    expect(await lastSeen()).toBe(now);
  });

  it('refuses unknown, malformed and non-string tokens without touching the table', async () => {
    await here.issue('alice');
    for (const token of [undefined, null, 42, '', 'x', '0'.repeat(43), "' OR '1'='1", { token: 'x' }]) {
      expect(await here.verify(token)).toBeNull();
      expect(await here.revoke(token)).toBeNull();
    }
    expect(await db.query('SELECT 1 FROM admin_auth_sessions WHERE revoked_at IS NOT NULL')).toEqual([]);
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
  });

  it('sweeps rows a day after they could last have been live', async () => {
    await here.issue('old');
    now += 8 * 60 * MINUTE + 24 * 60 * MINUTE + MINUTE;
    await here.issue('new');
    expect((await db.query<{ account: string }>('SELECT account FROM admin_auth_sessions')).map((row) => row.account)).toEqual(['new']);
  });

  describe('accounts', () => {
    let accounts: AdminAccounts;
    let store: EventStore;

    beforeEach(async () => {
      await db.query('DELETE FROM admin_accounts');
      store = new EventStore(db, registry);
      accounts = new AdminAccounts(db, store, here);
    });

    it('keeps only an Argon2id hash and records the change as an event that names the account', async () => {
      await accounts.add('carol', 'carol password 1', metadata());
      const [row] = await db.query<{ password_hash: string }>("SELECT password_hash FROM admin_accounts WHERE name = 'carol'");
      expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await accounts.verify('carol', 'carol password 1')).toBe(true);
      expect(await accounts.verify('carol', 'wrong')).toBe(false);
      expect(await accounts.verify('nobody', 'carol password 1')).toBe(false);
      const events = await store.readStream('admin-account:carol');
      expect(events.map((event) => [event.type, event.data])).toEqual([['AdminAccountAdded', { name: 'carol' }]]);
      expect(JSON.stringify(await store.readAll({}), (_, value) => (typeof value === 'bigint' ? String(value) : value))).not.toContain('$argon2');
    });

    it("a new password or a removal signs out the account's sessions at once, and only that account's", async () => {
      await accounts.add('dave', 'dave password 1', metadata());
      const dave = (await here.issue('dave')).token;
      const erin = (await here.issue('erin')).token;
      expect(await here.verify(dave)).not.toBeNull();
      await accounts.changePassword('dave', 'dave password 2', metadata());
      expect(await here.verify(dave)).toBeNull();
      expect(await here.verify(erin)).not.toBeNull();
      expect(await accounts.verify('dave', 'dave password 1')).toBe(false);
      expect(await accounts.verify('dave', 'dave password 2')).toBe(true);
      const again = (await here.issue('dave')).token;
      await accounts.remove('dave', metadata());
      expect(await here.verify(again)).toBeNull();
      expect(await accounts.verify('dave', 'dave password 2')).toBe(false);
      await expect(accounts.remove('dave', metadata())).rejects.toThrow('administrator account dave not found');
      expect((await store.readStream('admin-account:dave')).map((event) => event.type)).toEqual(['AdminAccountAdded', 'AdminPasswordChanged', 'AdminAccountRemoved']);
    });

    /**
     * A sign-in that has checked the password is held just before it stores its session, while the
     * account changes and its sessions are revoked; then it goes on. The sessions it reaches the
     * table through pause there (their own process, on the same database).
     */
    async function signInHeldBeforeItsSession(account: string, password: string) {
      let reached!: () => void;
      const atInsert = new Promise<void>((resolve) => (reached = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const gated: SqlExecutor = {
        async query(text, params) {
          if (/^\s*INSERT INTO admin_auth_sessions/i.test(text)) {
            reached();
            await released;
          }
          return db.query(text, params);
        },
      };
      const signingIn = new AdminSessions(gated, { now: () => now });
      const auth = new AuthService(new AdminAccounts(db, store, signingIn), signingIn, new LoginThrottle({ db }), store);
      const result = auth.login(account, password, '198.51.100.9', metadata());
      await atInsert;
      return { signingIn, result, release };
    }

    const liveSessionsOf = async (account: string) =>
      db.query('SELECT token_hash FROM admin_auth_sessions WHERE account = $1 AND revoked_at IS NULL', [account]);

    it.each(['passwd', 'remove'] as const)('a sign-in that checked the old password before a %s gets no session that outlives it', async (change) => {
      await db.query('DELETE FROM sign_in_limits');
      const account = `frank-${change}`;
      await accounts.add(account, 'frank password 1', metadata());
      const { signingIn, result, release } = await signInHeldBeforeItsSession(account, 'frank password 1');
      if (change === 'passwd') await accounts.changePassword(account, 'frank password 2', metadata());
      else await accounts.remove(account, metadata());
      release();
      const login = await result;
      if (login.success) {
        expect(await signingIn.verify(login.sessionId)).toBeNull();
        expect(await here.verify(login.sessionId)).toBeNull();
      }
      expect(await liveSessionsOf(account)).toEqual([]);
      expect(login).toEqual({ success: false });
    });

    it('a sign-in whose account did not change meanwhile still gets its session', async () => {
      await db.query('DELETE FROM sign_in_limits');
      await accounts.add('gina', 'gina password 1', metadata());
      const { signingIn, result, release } = await signInHeldBeforeItsSession('gina', 'gina password 1');
      release();
      const login = await result;
      expect(login).toMatchObject({ success: true, account: 'gina' });
      expect(await signingIn.verify((login as { sessionId: string }).sessionId)).toEqual({ account: 'gina' });
      expect(await liveSessionsOf('gina')).toHaveLength(1);
    });

    it('ADMIN_PASSWORD is the password of admin; otherwise a first start adopts an old password file or generates one', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'chb-accounts-'));
      try {
        const printed: string[] = [];
        const log = (message: string) => printed.push(message);
        await ensureAdminAccount(accounts, { dataDir, configuredPassword: 'first admin password', log });
        expect(await accounts.verify('admin', 'first admin password')).toBe(true);
        await ensureAdminAccount(accounts, { dataDir, configuredPassword: 'second admin password', log });
        expect(await accounts.verify('admin', 'first admin password')).toBe(false);
        expect(await accounts.verify('admin', 'second admin password')).toBe(true);
        await ensureAdminAccount(accounts, { dataDir, log });
        expect(await accounts.verify('admin', 'second admin password')).toBe(true);
        expect(printed).toEqual([]);

        await accounts.remove('admin', metadata());
        await writeFile(join(dataDir, ADMIN_PASSWORD_FILE), `${await hash('password from the file', ARGON2_OPTIONS)}\n`, { mode: 0o600 });
        await ensureAdminAccount(accounts, { dataDir, log });
        expect(await accounts.verify('admin', 'password from the file')).toBe(true);

        await accounts.remove('admin', metadata());
        await rm(join(dataDir, ADMIN_PASSWORD_FILE));
        await ensureAdminAccount(accounts, { dataDir, log });
        const generated = /shown once\): (\S+)$/.exec(printed.find((line) => line.includes('shown once')) ?? '')?.[1];
        expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
        expect(await accounts.verify('admin', generated!)).toBe(true);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });

  it('the sign-in throttle counts attempts from every process', async () => {
    await db.query('DELETE FROM sign_in_limits');
    const options = { db, attemptsPerClient: 4, failuresOverall: 6, windowSeconds: 60 };
    const processA = new LoginThrottle(options);
    const processB = new LoginThrottle(options);
    expect(await processA.admit('198.51.100.1')).toMatchObject({ allowed: true });
    expect(await processB.admit('198.51.100.1')).toMatchObject({ allowed: true });
    expect(await processA.admit('198.51.100.1')).toMatchObject({ allowed: true });
    expect(await processB.admit('198.51.100.1')).toMatchObject({ allowed: true });
    expect(await processA.admit('198.51.100.1')).toMatchObject({ allowed: false });
    // the global cap on failures: two more from other addresses, then everyone waits
    expect(await processB.admit('198.51.100.2')).toMatchObject({ allowed: true });
    expect(await processA.admit('198.51.100.3')).toMatchObject({ allowed: true });
    expect(await processB.admit('198.51.100.4')).toMatchObject({ allowed: false });
    const stored = JSON.stringify(await db.query('SELECT key FROM sign_in_limits'));
    expect(stored).toContain('attempts:');
    expect(stored).not.toMatch(/198\.51\.100/);
    processA.close();
    processB.close();
  });

  it('a client that signed in right through one process is not locked out by the cap of all clients in another', async () => {
    await db.query('DELETE FROM sign_in_limits');
    const options = { db, failuresOverall: 3, windowSeconds: 60 };
    const processA = new LoginThrottle(options);
    const processB = new LoginThrottle(options);
    expect(await processA.admit('192.0.2.7')).toMatchObject({ allowed: true });
    await processA.succeeded('192.0.2.7');
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect(await processB.admit(address)).toMatchObject({ allowed: true });
    expect(await processB.admit('198.51.100.4')).toMatchObject({ allowed: false });
    expect(await processB.admit('192.0.2.7')).toEqual({ allowed: true, delayMs: 0 });
    processA.close();
    processB.close();
  });

  it("the sign-in throttle's cleanup deletes the counters that expired over an hour ago and keeps the rest", async () => {
    await db.query('DELETE FROM sign_in_limits');
    const throttle = new LoginThrottle({ db });
    await throttle.admit('198.51.100.5');
    const now = Date.now();
    await db.query('INSERT INTO sign_in_limits (key, points, expire) VALUES ($1, 1, $2), ($3, 1, $4)', ['expired-2h', now - 2 * 60 * MINUTE, 'expired-30min', now - 30 * MINUTE]);
    await throttle.clearExpired(now);
    throttle.close();
    const kept = (await db.query<{ key: string }>('SELECT key FROM sign_in_limits')).map((row) => row.key);
    expect(kept).toContain('expired-30min');
    expect(kept).not.toContain('expired-2h');
    expect(kept.filter((key) => key.startsWith('attempts:'))).toHaveLength(1);
  });
});
