import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../prisma/database.ts';

/** The database pools' use, read when scraped (see PoolUse in prisma/database.ts for what each pool counts). */
export function observeDatabasePools(registry: Registry, db: Database): void {
  const gauge = (name: string, help: string, value: (use: ReturnType<Database['poolUse']>[number]) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ['database', 'pool'] as const,
      registers: [registry],
      collect() {
        for (const use of db.poolUse()) {
          const measured = value(use);
          if (measured !== undefined) this.set({ database: db.kind, pool: use.pool }, measured);
        }
      },
    });
  gauge('chb_db_pool_max_connections', 'Most connections the pool opens (PGlite: its one connection).', (use) => use.max);
  gauge('chb_db_pool_open_connections', 'Connections open now, where the driver reports it (not postgres.js).', (use) => use.open);
  gauge('chb_db_pool_in_use_connections', 'Connections running a query or transaction now.', (use) => use.inUse);
  gauge('chb_db_pool_waiting', 'Queries and transactions waiting for a free connection.', (use) => use.waiting);
}
