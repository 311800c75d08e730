import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Node loads graphql's CommonJS build for Yoga; make the tests use that same copy, or
  // `instanceof GraphQLError` fails across the two (the dual-package hazard).
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.unit.spec.ts'],
          exclude: ['node_modules/**', 'dist/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['web/**/*.dom.spec.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
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
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/support/globalSetup.ts'],
        },
      },
    ],
  },
});
