import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { LogFollower } from '../events/store/logFollower.ts';
import { CatalogReadModel } from '../events/readModels/catalogReadModel.ts';
import { EventStore } from '../events/store/store.ts';
import { openDatabase, type Database } from '../prisma/database.ts';
import { applyMigrations } from '../prisma/migrate.ts';
import { seedCatalog } from '../seed/seedCatalog.ts';
import { seedKnowledge } from '../seed/seedKnowledge.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { scheduleAnalyticsRetention, type AnalyticsRetention } from './analytics/retentionSchedule.ts';
import { AnalyticsService } from './analytics/service.ts';
import { AssetService } from './assets/service.ts';
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
import { KnowledgeService } from './semi/knowledgeService.ts';
import { TeamInboxService } from './teamInbox/service.ts';
import { serverSecret } from './auth/serverSecret.ts';
import { blobStoreFor } from './media/blobStoreFor.ts';
import { CatalogFiles } from './media/catalogFiles.ts';
import { scheduleBlobCollection, type BlobCollection } from './media/blobCollection.ts';
import { MediaAccess } from './media/mediaAccess.ts';
import { MediaIndex } from './media/mediaIndex.ts';
import { MediaService } from './media/mediaService.ts';
import { configureSharp, imageLimitsSchema } from '../media/mediaSettings.ts';
import { ProcessingQueue } from '../media/processingQueue.ts';
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
  knowledge: KnowledgeService;
  teamInbox: TeamInboxService;
  auth: AuthService;
  rebuild: RebuildService;
  presence: PresenceService;
  media: MediaService;
  catalogFiles: CatalogFiles;
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
  /** Which images each blob belongs to (the media route's visibility check). */
  mediaIndex: MediaIndex;
  /** Signed links to files only administrators may see. */
  mediaAccess: MediaAccess;
  /** Deletes blobs no event names, at start and daily. */
  blobCollection: BlobCollection;
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
    // Semi's knowledge: from the markdown when the log holds none (after the catalog, which seeds only an empty log).
    const knowledgeSeeded = await seedKnowledge(store, new Date().toISOString());
    if (knowledgeSeeded) logger.info({ events: knowledgeSeeded }, "Semi's knowledge seeded");
    const sessions = new AdminSessions(db);
    const accounts = new AdminAccounts(db, store, sessions);
    await ensureAdminAccount(accounts, { dataDir, configuredPassword: config.ADMIN_PASSWORD, log: (message) => console.log(message) });
    const live = new LogFollower(db, registry, (error) => logger.warn({ err: error }, 'live event delivery paused; retrying'));
    const metrics = new AppMetrics(cluster.worker ? String(cluster.worker.id) : 'main', { db, store, follower: live });
    // Subscribed first: every later subscriber of a batch reads read models that already hold it.
    const catalog = await CatalogReadModel.load(db, live, () => live.start(store.bus));
    const stopEndingSessions = endAdminSessionsOnAccountChanges(live, sessions);
    configureSharp();
    const media = new MediaService({
      blobs: blobStoreFor(config, db),
      uploads: new ProcessingQueue({ maxWaiting: config.IMAGE_QUEUE_LENGTH }),
      renders: new ProcessingQueue({ maxWaiting: 100_000 }),
      limits: imageLimitsSchema.parse({ maxBytes: Math.round(config.IMAGE_MAX_MB * 1024 * 1024), maxPixels: Math.round(config.IMAGE_MAX_MEGAPIXELS * 1_000_000) }),
    });
    const { index: mediaIndex, stop: stopMediaIndex } = await MediaIndex.load(store, live);
    const mediaAccess = new MediaAccess(await serverSecret(db, 'media-links'));
    const catalogFiles = new CatalogFiles({ media, catalog, store, index: mediaIndex });
    const services: Services = {
      images: new ImageService(store, catalog, media),
      creativeSessions: new CreativeSessionService(store, catalog),
      analytics: new AnalyticsService(store, db),
      usage: new UsageService(catalog, store, logger),
      assets: new AssetService(catalogFiles, store, logger),
      generation: new GenerationService(config, store, createGeneratedBudget(config, logger)),
      chat: new ChatService(store, logger, { rateLimits: config.RATE_LIMITS, encoderQueue: config.SEMI_QUEUE_LENGTH }),
      knowledge: new KnowledgeService(store, db),
      auth: new AuthService(accounts, sessions, new LoginThrottle({ db }), store),
      rebuild: new RebuildService(db, store, logger),
      presence: new PresenceService(db, (error) => logger.warn({ err: error }, 'admin presence check failed; retrying')),
      media,
      catalogFiles,
      teamInbox: new TeamInboxService(store, db),
    };
    await services.presence.start();
    await services.chat.followKnowledge(db, live);
    const blobCollection = scheduleBlobCollection({ store, blobs: media.blobs, graceHours: config.BLOB_GRACE_HOURS, logger });
    const retention = scheduleAnalyticsRetention({ days: config.ANALYTICS_RETENTION_DAYS, db, bus: store.bus, logger });
    const close = async () => {
      await retention.stop();
      await blobCollection.stop();
      metrics.stop();
      stopEndingSessions();
      stopMediaIndex();
      await services.rebuild.settled();
      sessions.stop();
      services.auth.throttle.close();
      await services.presence.stop();
      await live.stop();
      catalog.stop();
      await media.blobs.close();
      await services.chat.close();
      await db.close();
    };
    return { config, logger, db, store, services, live, retention, metrics, mediaIndex, mediaAccess, blobCollection, close };
  } catch (error) {
    await db.close();
    throw error;
  }
}
