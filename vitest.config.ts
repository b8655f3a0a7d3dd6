import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` is pure logic (no database, no build) and runs in seconds; `api` runs
 * against seeded databases, whose template the global setup builds once per run (and, with
 * TEST_DATABASE_URL, a PostgreSQL database), so only that project pays for it.
 * `npm run test:unit`, `npm run test:api`, both: `npm run test:vitest`; V8 coverage of src/:
 * `npm run test:coverage`.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    pool: 'forks',
    // No access line per request (docs/observability.md): the shops the tests start would flood the output.
    env: { ASTRO_TELEMETRY_DISABLED: '1', LOG_REQUESTS: '0' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      reporter: ['text-summary'],
    },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          hookTimeout: 240_000,
          // Two files at a time even on two cores (Vitest's default there is one): much of an API
          // test's time is spent waiting for PostgreSQL or for the shop processes some files start.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['tests/faults/setup.ts'],
          hookTimeout: 120_000,
          // One file at a time: the scenarios measure how fast the shop recovers, and two of
          // them loading the two cores at once would measure each other.
          fileParallelism: false,
        },
      },
    ],
  },
});
