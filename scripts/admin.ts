/**
 * `npm run admin -- add <name> | list | remove <name> | passwd <name>`: the administrator accounts.
 * A new password is asked for (hidden, twice) on a terminal, or read from the first line of standard
 * input otherwise (`printf '%s\n' "$PASSWORD" | npm run admin -- add alice`). Exit status 1 on any error.
 */
import { read } from 'read';
import { loadConfig } from '../api/config.ts';
import { accountName, AdminAccounts } from '../api/auth/adminAccounts.ts';
import { AdminSessions } from '../api/auth/adminSessions.ts';
import { UserError } from '../api/errors.ts';
import type { EventMetadata } from '../events/store/eventType.ts';
import { EventStore } from '../events/store/store.ts';
import { applyMigrations } from '../prisma/migrate.ts';
import { openCliDatabase } from './openCliDatabase.ts';
import { registry } from '../events/registry.ts';

const USAGE = 'usage: npm run admin -- add <name> | list | remove <name> | passwd <name>';
/** New passwords of named accounts; ADMIN_PASSWORD is the operator's own choice and not checked here. */
const MIN_PASSWORD_LENGTH = 12;

class CommandError extends Error {}

const [command, name, ...extra] = process.argv.slice(2);
const needsName = command === 'add' || command === 'remove' || command === 'passwd';

function checkArguments(): void {
  if (command !== 'list' && !needsName) throw new CommandError(command ? `unknown command '${command}'\n${USAGE}` : USAGE);
  if (needsName && !name) throw new CommandError(`name: required\nusage: npm run admin -- ${command} <name>`);
  if (needsName) accountName(name);
  if (extra.length || (command === 'list' && name)) throw new CommandError(`too many arguments\n${USAGE}`);
}

async function newPassword(account: string): Promise<string> {
  const password = process.stdin.isTTY ? await askTwice(account) : await firstLineOfInput();
  if (password.length < MIN_PASSWORD_LENGTH) throw new CommandError(`password: use at least ${MIN_PASSWORD_LENGTH} characters`);
  return password;
}

async function askTwice(account: string): Promise<string> {
  const password = await read({ prompt: `New password for ${account}: `, silent: true, replace: '*' });
  const again = await read({ prompt: 'Once more: ', silent: true, replace: '*' });
  if (password !== again) throw new CommandError('the two passwords differ; nothing changed');
  return password;
}

async function firstLineOfInput(): Promise<string> {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const [line = ''] = input.split(/\r?\n/);
  if (!line) throw new CommandError('password: required (on standard input, or run the command in a terminal to be asked)');
  return line;
}

async function run(accounts: AdminAccounts): Promise<string> {
  const metadata = (): EventMetadata => ({ actor: 'system:admin-command', requestId: 'admin-command', time: new Date().toISOString() });
  switch (command) {
    case 'list': {
      const list = await accounts.list();
      if (!list.length) return "No administrator accounts. The next start creates 'admin' (or set ADMIN_PASSWORD).";
      const width = Math.max(4, ...list.map((account) => account.name.length));
      return [
        `${'name'.padEnd(width)}  added                     password changed`,
        ...list.map((account) => `${account.name.padEnd(width)}  ${account.createdAt.toISOString()}  ${account.passwordChangedAt.toISOString()}`),
      ].join('\n');
    }
    case 'add':
      if (await accounts.exists(name!)) throw new UserError(409, `administrator account ${name} already exists`);
      await accounts.add(name, await newPassword(name!), metadata());
      return `Added administrator account '${name}'.`;
    case 'remove':
      await accounts.remove(name, metadata());
      return `Removed administrator account '${name}'; its sessions are signed out.`;
    case 'passwd':
      if (!(await accounts.exists(name!))) throw new UserError(404, `administrator account ${name} not found`);
      await accounts.changePassword(name, await newPassword(name!), metadata());
      return `Changed the password of '${name}'; its sessions are signed out.`;
    default:
      throw new CommandError(USAGE);
  }
}

let failed = false;
try {
  checkArguments();
} catch (error) {
  if (!(error instanceof CommandError || error instanceof UserError)) throw error;
  console.error((error as Error).message);
  process.exit(1);
}
const db = await openCliDatabase(loadConfig());
try {
  await applyMigrations(db);
  const store = new EventStore(db, registry);
  console.log(await run(new AdminAccounts(db, store, new AdminSessions(db))));
} catch (error) {
  if (!(error instanceof CommandError || error instanceof UserError)) throw error;
  console.error(error.message);
  failed = true;
} finally {
  await db.close();
}
// Exit explicitly, after closing: closing PGlite resets process.exitCode, and on PostgreSQL a pool the
// migration runner opened keeps the process alive for its 10 s idle timeout.
process.exit(failed ? 1 : 0);
