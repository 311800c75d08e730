import { defineConfig, devices } from '@playwright/test';

/** Port of the server the tests start (tests/e2e/serve.ts); override with E2E_PORT. */
const port = Number(process.env.E2E_PORT ?? 4179);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Two workers share the one server; each test has its own browser context.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On the shared CI machine one retry absorbs a stalled browser; a retried pass is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    // Serves the built client (dist/web) with the real API; build it first with `npx vite build`.
    command: 'npx tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
