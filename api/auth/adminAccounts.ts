import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { accountNameSchema } from '../../events/admin/accountName.ts';
import { adminAccountDecider } from '../../events/admin/decide.ts';
import { adminAccountStream } from '../../events/admin/events.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import { handleCommand } from '../../events/store/handleCommand.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { SqlExecutor } from '../../prisma/database.ts';
import { UserError } from '../errors.ts';
import { ARGON2_OPTIONS } from './adminPassword.ts';
import type { AdminSessions } from './adminSessions.ts';

export interface AccountSummary {
  name: string;
  createdAt: Date;
  passwordChangedAt: Date;
}

export const MAX_PASSWORD_LENGTH = 1024;

/** The account name as given, or a 400 that says what a name may be. */
export function accountName(name: unknown): string {
  const parsed = accountNameSchema.safeParse(name);
  if (!parsed.success) throw new UserError(400, `name: ${parsed.error.issues[0]!.message}`);
  return parsed.data;
}

function password(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) throw new UserError(400, 'password: required');
  if (value.length > MAX_PASSWORD_LENGTH) throw new UserError(400, 'password: must be at most 1,024 characters');
  return value;
}

/**
 * Named administrator accounts. The Argon2id hashes are security state in admin_accounts; every change
 * is also an event on the account's stream (adminAccountStream), which names the account and nothing
 * else. Each change writes in the order that leaves no account usable that the log says is gone: an
 * addition is recorded before its hash is stored, a removal takes effect before it is recorded.
 */
export class AdminAccounts {
  #dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: SqlExecutor,
    private readonly store: EventStore,
    private readonly sessions: AdminSessions,
  ) {}

  async list(): Promise<AccountSummary[]> {
    const rows = await this.db.query<{ name: string; created_at: Date; password_changed_at: Date }>(
      'SELECT name, created_at, password_changed_at FROM admin_accounts ORDER BY name',
    );
    return rows.map((row) => ({ name: row.name, createdAt: new Date(row.created_at), passwordChangedAt: new Date(row.password_changed_at) }));
  }

  async exists(name: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM admin_accounts WHERE name = $1', [name])).length > 0;
  }

  async add(name: unknown, newPassword: unknown, metadata: EventMetadata): Promise<void> {
    await this.addWithHash(accountName(name), await hash(password(newPassword), ARGON2_OPTIONS), metadata);
  }

  /** Adds an account whose hash already exists (the password file of a single-administrator install). */
  async addWithHash(name: string, encoded: string, metadata: EventMetadata): Promise<void> {
    await handleCommand(this.store, adminAccountStream(name), adminAccountDecider, { type: 'AddAdminAccount', name }, { metadata });
    await this.db.query(
      `INSERT INTO admin_accounts (name, password_hash) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET password_hash = EXCLUDED.password_hash, password_changed_at = now()`,
      [name, encoded],
    );
  }

  /** Removes the account and ends its sessions in every process. */
  async remove(name: unknown, metadata: EventMetadata): Promise<void> {
    const valid = accountName(name);
    await this.#requireAccount(valid);
    await this.db.query('DELETE FROM admin_accounts WHERE name = $1', [valid]);
    await this.sessions.revokeAccount(valid);
    await handleCommand(this.store, adminAccountStream(valid), adminAccountDecider, { type: 'RemoveAdminAccount', name: valid }, { metadata });
  }

  /** Gives the account a new password and ends its sessions, so that whoever knew the old one is signed out. */
  async changePassword(name: unknown, newPassword: unknown, metadata: EventMetadata): Promise<void> {
    const valid = accountName(name);
    const encoded = await hash(password(newPassword), ARGON2_OPTIONS);
    await this.#requireAccount(valid);
    await this.db.query('UPDATE admin_accounts SET password_hash = $2, password_changed_at = now() WHERE name = $1', [valid, encoded]);
    await this.sessions.revokeAccount(valid);
    await handleCommand(this.store, adminAccountStream(valid), adminAccountDecider, { type: 'ChangeAdminPassword', name: valid }, { metadata });
  }

  /** Constant-time check; an unknown account takes as long as a wrong password. */
  async verify(name: string, candidate: string): Promise<boolean> {
    return (await this.check(name, candidate)) !== null;
  }

  /**
   * The same check, answering the hash the password matched (null when it did not): a sign-in hands it
   * to AdminSessions.issueIfUnchanged, so that its session is stored only while the account still has
   * that hash (a new password or a removal meanwhile leaves it without one).
   */
  async check(name: string, candidate: string): Promise<string | null> {
    const [row] = await this.db.query<{ password_hash: string }>('SELECT password_hash FROM admin_accounts WHERE name = $1', [name]);
    const encoded = row?.password_hash ?? (await this.#dummy());
    try {
      return (await verify(encoded, candidate)) && row !== undefined ? row.password_hash : null;
    } catch {
      return null;
    }
  }

  async #requireAccount(name: string): Promise<void> {
    if (!(await this.exists(name))) throw new UserError(404, `administrator account ${name} not found`);
  }

  #dummy(): Promise<string> {
    this.#dummyHash ??= hash(randomBytes(16).toString('base64url'), ARGON2_OPTIONS);
    return this.#dummyHash;
  }
}
