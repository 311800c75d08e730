/**
 * The end-to-end servers' ports (tests/e2e/serveAll.ts starts them): the site on the embedded database,
 * the WORKERS=2 site on PostgreSQL and nginx in front of it. Override with E2E_PORT, E2E_WORKERS_PORT and
 * E2E_PROXY_PORT.
 */
export const sitePort = Number(process.env.E2E_PORT ?? 4179);
export const workersPort = Number(process.env.E2E_WORKERS_PORT ?? sitePort + 1);
export const proxyPort = Number(process.env.E2E_PROXY_PORT ?? sitePort + 2);

/** The WORKERS=2 site (tests/e2e/serveWorkers.ts), for workers.spec.ts. */
export const workersURL = `http://127.0.0.1:${workersPort}`;
/** nginx with deploy/nginx-site.conf in front of that site (tests/e2e/serveProxy.ts), for proxy.spec.ts. */
export const proxyURL = `http://127.0.0.1:${proxyPort}`;
