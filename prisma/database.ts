import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import postgres from 'postgres';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock.ts';
import { PGLITE_START_PARAMS, initPGliteDirectory } from './pgliteMemory.ts';
import { PGlitePreparedStatements } from './pglitePrepared.ts';
import { PrismaClient } from './generated/client/client.ts';

export type DatabaseKind = 'pglite' | 'postgresql';
export type Row = Record<string, unknown>;

/** The one thing the event store needs from a connection: parameterised SQL returning rows. */
export interface SqlExecutor {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * How busy one connection pool is (for metrics). `store` is the event store's (postgres.js, or the one
 * PGlite connection, counted over this module's query and transaction calls: PGlite also serves the
 * Prisma adapter, whose few queries are not counted); `prisma` is Prisma's pg pool on PostgreSQL.
 */
export interface PoolUse {
  pool: 'store' | 'prisma';
  max: number;
  /** Open connections, where the driver says (pg); undefined for postgres.js, which does not. */
  open: number | undefined;
  inUse: number;
  /** Calls waiting for a connection. */
  waiting: number;
}

export interface Database extends SqlExecutor {
  readonly kind: DatabaseKind;
  /** Runs fn in one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  readonly prisma: PrismaClient;
  readonly adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /** The server URL when kind is 'postgresql'. */
  readonly url?: string;
  /**
   * PostgreSQL only: LISTEN on a channel. onListen runs on every (re)connection of the listening
   * connection, so a follower can catch up on what it missed while disconnected.
   */
  listen?(channel: string, onNotify: (payload: string) => void, onListen: () => void): Promise<{ unlisten(): Promise<void> }>;
  poolUse(): PoolUse[];
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * DATA_DIR: the embedded database lives in its pglite/ folder, and this process holds the DATA_DIR's
   * lock (dataDirLock.ts) until close(). Without it or databaseUrl, an in-memory database.
   */
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL pool size for the event store. */
  poolSize?: number;
}

const INT8_OID = 20;
const exactInt8 = { parsers: { [INT8_OID]: (value: string) => BigInt(value) } };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPGlite(options.dataDir);
}

/** Counts calls in flight, so a pool without statistics can say how many connections they hold or wait for. */
function callsInFlight(max: number) {
  let inFlight = 0;
  return {
    async count<T>(call: () => Promise<T>): Promise<T> {
      inFlight += 1;
      try {
        return await call();
      } finally {
        inFlight -= 1;
      }
    },
    use: (open: number | undefined): PoolUse => ({ pool: 'store', max, open, inUse: Math.min(inFlight, max), waiting: Math.max(0, inFlight - max) }),
  };
}

async function openPGlite(dataDir: string | undefined): Promise<Database> {
  const options = { startParams: [...PGLITE_START_PARAMS] };
  if (!dataDir) return pgliteDatabase(new PGlite(options));
  const directory = resolve(dataDir);
  const pgliteDir = join(directory, 'pglite');
  mkdirSync(pgliteDir, { recursive: true });
  const lock = await acquireDataDirLock(directory);
  try {
    await initPGliteDirectory(pgliteDir);
    return await pgliteDatabase(new PGlite(pgliteDir, options), lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** A query reached a database after its close(), for example from a timer of a stopped app. */
class DatabaseClosedError extends Error {
  override name = 'DatabaseClosedError';
  constructor() {
    super('the database is closed');
  }
}

async function pgliteDatabase(pglite: PGlite, lock?: DataDirLock): Promise<Database> {
  await pglite.waitReady;
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  const prepared = new PGlitePreparedStatements(pglite, exactInt8.parsers);
  const calls = callsInFlight(1);
  let closed = false;
  return {
    kind: 'pglite',
    adapterFactory,
    prisma,
    query<T extends Row>(text: string, params: readonly unknown[] = []) {
      return calls.count(async () => {
        // A closed PGlite does not refuse a prepared statement: executing one spins in WebAssembly for good.
        if (closed) throw new DatabaseClosedError();
        if (params.length) return prepared.query<T>(text, params);
        return (await pglite.query<T>(text, [], exactInt8)).rows;
      });
    },
    transaction<T>(fn: (tx: SqlExecutor) => Promise<T>) {
      if (closed) return Promise.reject(new DatabaseClosedError());
      return calls.count(() =>
        pglite.transaction((tx) =>
          fn({
            async query<R extends Row>(text: string, params: readonly unknown[] = []) {
              if (params.length) return prepared.queryInTransaction<R>(text, params);
              return (await tx.query<R>(text, [], exactInt8)).rows;
            },
          }),
        ),
      );
    },
    poolUse: () => [calls.use(1)],
    async close() {
      if (closed) return;
      closed = true;
      await prisma.$disconnect();
      await pglite.close();
      // Only once the files are closed: a close that fails keeps the lock until this process ends.
      lock?.release();
    },
  };
}

/** A postgres.js client configured as the event store expects (exact int8, JSON passed through). */
export function createPostgresClient(url: string, max: number, options: postgres.Options<Record<string, postgres.PostgresType>> = {}) {
  return postgres(url, {
    max,
    types: {
      bigint: postgres.BigInt,
      // Callers pass JSON already serialised, as PGlite expects; do not encode it twice.
      json: {
        to: 114,
        from: [114, 3802],
        serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
        parse: (text: string) => JSON.parse(text),
      },
    },
    onnotice: () => undefined,
    connection: { application_name: 'chb-site' },
    ...options,
  });
}

/** Wraps a postgres.js client or transaction as an executor. */
export const postgresExecutor = (runner: postgres.Sql | postgres.TransactionSql): SqlExecutor => ({
  async query<T extends Row>(text: string, params: readonly unknown[] = []) {
    const rows = await runner.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });
    return rows as unknown as T[];
  },
});

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const sql = createPostgresClient(url, poolSize);
  await sql`select 1`;
  // Prisma's pool is made here rather than inside the adapter, so that its use can be read (poolUse).
  const prismaPool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a dropped database) is simply replaced; without a
  // listener the pool would throw it. The adapter listens only while connected, so the pool listens itself.
  prismaPool.on('error', () => undefined);
  const adapterFactory = new PrismaPg(prismaPool);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  const executor = postgresExecutor(sql);
  const calls = callsInFlight(poolSize);
  let closed = false;
  return {
    kind: 'postgresql',
    url,
    adapterFactory,
    prisma,
    query: (text, params) => calls.count(() => executor.query(text, params)),
    async listen(channel, onNotify, onListen) {
      const { unlisten } = await sql.listen(channel, onNotify, onListen);
      return { unlisten };
    },
    transaction<T>(fn: (tx: SqlExecutor) => Promise<T>) {
      return calls.count(async () => (await sql.begin((tx) => fn(postgresExecutor(tx)))) as T);
    },
    poolUse: () => [
      calls.use(undefined),
      {
        pool: 'prisma',
        max: poolSize,
        open: prismaPool.totalCount,
        inUse: prismaPool.totalCount - prismaPool.idleCount,
        waiting: prismaPool.waitingCount,
      },
    ],
    async close() {
      if (closed) return;
      closed = true;
      await prisma.$disconnect();
      await prismaPool.end();
      await sql.end({ timeout: 5 });
    },
  };
}
