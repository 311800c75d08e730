/**
 * Prints the slowest test files of the last run, vitest's and Playwright's together, from their JSON
 * reports (`npm test` writes both into test-timings/ and ends with this).
 *
 *   tsx scripts/slowestTests.ts [--top N] [vitest.json] [playwright.json]
 *
 * A report that is missing (its step did not run) is left out; the exit status is always 0, so that
 * `npm test` keeps the status of its steps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface FileTiming {
  runner: 'vitest' | 'playwright';
  file: string;
  seconds: number;
  tests: number;
}

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

interface PlaywrightSuite {
  file: string;
  specs?: { file?: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each vitest file's wall time, from its first test's start to its last one's end (hooks included). */
export function vitestTimings(report: VitestReport): FileTiming[] {
  return report.testResults.map((result) => ({
    runner: 'vitest',
    file: relative(root, result.name),
    seconds: Math.max(0, result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  }));
}

/**
 * Each Playwright file's time: the sum of its tests' runs (every run, retries too), as its tests may
 * run in parallel on both workers. Files are named from the test directory.
 */
export function playwrightTimings(report: { suites: PlaywrightSuite[] }, testDir = 'tests/e2e'): FileTiming[] {
  const byFile = new Map<string, FileTiming>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const file = `${testDir}/${spec.file ?? suite.file}`;
      const timing = byFile.get(file) ?? { runner: 'playwright' as const, file, seconds: 0, tests: 0 };
      for (const test of spec.tests) {
        timing.tests += 1;
        for (const run of test.results) timing.seconds += run.duration / 1000;
      }
      byFile.set(file, timing);
    }
    for (const child of suite.suites ?? []) visit({ ...child, file: child.file ?? suite.file });
  };
  for (const suite of report.suites) visit(suite);
  return [...byFile.values()];
}

export function slowest(timings: readonly FileTiming[], top: number): FileTiming[] {
  return [...timings].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file)).slice(0, top);
}

export function formatTable(rows: readonly FileTiming[]): string {
  const lines = rows.map((row, index) => `${String(index + 1).padStart(3)}. ${row.seconds.toFixed(1).padStart(7)} s  ${row.runner.padEnd(10)} ${row.file} (${row.tests} tests)`);
  return [`The ${rows.length} slowest test files:`, ...lines].join('\n');
}

function readJson<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 10;
  const [vitestPath = 'test-timings/vitest.json', playwrightPath = 'test-timings/playwright.json'] = args;
  const vitest = readJson<VitestReport>(vitestPath);
  const playwright = readJson<{ suites: PlaywrightSuite[] }>(playwrightPath);
  const timings = [...(vitest ? vitestTimings(vitest) : []), ...(playwright ? playwrightTimings(playwright) : [])];
  if (timings.length) console.log(`\n${formatTable(slowest(timings, top))}`);
  else console.log(`\nno test timings (${vitestPath}, ${playwrightPath})`);
}
