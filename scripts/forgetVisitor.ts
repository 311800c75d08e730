/**
 * `npm run events:forget -- --visitor <sessionId>`: removes every trace of one analytics session from the
 * log, the read models and later exports (events/analytics/forget.ts). `--email <address>` instead erases
 * every team-inbox question sent with that address (events/teamInbox/erase.ts). On PGlite run it with the
 * server stopped (the data directory belongs to one process); on PostgreSQL while the site runs.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/config.ts';
import { forgetVisitor } from '../events/analytics/forget.ts';
import { NotFoundError } from '../events/store/errors.ts';
import { forgetTeamQuestionsByEmail } from '../events/teamInbox/erase.ts';
import { applyMigrations } from '../prisma/migrate.ts';
import { openCliDatabase } from './openCliDatabase.ts';

let sessionId: string;
let email: string;
try {
  const { values } = parseArgs({ options: { visitor: { type: 'string' }, email: { type: 'string' } } });
  sessionId = (values.visitor ?? '').trim();
  email = (values.email ?? '').trim().toLowerCase();
  if ((!sessionId && !email) || (sessionId && email) || sessionId.length > 120 || email.length > 254) {
    throw new Error('usage: npm run events:forget -- --visitor <sessionId> (1 to 120 characters) | --email <address>');
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const config = loadConfig();
let failed = false;
const db = await openCliDatabase(config);
try {
  await applyMigrations(db);
  const metadata = { actor: 'system:cli', time: new Date().toISOString() };
  if (email) {
    const questions = await forgetTeamQuestionsByEmail(db, email, metadata);
    console.log(`forgot the email address: ${questions} team-inbox questions erased`);
  } else {
    const result = await forgetVisitor(db, sessionId, metadata);
    console.log(`forgot the session: ${result.visits} visits, ${result.events} events erased`);
  }
} catch (error) {
  console.error(error instanceof NotFoundError ? `no analytics session ${sessionId} in the log` : (error as Error).message);
  failed = true;
} finally {
  await db.close();
}
// Exit explicitly, after closing (see scripts/exportEvents.ts).
process.exit(failed ? 1 : 0);
