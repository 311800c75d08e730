import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseOptions, type Algorithm, type Options } from '@node-rs/argon2';
import { DEFAULT_ADMIN_ACCOUNT } from '../../events/admin/accountName.ts';
import { AlreadyExistsError } from '../../events/store/errors.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import type { AdminAccounts } from './adminAccounts.ts';

export interface EnsureAdminAccountOptions {
  dataDir: string;
  configuredPassword?: string;
  log: (message: string) => void;
}

/** File (inside DATA_DIR) where installs before named accounts kept the Argon2id hash of the generated admin password. */
export const ADMIN_PASSWORD_FILE = 'admin-password.argon2';

/** `Algorithm.Argon2id`; the package ships it as an ambient const enum, which `isolatedModules` cannot read. */
const ARGON2ID = 2 as Algorithm;

/** OWASP minimum for Argon2id: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** 18 random bytes → 24 base64url characters (144 bits). */
const GENERATED_PASSWORD_BYTES = 18;

const startMetadata = (): EventMetadata => ({ actor: 'system:start', requestId: 'start', time: new Date().toISOString() });

/**
 * Makes sure someone can sign in, at start-up:
 * - ADMIN_PASSWORD (if configured) is the password of the account `admin`: added when missing, changed
 *   when it differs from the stored hash (which signs out that account's sessions).
 * - Otherwise, when there is no account yet: the hash kept by an older install in
 *   DATA_DIR/admin-password.argon2 becomes the account `admin`, or else a random password is generated
 *   for `admin` and printed once through `log` (only its hash is stored).
 */
export async function ensureAdminAccount(accounts: AdminAccounts, options: EnsureAdminAccountOptions): Promise<void> {
  const file = path.join(options.dataDir, ADMIN_PASSWORD_FILE);
  if (options.configuredPassword !== undefined && options.configuredPassword !== '') {
    await ensurePassword(accounts, options.configuredPassword);
    return;
  }
  if ((await accounts.list()).length > 0) return;

  const stored = await readStoredHash(file, options.log);
  if (stored !== undefined) {
    await ignoringRace(accounts.addWithHash(DEFAULT_ADMIN_ACCOUNT, stored, startMetadata()));
    options.log(`The admin password hash in ${file} is now the account '${DEFAULT_ADMIN_ACCOUNT}' (the file is no longer read).`);
    return;
  }
  const password = randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
  if (!(await ignoringRace(accounts.add(DEFAULT_ADMIN_ACCOUNT, password, startMetadata())))) return;
  options.log(`Generated password of the account '${DEFAULT_ADMIN_ACCOUNT}' (shown once): ${password}`);
  options.log("Only its Argon2id hash is stored; change it with 'npm run admin -- passwd admin' or set ADMIN_PASSWORD.");
}

async function ensurePassword(accounts: AdminAccounts, password: string): Promise<void> {
  if (!(await accounts.exists(DEFAULT_ADMIN_ACCOUNT))) {
    if (await ignoringRace(accounts.add(DEFAULT_ADMIN_ACCOUNT, password, startMetadata()))) return;
  }
  // Another process starting with the same ADMIN_PASSWORD may have set it meanwhile.
  if (!(await accounts.verify(DEFAULT_ADMIN_ACCOUNT, password))) {
    await accounts.changePassword(DEFAULT_ADMIN_ACCOUNT, password, startMetadata());
  }
}

/** False when another process added the account first. */
async function ignoringRace(adding: Promise<void>): Promise<boolean> {
  try {
    await adding;
    return true;
  } catch (error) {
    if (error instanceof AlreadyExistsError) return false;
    throw error;
  }
}

/** The stored hash, or undefined when there is no file. A file that is not an Argon2id hash stops the start. */
async function readStoredHash(file: string, log: (message: string) => void): Promise<string | undefined> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const encoded = content.trim();
  if (!isArgon2idHash(encoded)) {
    throw new Error(`${file} does not contain an Argon2id hash; delete it to generate a new admin password, or set ADMIN_PASSWORD`);
  }
  const { mode } = await stat(file);
  if ((mode & 0o077) !== 0) log(`Warning: ${file} is readable by other users (mode ${(mode & 0o777).toString(8)}); chmod 600 it`);
  return encoded;
}

function isArgon2idHash(encoded: string): boolean {
  if (!encoded.startsWith('$argon2id$')) return false;
  try {
    parseOptions(encoded);
    return true;
  } catch {
    return false;
  }
}
