import type { FastifyInstance } from 'fastify';
import { createApp, type App } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { createLogger } from '../../api/logger.ts';
import { buildServer } from '../../api/server.ts';
import type { DatabaseKind } from '../../prisma/database.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';

export const ADMIN_PASSWORD = 'correct horse battery staple';

/** The whole server in-process on a fresh database of the given kind (requests via fastify.inject). */
export async function startTestApp(kind: DatabaseKind, env: Record<string, string> = {}) {
  // Migrated already (a copy of the run's template): createApp finds the schema up to date.
  const test: TestDatabase = await createTestDatabase(kind, { migrated: true });
  const config = loadConfig({
    DATA_DIR: test.dataDir,
    DATABASE_URL: test.url,
    ADMIN_PASSWORD,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
    ...env,
  });
  const app: App = await createApp(config, createLogger(config));
  const server: FastifyInstance = await buildServer(app);
  await server.ready();
  return {
    app,
    server,
    dataDir: test.dataDir,
    /** Events in the log, or of one type. */
    async eventCount(type?: string): Promise<number> {
      const [row] = type
        ? await app.db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM events WHERE type = $1', [type])
        : await app.db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM events');
      return Number(row!.n);
    },
    async graphql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      const response = await server.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
      return response.json() as { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
    },
    async login(): Promise<string> {
      const response = await server.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: ADMIN_PASSWORD } });
      return response.json().sessionId;
    },
    /** Listens on a free loopback port (for WebSocket clients); returns the base URL. */
    async listen(): Promise<string> {
      return server.listen({ port: 0, host: '127.0.0.1' });
    },
    async close() {
      await server.close();
      await app.close();
      await test.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
