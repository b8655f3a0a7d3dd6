import { defineConfig } from '@playwright/test';

/**
 * Browser tests on Debian's Chromium (never a downloaded browser). The shop runs on PGlite;
 * with TEST_DATABASE_URL the HTTP-level specs also run against a server on PostgreSQL.
 */
// E2E_PORT moves both servers (two checkouts testing side by side).
const PGLITE_PORT = Number(process.env.E2E_PORT ?? 4400);
const POSTGRES_PORT = PGLITE_PORT + 1;
const withPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * Every test starts as a visitor who has answered the Dutch shop's first-visit modal (its flag
 * in local storage), so the modal does not cover the pages the other specs test;
 * tests/e2e/locale-country.spec.ts clears it to test the modal itself. Also on the port after
 * the two servers, where tests/e2e/consent.spec.ts starts a server of its own.
 */
const answeredFirstVisit = (port: number) => ({
  cookies: [],
  origins: [port, PGLITE_PORT + 2].map((p) => ({ origin: `http://nl.localhost:${p}`, localStorage: [{ name: 'has-visited', value: 'true' }] })),
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'pglite', use: { browserName: 'chromium', baseURL: `http://localhost:${PGLITE_PORT}`, storageState: answeredFirstVisit(PGLITE_PORT) } },
    ...(withPostgres
      ? [
          {
            name: 'postgres',
            testMatch: /http\.spec\.ts/,
            use: { browserName: 'chromium' as const, baseURL: `http://localhost:${POSTGRES_PORT}`, storageState: answeredFirstVisit(POSTGRES_PORT) },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node tests/helpers/serve.ts --port ${PGLITE_PORT}`,
      url: `http://127.0.0.1:${PGLITE_PORT}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    ...(withPostgres
      ? [
          {
            command: `node tests/helpers/serve.ts --port ${POSTGRES_PORT} --postgres`,
            url: `http://127.0.0.1:${POSTGRES_PORT}/healthz`,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: 'pipe' as const,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
          },
        ]
      : []),
  ],
});
