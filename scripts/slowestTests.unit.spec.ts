import { describe, expect, it } from 'vitest';
import { formatTable, playwrightTimings, slowest, vitestTimings } from './slowestTests.ts';

const vitestReport = {
  testResults: [
    { name: `${process.cwd()}/tests/a.int.spec.ts`, startTime: 1_000, endTime: 31_000, assertionResults: [{}, {}] },
    { name: `${process.cwd()}/web/b.dom.spec.tsx`, startTime: 0, endTime: 2_500, assertionResults: [{}] },
  ],
};
const playwrightReport = {
  suites: [
    {
      file: 'one.spec.ts',
      specs: [{ file: 'one.spec.ts', tests: [{ results: [{ duration: 4_000 }, { duration: 6_000 }] }, { results: [{ duration: 1_000 }] }] }],
      suites: [{ file: 'one.spec.ts', specs: [{ tests: [{ results: [{ duration: 20_000 }] }] }] }],
    },
    { file: 'two.spec.ts', specs: [{ tests: [{ results: [{ duration: 500 }] }] }] },
  ],
};

describe('the slowest test files', () => {
  it('times vitest files by wall time and Playwright files by the sum of their runs, nested suites and retries included', () => {
    expect(vitestTimings(vitestReport)).toEqual([
      { runner: 'vitest', file: 'tests/a.int.spec.ts', seconds: 30, tests: 2 },
      { runner: 'vitest', file: 'web/b.dom.spec.tsx', seconds: 2.5, tests: 1 },
    ]);
    expect(playwrightTimings(playwrightReport)).toEqual([
      { runner: 'playwright', file: 'tests/e2e/one.spec.ts', seconds: 31, tests: 3 },
      { runner: 'playwright', file: 'tests/e2e/two.spec.ts', seconds: 0.5, tests: 1 },
    ]);
  });

  it('ranks both runners together, slowest first, and keeps the top N', () => {
    const ranked = slowest([...vitestTimings(vitestReport), ...playwrightTimings(playwrightReport)], 3);
    expect(ranked.map((row) => row.file)).toEqual(['tests/e2e/one.spec.ts', 'tests/a.int.spec.ts', 'web/b.dom.spec.tsx']);
    expect(formatTable(ranked).split('\n')).toEqual([
      'The 3 slowest test files:',
      '  1.    31.0 s  playwright tests/e2e/one.spec.ts (3 tests)',
      '  2.    30.0 s  vitest     tests/a.int.spec.ts (2 tests)',
      '  3.     2.5 s  vitest     web/b.dom.spec.tsx (1 tests)',
    ]);
  });
});
