import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startServer } from '../tests/support/serverProcess.ts';
import { median } from './support.ts';

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes transferred for the whole page load. */
  totalBytes: number;
  scriptBytes: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Lighthouse with its default mobile preset (simulated slow 4G and CPU slowdown) against the
 * production build served by `api/main.ts`, each path `runs` times after one discarded warm-up run; the
 * median of every figure.
 */
export async function benchLighthouse(paths: string[], runs: number): Promise<LighthouseFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chb-bench-lighthouse-'));
  const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      const samples: LighthouseFigures[] = [];
      // One discarded run first: the freshly started server and browser compile and cache on first use.
      await audit(`${server.url}${path}`, path, chrome.port);
      for (let run = 0; run < runs; run++) samples.push(await audit(`${server.url}${path}`, path, chrome.port));
      const pick = (key: keyof Omit<LighthouseFigures, 'path'>) => median(samples.map((sample) => sample[key]));
      figures.push({
        path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        totalBytes: pick('totalBytes'),
        scriptBytes: pick('scriptBytes'),
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Lighthouse's own advice for these ("please run Lighthouse again"): Chromium 156 loses a page load's trace now and then. */
const TRANSIENT_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);
const ATTEMPTS = 3;

async function audit(url: string, path: string, port: number): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError && TRANSIENT_ERRORS.has(runtimeError.code) && attempt < ATTEMPTS) continue;
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    return figuresOf(result.lhr, path);
  }
}

function figuresOf({ categories, audits }: Result, path: string): LighthouseFigures {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const resources = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    totalBytes: numeric('total-byte-weight'),
    scriptBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  };
}
