import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { SlowestFirst } from './tests/support/slowestFirst.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Node loads graphql's CommonJS build for Yoga; make the tests use that same copy, or
  // `instanceof GraphQLError` fails across the two (the dual-package hazard).
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    // Besides the usual output, a JSON report of every file's timing for the slowest-files summary of `npm test`.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-timings/vitest.json' },
    // The integration files known to be slowest start first (tests/support/slowestFirst.ts).
    sequence: { sequencer: SlowestFirst },
    // A worker keeps the modules it has loaded from one test file to the next instead of starting a fresh
    // process per file: an integration file imported the whole server (about 1 s of CPU) before its first
    // test. Measured: unit and component tests 90 -> 55 s, integration 710 -> 508 s of CPU. The files own
    // their state (each test makes its app and database; stubs and timers are restored after each test).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.unit.spec.ts'],
          exclude: ['node_modules/**', 'dist/**'],
          environment: 'node',
          // Both cores: vitest's default (cores - 1) runs one file at a time here, as the int project's 2 do not.
          maxWorkers: 2,
          // A file that renders images or asks Semi hundreds of questions shares the cores with the rest of the
          // run: vitest's 5 s default failed a 24-image rendering test under load. A limit for a hang, not a speed check.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['web/**/*.dom.spec.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
          maxWorkers: 2,
          // A component test that types and clicks through a form takes 1-3 s alone, and more than vitest's
          // 5 s default while the integration project loads both cores: a limit for a hang, not a speed check.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['**/*.int.spec.ts'],
          exclude: ['node_modules/**', 'dist/**'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 240_000,
          pool: 'forks',
          // One more file than cores: an integration file spends part of its time waiting (on the servers it
          // starts, on a feed's heartbeat, on a stale period), which left both cores a quarter idle with two.
          // Measured alone: 359 s with 2 workers, 271 s with 3.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/support/globalSetup.ts'],
        },
      },
    ],
  },
});
