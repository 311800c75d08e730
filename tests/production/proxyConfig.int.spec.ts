/**
 * The proxy checks of the end-to-end suite (tests/e2e/proxy.spec.ts) catch a broken deploy/nginx-site.conf:
 * real nginx runs the shipped site, and copies of it that lost a line, in front of one site; each check
 * passes on the shipped file and fails on the copy that lost what it checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { freePort } from '../support/serverProcess.ts';
import { startNginx } from './nginxSite.ts';
import { limitsPerForwardedClient, metricsHidden, webSocketThrough, type CheckResult } from './proxyChecks.ts';

const budget = { writesPerMinute: 3, processes: 1 };

/** The site without the lines matching `pattern` (there must be some). */
const without = (pattern: RegExp) => (site: string) => {
  const lines = site.split('\n');
  const kept = lines.filter((line) => !pattern.test(line));
  if (kept.length === lines.length) throw new Error(`no line of the site matches ${pattern}`);
  return kept.join('\n');
};

/** The site without the location block that starts with `opening`. */
const withoutBlock = (opening: string) => (site: string) => {
  const start = site.indexOf(opening);
  if (start < 0) throw new Error(`the site has no block "${opening}"`);
  return site.slice(0, start) + site.slice(site.indexOf('}', start) + 1);
};

describe('the proxy checks against deploy/nginx-site.conf', () => {
  let t: TestApp;
  let upstream: string;

  beforeAll(async () => {
    t = await startTestApp('pglite', { RATE_LIMITS: 'true', WRITE_LIMIT_PER_MINUTE: String(budget.writesPerMinute), TRUST_PROXY: '127.0.0.1' });
    upstream = new URL(await t.listen()).host;
  });
  afterAll(() => t?.close());

  async function throughNginx(edit: ((site: string) => string) | undefined, check: (url: string) => Promise<CheckResult>): Promise<CheckResult> {
    const nginx = await startNginx({ listenPort: await freePort(), upstream }, edit);
    try {
      return await check(nginx.url);
    } finally {
      await nginx.stop();
    }
  }

  it('pass through the site as shipped', async () => {
    const result = await throughNginx(undefined, async (url) => {
      for (const check of [webSocketThrough(url), limitsPerForwardedClient(url, budget, '127.0.0.2', '127.0.0.3'), metricsHidden(url)]) {
        const outcome = await check;
        if (!outcome.passed) return outcome;
      }
      return { passed: true };
    });
    expect(result).toEqual({ passed: true });
  });

  it('fail on WebSocket subscriptions when the site stops passing the Upgrade and Connection headers on', async () => {
    const result = await throughNginx(without(/proxy_set_header\s+(Upgrade|Connection)\b/), webSocketThrough);
    expect(result).toEqual({ passed: false, reason: expect.stringMatching(/^the WebSocket upgrade of \/graphql was answered with HTTP \d+, not 101$/) });
  });

  it('fail on the per-client limits when the site stops forwarding the client address', async () => {
    const result = await throughNginx(without(/proxy_set_header\s+X-Forwarded-For\b/), (url) => limitsPerForwardedClient(url, budget, '127.0.0.4', '127.0.0.5'));
    expect(result).toEqual({ passed: false, reason: expect.stringContaining('the site counted both as one client') });
  });

  it('fail on /metrics when the site stops refusing it', async () => {
    const result = await throughNginx(withoutBlock('location ^~ /metrics'), metricsHidden);
    expect(result).toEqual({ passed: false, reason: 'GET /metrics through the proxy answered 200' });
  });
});
