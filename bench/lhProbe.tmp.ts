import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../tests/support/serverProcess.ts';
const dataDir = mkdtempSync(join(tmpdir(), 'lhprobe-'));
const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  for (let i = 0; i < 4; i++) {
    const r = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r!.lhr.audits;
    console.log(path, 'perf', r!.lhr.categories.performance!.score, 'TBT', Math.round(a['total-blocking-time']!.numericValue!), 'LCP', Math.round(a['largest-contentful-paint']!.numericValue!), 'CLS', a['cumulative-layout-shift']!.numericValue);
    writeFileSync(`/tmp/lh/${path.replace(/\W/g, '_')}-${i}.json`, JSON.stringify(r!.lhr));
  }
}
chrome.kill(); await server.stop();
