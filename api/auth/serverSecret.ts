import { randomBytes } from 'node:crypto';
import type { SqlExecutor } from '../../prisma/database.ts';

/** The named secret every process shares: created by the first process that asks, read by the others. */
export async function serverSecret(db: SqlExecutor, name: string): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return Buffer.from(row!.value, 'base64url');
}
