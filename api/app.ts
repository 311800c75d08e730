import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { LogFollower } from '../events/store/logFollower.ts';
import { CatalogReadModel } from '../events/readModels/catalogReadModel.ts';
import { EventStore } from '../events/store/store.ts';
import { openDatabase, type Database } from '../prisma/database.ts';
import { applyMigrations } from '../prisma/migrate.ts';
import { seedCatalog } from '../seed/seedCatalog.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { scheduleAnalyticsRetention, type AnalyticsRetention } from './analytics/retentionSchedule.ts';
import { AnalyticsService } from './analytics/service.ts';
import { AssetService } from './assets/service.ts';
import { catalogDirectory } from './assets/catalogFiles.ts';
import { AdminAccounts } from './auth/adminAccounts.ts';
import { ensureAdminAccount } from './auth/adminPassword.ts';
import { AdminSessions } from './auth/adminSessions.ts';
import { AuthService } from './auth/authService.ts';
import { LoginThrottle } from './auth/loginThrottle.ts';
import { endAdminSessionsOnAccountChanges } from './auth/sessionEvents.ts';
import { createGeneratedBudget } from './generation/generatedBudget.ts';
import { GenerationService } from './generation/service.ts';
import { ImageService } from './images/service.ts';
import { AppMetrics } from './metrics/appMetrics.ts';
import { PresenceService } from './presence/presenceService.ts';
import { RebuildService } from './eventLog/rebuildService.ts';
import { ChatService } from './semi/chatService.ts';
import { CreativeSessionService } from './creativeSessions/service.ts';
import { UsageService } from './usage/service.ts';
import { registry } from '../events/registry.ts';

/** Each module's service, created once per app: GraphQL resolvers and REST routes share it (and its limits). */
export interface Services {
  images: ImageService;
  creativeSessions: CreativeSessionService;
  analytics: AnalyticsService;
  usage: UsageService;
  assets: AssetService;
  generation: GenerationService;
  chat: ChatService;
  auth: AuthService;
  rebuild: RebuildService;
  presence: PresenceService;
}

/** Everything a request handler may need, built once at start. */
export interface App {
  config: Config;
  logger: Logger;
  db: Database;
  store: EventStore;
  services: Services;
  /** Committed events, in order, for live subscriptions (across processes on PostgreSQL). */
  live: LogFollower;
  /** ANALYTICS_RETENTION_DAYS: compaction at start and daily. */
  retention: AnalyticsRetention;
  /** What GET /metrics reports (api/metrics/). */
  metrics: AppMetrics;
  close(): Promise<void>;
}

export async function createApp(config: Config, logger: Logger): Promise<App> {
  const dataDir = resolve(config.DATA_DIR);
  const db = await openDatabase({ dataDir, databaseUrl: config.DATABASE_URL });
  try {
    const applied = await applyMigrations(db);
    logger.info({ database: db.kind, applied }, applied.length ? 'migrations applied' : 'database schema up to date');
    const store = new EventStore(db, registry);
    if (config.SEED_CATALOG) {
      const seeded = await seedCatalog(store, new Date().toISOString());
      if (seeded) logger.info({ events: seeded }, 'catalog seeded');
    }
    const sessions = new AdminSessions(db);
    const accounts = new AdminAccounts(db, store, sessions);
    await ensureAdminAccount(accounts, { dataDir, configuredPassword: config.ADMIN_PASSWORD, log: (message) => console.log(message) });
    const live = new LogFollower(db, registry, (error) => logger.warn({ err: error }, 'live event delivery paused; retrying'));
    const metrics = new AppMetrics(cluster.worker ? String(cluster.worker.id) : 'main', { db, store, follower: live });
    // Subscribed first: every later subscriber of a batch reads read models that already hold it.
    const catalog = await CatalogReadModel.load(db, live, () => live.start(store.bus));
    const stopEndingSessions = endAdminSessionsOnAccountChanges(live, sessions);
    const services: Services = {
      images: new ImageService(store, catalog, { directory: catalogDirectory({ config }) }),
      creativeSessions: new CreativeSessionService(store, catalog),
      analytics: new AnalyticsService(store, db),
      usage: new UsageService(catalog, store, logger),
      assets: new AssetService(db, store, logger, catalogDirectory({ config })),
      generation: new GenerationService(config, store, createGeneratedBudget(config, logger)),
      chat: new ChatService(store, logger),
      auth: new AuthService(accounts, sessions, new LoginThrottle({ db }), store),
      rebuild: new RebuildService(db, store, logger),
      presence: new PresenceService(db, (error) => logger.warn({ err: error }, 'admin presence check failed; retrying')),
    };
    await services.presence.start();
    const retention = scheduleAnalyticsRetention({ days: config.ANALYTICS_RETENTION_DAYS, db, bus: store.bus, logger });
    const close = async () => {
      await retention.stop();
      metrics.stop();
      stopEndingSessions();
      await services.rebuild.settled();
      sessions.stop();
      await services.presence.stop();
      await live.stop();
      catalog.stop();
      await db.close();
    };
    return { config, logger, db, store, services, live, retention, metrics, close };
  } catch (error) {
    await db.close();
    throw error;
  }
}
