/**
 * The server of workers.spec.ts, and the site behind nginx in proxy.spec.ts:
 * `api/main.ts` as `npm start` runs it, configured by the example production environment
 * (deploy/chb.env.example: WORKERS=2, TRUST_PROXY=127.0.0.1, the limits on) on a PostgreSQL database of
 * its own, serving the built client (dist/web: run `npx vite build` first). The database is named after
 * the port and recreated at start, so a killed run leaves at most one behind; SIGTERM stops the server
 * and drops it. Its blob store starts with the catalog's files rendered once for every test run
 * (tests/support/catalogCache.ts), as the integration tests' servers do: the start's catalog check finds
 * them all instead of rendering 54 images before the workers start. The server is the compiled one when
 * dist/server is current (`npm test` builds first), as `npm start` runs it.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { createBlobStore } from '../../media/createBlobStore.ts';
import { openDatabase } from '../../prisma/database.ts';
import { applyMigrations } from '../../prisma/migrate.ts';
import { readEnvironmentFile } from '../production/deployFiles.ts';
import { copyCatalogIntoStore, renderedCatalogCache } from '../support/catalogCache.ts';
import { serverCommand } from '../support/serverProcess.ts';

const port = process.env.PORT ?? '4180';
const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `e2e_workers_${port}`;
const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${name}`);
const dataDir = join(tmpdir(), `chb-e2e-workers-${port}`);
const root = fileURLToPath(new URL('../..', import.meta.url));

async function onServer(statement: string) {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end();
  }
}

await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await onServer(`CREATE DATABASE ${name}`);
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
const catalog = await renderedCatalogCache();
const db = await openDatabase({ databaseUrl, poolSize: 1 });
try {
  await applyMigrations(db);
  const blobs = createBlobStore({ kind: 'postgresql' }, { database: db });
  await copyCatalogIntoStore(catalog, blobs);
  await blobs.close();
} finally {
  await db.close();
}

const server = spawn(process.execPath, serverCommand(), {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...readEnvironmentFile(),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'e2e admin password',
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: '2',
    PORT: port,
  },
});

async function cleanUp() {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(`could not drop ${name}:`, error));
  await rm(dataDir, { recursive: true, force: true });
}

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  // Playwright signals the whole process group; the server may have its signal already.
  if (server.exitCode === null) server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

server.once('exit', (code, signal) => {
  void cleanUp().then(() => process.exit(stopping ? (code ?? 0) : 1));
  if (!stopping) console.error(`the WORKERS=2 server exited by itself (${signal ?? `status ${code}`})`);
});
