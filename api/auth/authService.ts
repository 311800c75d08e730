import { adminDecider } from '../../events/admin/decide.ts';
import { adminStream } from '../../events/admin/events.ts';
import type { EventMetadata } from '../../events/eventType.ts';
import { handleCommand } from '../../events/handleCommand.ts';
import type { EventStore } from '../../events/store.ts';
import { UserError } from '../errors.ts';
import type { AdminPassword } from './adminPassword.ts';
import { AdminSessions, bearerToken, type AdminIdentity } from './adminSessions.ts';
import { LoginThrottle, sleep } from './loginThrottle.ts';

export type LoginResult = { success: true; sessionId: string } | { success: false };

/** Admin sign-in: password check with throttling, session tokens, login and logout recorded as events. */
export class AuthService {
  readonly sessions: AdminSessions;
  readonly throttle: LoginThrottle;

  constructor(
    private readonly password: AdminPassword,
    private readonly store: EventStore,
    options: { sessions?: AdminSessions; throttle?: LoginThrottle } = {},
  ) {
    this.sessions = options.sessions ?? new AdminSessions();
    this.throttle = options.throttle ?? new LoginThrottle();
  }

  async login(password: unknown, ip: string, metadata: EventMetadata): Promise<LoginResult> {
    if (typeof password !== 'string' || password.length === 0) throw new UserError(400, 'password: required');
    if (password.length > 1024) throw new UserError(400, 'password: must be at most 1,024 characters');
    const decision = await this.throttle.admit(ip);
    if (!decision.allowed) {
      throw new UserError(429, `too many sign-in attempts; try again in ${decision.retryAfterSeconds} s`);
    }
    if (decision.delayMs > 0) await sleep(decision.delayMs);
    if (!(await this.password.verify(password))) return { success: false };
    await this.throttle.succeeded(ip);
    const { token, tokenId } = this.sessions.issue();
    await handleCommand(this.store, adminStream, adminDecider, { type: 'RecordAdminLogin', tokenId }, { metadata: { ...metadata, actor: `admin:${tokenId}` } });
    return { success: true, sessionId: token };
  }

  async logout(authorization: string | undefined, metadata: EventMetadata): Promise<{ success: true }> {
    const revoked = this.sessions.revoke(bearerToken(authorization));
    if (!revoked) throw new UserError(401, 'no active admin session');
    await handleCommand(this.store, adminStream, adminDecider, { type: 'RecordAdminLogout', tokenId: revoked.tokenId }, {
      metadata: { ...metadata, actor: `admin:${revoked.tokenId}` },
    });
    return { success: true };
  }

  identify(authorization: string | undefined): AdminIdentity | null {
    return this.sessions.verify(bearerToken(authorization));
  }

  identifyToken(token: unknown): AdminIdentity | null {
    return this.sessions.verify(token);
  }
}
