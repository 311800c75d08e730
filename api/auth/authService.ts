import { DEFAULT_ADMIN_ACCOUNT } from '../../events/admin/accountName.ts';
import { adminDecider } from '../../events/admin/decide.ts';
import { adminStream } from '../../events/admin/events.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import { handleCommand } from '../../events/store/handleCommand.ts';
import type { EventStore } from '../../events/store/store.ts';
import { UserError } from '../errors.ts';
import { accountName, MAX_PASSWORD_LENGTH, type AdminAccounts } from './adminAccounts.ts';
import { bearerToken, type AdminIdentity, type AdminSessions } from './adminSessions.ts';
import { sleep, type LoginThrottle } from './loginThrottle.ts';

export type LoginResult = { success: true; sessionId: string; account: string } | { success: false };

/** Admin sign-in: name and password check with throttling, session tokens, sign-in and sign-out recorded as events. */
export class AuthService {
  constructor(
    readonly accounts: AdminAccounts,
    readonly sessions: AdminSessions,
    readonly throttle: LoginThrottle,
    private readonly store: EventStore,
  ) {}

  /** A missing name means the account `admin` (the specification's body is the password alone). */
  async login(name: unknown, password: unknown, ip: string, metadata: EventMetadata): Promise<LoginResult> {
    const account = name === undefined || name === null ? DEFAULT_ADMIN_ACCOUNT : accountName(name);
    if (typeof password !== 'string' || password.length === 0) throw new UserError(400, 'password: required');
    if (password.length > MAX_PASSWORD_LENGTH) throw new UserError(400, 'password: must be at most 1,024 characters');
    const decision = await this.throttle.admit(ip);
    if (!decision.allowed) {
      throw new UserError(429, `too many sign-in attempts; try again in ${decision.retryAfterSeconds} s`);
    }
    if (decision.delayMs > 0) await sleep(decision.delayMs);
    const passwordHash = await this.accounts.check(account, password);
    if (passwordHash === null) return { success: false };
    // The account may have been given a new password or removed since the check: then no session.
    const issued = await this.sessions.issueIfUnchanged(account, passwordHash);
    if (!issued) return { success: false };
    await this.throttle.succeeded(ip);
    const { token } = issued;
    await handleCommand(this.store, adminStream, adminDecider, { type: 'RecordAdminLogin', account }, { metadata: { ...metadata, actor: `admin:${account}` } });
    return { success: true, sessionId: token, account };
  }

  async logout(authorization: string | undefined, metadata: EventMetadata): Promise<{ success: true }> {
    const revoked = await this.sessions.revoke(bearerToken(authorization));
    if (!revoked) throw new UserError(401, 'no active admin session');
    await handleCommand(this.store, adminStream, adminDecider, { type: 'RecordAdminLogout', account: revoked.account }, {
      metadata: { ...metadata, actor: `admin:${revoked.account}` },
    });
    return { success: true };
  }

  identify(authorization: string | undefined): Promise<AdminIdentity | null> {
    return this.sessions.verify(bearerToken(authorization));
  }

  identifyToken(token: unknown): Promise<AdminIdentity | null> {
    return this.sessions.verify(token);
  }
}
