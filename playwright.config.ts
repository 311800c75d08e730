import { defineConfig, devices } from '@playwright/test';
import { sitePort } from './tests/e2e/ports.ts';

const chromium = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  // Limits for a test or an assertion that never gets there, not performance checks (those are bench figures):
  // on a slow, shared 2-core machine three browsers and three servers take turns, and a clean-clone run where
  // the suite took 9.1 minutes had tests at 36 s and, run three journey files together, a reload that took
  // 9 s to render: a wait ends as soon as what it waits for shows, so a passing run costs nothing more.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Three workers share the one server on this 2-core machine; each test has its own browser context. A test waits
  // on the server, the network going idle or a live feed for part of its time: measured without traces, the suite
  // took 203-205 s on three workers against 220-230 s on two (189 passed in each run).
  workers: 3,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retry: a test that passes only on its second run is flaky, and is fixed rather than retried.
  retries: 0,
  // The JSON report feeds the slowest-files summary of `npm test` (scripts/slowestTests.ts).
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: 'test-timings/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    // A trace of each failed test, for a developer to open (npx playwright show-trace). Not on CI: its clean clone
    // is deleted with the traces, and recording every test measured about a sixth of the suite's time there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs headless):
      // the same engine without the desktop browser's shell, measured at two thirds of the suite's time with
      // the full /usr/bin/chromium on this 2-core machine.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
  // One project: workers.spec.ts and proxy.spec.ts address the WORKERS=2 site and nginx in front of it with
  // a baseURL of their own (tests/e2e/ports.ts), so their tests share the workers and browsers of the rest
  // instead of starting six more after them.
  projects: [{ name: 'chromium', use: chromium }],
  // The three servers (tests/e2e/serveAll.ts) start side by side: the site on the embedded database (serve.ts,
  // building nothing: it serves dist/web), api/main.ts with WORKERS=2 on a PostgreSQL database of its own
  // (serveWorkers.ts) and nginx with deploy/nginx-site.conf in front of it (serveProxy.ts, Debian's
  // /usr/sbin/nginx or NGINX_PATH). The start waits up to 5 minutes: a limit for a server that never answers,
  // reached only on a failure (a start took over 2 minutes on this 2-core machine while other test runs loaded it).
  webServer: {
    command: 'node --import tsx tests/e2e/serveAll.ts',
    wait: { stdout: /e2e servers answer/ },
    reuseExistingServer: false,
    timeout: 300_000,
    // serveWorkers.ts stops the workers and drops its database on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 25_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
