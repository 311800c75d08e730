import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

export interface AdminPassword {
  /** Constant-time check of a login attempt; anything that is not a non-empty string is simply wrong. */
  verify(candidate: unknown): Promise<boolean>;
}

export interface LoadAdminPasswordOptions {
  dataDir: string;
  configuredPassword?: string;
  log: (message: string) => void;
}

/** File (inside DATA_DIR) holding the Argon2id hash of the generated admin password; never the password. */
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

/**
 * Resolves the admin password at start-up.
 * ADMIN_PASSWORD (if configured) wins and is only hashed in memory. Otherwise the hash stored in
 * DATA_DIR/admin-password.argon2 is used, and on the very first start a random password is generated,
 * its hash stored there (mode 0600) and the password itself printed once through `log`.
 */
export async function loadAdminPassword(options: LoadAdminPasswordOptions): Promise<AdminPassword> {
  const file = path.join(options.dataDir, ADMIN_PASSWORD_FILE);

  if (options.configuredPassword !== undefined && options.configuredPassword !== '') {
    if (await exists(file)) {
      options.log(`ADMIN_PASSWORD is set; ignoring the stored admin password hash in ${file}`);
    }
    return verifierFor(await hash(options.configuredPassword, ARGON2_OPTIONS));
  }

  const stored = await readStoredHash(file, options.log);
  if (stored !== undefined) return verifierFor(stored);

  const password = randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
  const encoded = await hash(password, ARGON2_OPTIONS);
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': never overwrite a hash another process may have written in the meantime.
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(`${encoded}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (isErrno(error, 'EEXIST')) {
      const winner = await readStoredHash(file, options.log);
      if (winner !== undefined) return verifierFor(winner);
    }
    throw error;
  }
  options.log(`Generated admin password (shown once): ${password}`);
  options.log(`Only its Argon2id hash is stored in ${file}; delete that file or set ADMIN_PASSWORD to change it.`);
  return verifierFor(encoded);
}

function verifierFor(encoded: string): AdminPassword {
  return {
    async verify(candidate: unknown): Promise<boolean> {
      if (typeof candidate !== 'string' || candidate.length === 0) return false;
      try {
        return await verify(encoded, candidate);
      } catch {
        return false;
      }
    },
  };
}

/** The stored hash, or undefined when there is no file. A file that is not an Argon2id hash stops the start. */
async function readStoredHash(file: string, log: (message: string) => void): Promise<string | undefined> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
  const encoded = content.trim();
  if (!isArgon2idHash(encoded)) {
    throw new Error(
      `${file} does not contain an Argon2id hash; delete it to generate a new admin password, or set ADMIN_PASSWORD`,
    );
  }
  const { mode } = await stat(file);
  if ((mode & 0o077) !== 0) {
    log(`Warning: ${file} is readable by other users (mode ${(mode & 0o777).toString(8)}); chmod 600 it`);
  }
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

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
