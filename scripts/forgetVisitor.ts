/**
 * `npm run events:forget -- --visitor <sessionId>`: removes every trace of one analytics session from the
 * log, the read models and later exports (events/analytics/forget.ts). On PGlite run it with the server
 * stopped (the data directory belongs to one process); on PostgreSQL while the site runs.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/config.ts';
import { forgetVisitor } from '../events/analytics/forget.ts';
import { NotFoundError } from '../events/store/errors.ts';
import { applyMigrations } from '../prisma/migrate.ts';
import { openCliDatabase } from './openCliDatabase.ts';

let sessionId: string;
try {
  const { values } = parseArgs({ options: { visitor: { type: 'string' } } });
  sessionId = (values.visitor ?? '').trim();
  if (!sessionId || sessionId.length > 120) throw new Error('usage: npm run events:forget -- --visitor <sessionId> (1 to 120 characters)');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const config = loadConfig();
let failed = false;
const db = await openCliDatabase(config);
try {
  await applyMigrations(db);
  const result = await forgetVisitor(db, sessionId, { actor: 'system:cli', time: new Date().toISOString() });
  console.log(`forgot the session: ${result.visits} visits, ${result.events} events erased`);
} catch (error) {
  console.error(error instanceof NotFoundError ? `no analytics session ${sessionId} in the log` : (error as Error).message);
  failed = true;
} finally {
  await db.close();
}
// Exit explicitly, after closing (see scripts/exportEvents.ts).
process.exit(failed ? 1 : 0);
