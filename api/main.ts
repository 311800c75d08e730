import { DataDirInUseError } from '../prisma/dataDirLock.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { buildServer } from './server.ts';
import { renderCatalogOnStart } from './assets/startup.ts';
import { clientBuildDir } from './site/clientBuild.ts';
import { registerStaticSite } from './site/staticSite.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger(config);
const app = await createApp(config, logger).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await renderCatalogOnStart(app).catch((error) => logger.error({ err: error }, 'catalog rendering failed; Auto-Repair can retry'));
const server = await buildServer(app);
if (config.NODE_ENV === 'production') {
  await registerStaticSite(server, { root: clientBuildDir });
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
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
  logger.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}
