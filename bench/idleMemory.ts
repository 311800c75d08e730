import { readdirSync, readFileSync, rmSync } from 'node:fs';
import type { DatabaseKind } from '../prisma/database.ts';
import { createTestDatabase } from '../tests/support/databases.ts';
import { startServer } from '../tests/support/serverProcess.ts';
import { publicRoutes } from '../web/ssr/publicRoutes.ts';
import { median } from './support.ts';

export interface IdleMemoryFigures {
  /** Resident set of the server process, MiB: median of the runs. */
  rssMiB: number;
  /** The largest of the runs' resident sets. */
  worstRssMiB: number;
  /** The largest peak resident set (VmHWM) of the runs. */
  peakMiB: number;
  /** The server's JavaScript heap in use, MiB (median, from /metrics). */
  heapMiB: number;
  runs: number;
}

const IDLE_MS = 5000;

/** What the idle figure is taken after: one request to every public page, then 5 s without requests. */
export async function settleAfterPublicPages(url: string): Promise<void> {
  for (const route of publicRoutes) {
    const response = await fetch(`${url}${route}`);
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    await response.arrayBuffer();
  }
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
}

/** The `node` process of the group `npm start` made (npm runs it in a shell of its own). */
function serverPid(group: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      // Not the shell that runs the script line, which names the file too.
      if (pgrp === group && argv[0]!.endsWith('node') && argv.includes('dist/server/api/main.js')) return Number(entry);
    } catch {
      // The process ended while being read.
    }
  }
  throw new Error(`no server process in process group ${group}`);
}

function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kib) throw new Error(`no ${field} for process ${pid}`);
  return Number(kib) / 1024;
}

/**
 * Issue 32's idle figure: `npm start` (the settings it runs the server with) on a new database, one
 * request to every public page, then 5 s idle; the server process's RSS and peak from /proc.
 */
export async function benchIdleMemory(kind: DatabaseKind, runs: number): Promise<IdleMemoryFigures> {
  const rss: number[] = [];
  const peaks: number[] = [];
  const heaps: number[] = [];
  for (let run = 0; run < runs; run++) {
    const test = await createTestDatabase(kind);
    const server = await startServer(
      { DATA_DIR: test.dataDir, DATABASE_URL: test.url, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' },
      240_000,
      { npmStart: true },
    );
    try {
      await settleAfterPublicPages(server.url);
      const pid = serverPid(server.child.pid!);
      rss.push(statusMiB(pid, 'VmRSS'));
      peaks.push(statusMiB(pid, 'VmHWM'));
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      heaps.push(Number(/^nodejs_heap_size_used_bytes\{[^}]*\} (\d+)/m.exec(metrics)?.[1] ?? NaN) / 2 ** 20);
    } finally {
      await server.stop();
      await test.drop();
      rmSync(test.dataDir, { recursive: true, force: true });
    }
  }
  return { rssMiB: median(rss), worstRssMiB: Math.max(...rss), peakMiB: Math.max(...peaks), heapMiB: median(heaps), runs };
}
