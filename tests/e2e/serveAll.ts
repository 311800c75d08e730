/**
 * The end-to-end suite's three servers, started side by side: the site on the embedded database
 * (serve.ts), the WORKERS=2 site on PostgreSQL (serveWorkers.ts) and nginx in front of it (serveProxy.ts).
 * Playwright starts the entries of its `webServer` list one after another, each once the one before
 * answers (and polls each once a second after its first second): three entries cost the suite the sum of
 * the three starts. Prints 'e2e servers answer' once every /healthz does (playwright.config.ts waits for
 * that line); exits with 1 when one of them ends by itself; on SIGTERM or SIGINT stops them all and
 * waits for them (serveWorkers.ts drops its database).
 * The ports are those of tests/e2e/ports.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { proxyPort, sitePort, workersPort } from './ports.ts';

const servers = [
  { script: 'tests/e2e/serve.ts', port: sitePort, env: { PORT: String(sitePort) } },
  { script: 'tests/e2e/serveWorkers.ts', port: workersPort, env: { PORT: String(workersPort) } },
  { script: 'tests/e2e/serveProxy.ts', port: proxyPort, env: { PORT: String(proxyPort), UPSTREAM_PORT: String(workersPort) } },
];

let stopping = false;
const children: ChildProcess[] = servers.map(({ script, env }) => {
  // Their logs stay out of the run's output as before (stdout ignored); what goes wrong is on stderr.
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${script} exited by itself (${signal ?? `status ${code}`}): stopping the others`);
    void stop(1);
  });
  return child;
});

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));

async function stop(status: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map(exited));
  process.exit(status);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

await Promise.all(
  servers.map(async ({ port }) => {
    while (!stopping && !(await answers(`http://127.0.0.1:${port}/healthz`))) await sleep(100);
  }),
);
if (!stopping) console.log(`e2e servers answer on ports ${sitePort}, ${workersPort} and ${proxyPort}`);
