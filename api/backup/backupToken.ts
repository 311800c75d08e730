import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * How `npm run backup` reaches a running server that holds the embedded database: it writes a fresh
 * random token into DATA_DIR/backup.token (readable by its owner only) and sends it; the server compares it
 * with the file. Whoever may write in DATA_DIR holds the database files anyway, so this grants nothing new.
 */
export const BACKUP_TOKEN_HEADER = 'x-backup-token';

const tokenFile = (dataDir: string) => join(resolve(dataDir), 'backup.token');

/** Writes a new token (replacing one a killed backup left) and returns it with the function that removes it. */
export function issueBackupToken(dataDir: string): { token: string; revoke(): void } {
  const token = randomBytes(32).toString('base64url');
  const file = tokenFile(dataDir);
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return {
    token,
    revoke() {
      try {
        if (readFileSync(file, 'utf8').trim() === token) unlinkSync(file);
      } catch {}
    },
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the token a request sent is the one in DATA_DIR/backup.token (compared in constant time). */
export function isBackupToken(dataDir: string, sent: unknown): boolean {
  if (typeof sent !== 'string' || sent.length === 0) return false;
  let stored: string;
  try {
    stored = readFileSync(tokenFile(dataDir), 'utf8').trim();
  } catch {
    return false;
  }
  return stored.length > 0 && timingSafeEqual(digest(stored), digest(sent));
}
