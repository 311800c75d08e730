import { AlreadyExistsError, NotFoundError } from '../store/errors.ts';
import type { Decider, Decision, StatelessDecider } from '../store/handleCommand.ts';
import type { RecordedEvent } from '../store/eventType.ts';
import { AdminAccountAdded, AdminAccountRemoved, AdminLoggedIn, AdminLoggedOut, AdminPasswordChanged } from './events.ts';

/** The password check and the session tokens live in the auth code; the log records only who signed in or out. */
export type AdminCommand = { type: 'RecordAdminLogin'; account: string } | { type: 'RecordAdminLogout'; account: string };

export function decideAdmin(command: AdminCommand): Decision {
  switch (command.type) {
    case 'RecordAdminLogin':
      return [AdminLoggedIn({ account: command.account })];
    case 'RecordAdminLogout':
      return [AdminLoggedOut({ account: command.account })];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const adminDecider: StatelessDecider<AdminCommand> = { decide: decideAdmin };

/** Commands about one administrator account (its stream: adminAccountStream(name)). */
export type AdminAccountCommand =
  | { type: 'AddAdminAccount'; name: string }
  | { type: 'RemoveAdminAccount'; name: string }
  | { type: 'ChangeAdminPassword'; name: string };

export interface AdminAccountState {
  exists: boolean;
}

export function evolveAdminAccount(state: AdminAccountState, event: RecordedEvent): AdminAccountState {
  switch (event.type) {
    case AdminAccountAdded.type:
      return { exists: true };
    case AdminAccountRemoved.type:
      return { exists: false };
    default:
      return state;
  }
}

export function decideAdminAccount(command: AdminAccountCommand, state: AdminAccountState): Decision {
  switch (command.type) {
    case 'AddAdminAccount':
      return state.exists ? new AlreadyExistsError(`administrator account ${command.name}`) : [AdminAccountAdded({ name: command.name })];
    case 'RemoveAdminAccount':
      return state.exists ? [AdminAccountRemoved({ name: command.name })] : new NotFoundError(`administrator account ${command.name}`);
    case 'ChangeAdminPassword':
      return state.exists ? [AdminPasswordChanged({ name: command.name })] : new NotFoundError(`administrator account ${command.name}`);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const adminAccountDecider: Decider<AdminAccountCommand, AdminAccountState> = {
  initialState: () => ({ exists: false }),
  evolve: evolveAdminAccount,
  decide: decideAdminAccount,
};
