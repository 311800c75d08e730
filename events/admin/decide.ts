import type { Decision, StatelessDecider } from '../handleCommand.ts';
import { AdminLoggedIn, AdminLoggedOut } from './events.ts';

/** The password check and the session tokens live in the auth code; the log records only that a session began or ended. */
export type AdminCommand = { type: 'RecordAdminLogin'; tokenId: string } | { type: 'RecordAdminLogout'; tokenId: string };

export function decideAdmin(command: AdminCommand): Decision {
  switch (command.type) {
    case 'RecordAdminLogin':
      return [AdminLoggedIn({ tokenId: command.tokenId })];
    case 'RecordAdminLogout':
      return [AdminLoggedOut({ tokenId: command.tokenId })];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const adminDecider: StatelessDecider<AdminCommand> = { decide: decideAdmin };
