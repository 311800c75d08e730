import cluster from 'node:cluster';
import { DataDirInUseError } from '../prisma/dataDirLock.ts';
import { createApp, type App } from './app.ts';
import { superviseWorkers } from './cluster/supervisor.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { buildServer } from './server.ts';
import { renderCatalogOnStart } from './assets/startup.ts';
import { clientBuildDir } from './site/clientBuild.ts';
import { JOURNEY_ROUTE, seededJourneyIsCurrent } from './site/journeyPrerender.ts';
import { registerStaticSite } from './site/staticSite.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const baseLogger = createLogger(config);

/** Opens the database and does the start-up work: migrations, seeding, the admin account (createApp). */
async function openApp(logger: Logger): Promise<App> {
  return createApp(config, logger).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
}

const renderCatalog = (app: App) =>
  renderCatalogOnStart(app).catch((error) => app.logger.error({ err: error }, 'catalog rendering failed; Auto-Repair can retry'));

/** One server process: the whole site on PORT, stopped cleanly by SIGTERM or SIGINT. */
async function serve(app: App): Promise<void> {
  const server = await buildServer(app);
  if (config.NODE_ENV === 'production') {
    await registerStaticSite(server, {
      root: clientBuildDir,
      prerenderIsCurrent: (route) => route !== JOURNEY_ROUTE || seededJourneyIsCurrent(app.services.images.publicCatalog()),
    });
  }

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await server.close();
      await app.close();
    } finally {
      process.exit(0);
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await server.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    app.logger.error({ err: error }, 'could not start the server');
    await app.close();
    process.exit(1);
  }
}

if (cluster.isWorker) {
  // Forked by the primary below, which has already migrated, seeded and rendered the catalog.
  await serve(await openApp(baseLogger.child({ worker: cluster.worker!.id })));
} else if (config.WORKERS === 1) {
  const app = await openApp(baseLogger);
  await serve(app);
  // Beside the server: a file asked for before its image is rendered is rendered first (api/media/mediaRoute.ts).
  if (config.CATALOG_RENDER_AT_START) void renderCatalog(app);
} else {
  // The start-up work runs once, here, before any worker exists; then the workers find it done.
  const app = await openApp(baseLogger);
  if (config.CATALOG_RENDER_AT_START) await renderCatalog(app);
  await app.close();
  process.exit(await superviseWorkers({ workers: config.WORKERS, logger: baseLogger }));
}
