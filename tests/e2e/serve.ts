/**
 * Starts the whole site for the end-to-end tests exactly as api/main.ts does (app, catalog images,
 * server), plus the built web client on the same Fastify instance, on a fresh data directory that
 * starts with the catalog's files rendered once for every test run (tests/support/catalogCache.ts), as the
 * integration tests' servers do: the start's catalog check then finds them all instead of rendering 54 images.
 * It builds nothing: run `npx vite build` first (playwright.config.ts does not either).
 */
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../api/app.ts';
import { renderCatalogOnStart } from '../../api/assets/startup.ts';
import { loadConfig } from '../../api/config.ts';
import { createLogger } from '../../api/logger.ts';
import { buildServer } from '../../api/server.ts';
import { registerStaticSite } from '../../api/site/staticSite.ts';
import { copyCatalogInto, renderedCatalogCache } from '../support/catalogCache.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
// One directory per port, emptied at start: a run that was killed leaves nothing to pile up.
const dataDir = join(tmpdir(), `chb-e2e-${process.env.PORT ?? 'default'}`);
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
copyCatalogInto(await renderedCatalogCache(), dataDir);

const config = loadConfig({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'e2e admin password',
  RATE_LIMITS: 'false',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: process.env.PORT,
});
const logger = createLogger(config);
const app = await createApp(config, logger);
const server = await buildServer(app);
await registerStaticSite(server, { root: join(repositoryRoot, 'dist', 'web') });

async function stop() {
  await server.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

await server.listen({ port: config.PORT, host: config.HOST });
void renderCatalogOnStart(app).catch((error) => logger.error({ err: error }, 'catalog rendering failed; Auto-Repair can retry'));
