/**
 * `npm start`: build when stale, migrate, seed an empty database, then serve on HOST:PORT.
 *
 * The prepared database stays open and is handed to the server, so the embedded database's lock
 * is held from preparation until the process ends: a second `npm start` on the same DATA_DIR
 * exits at once instead of serving (docs/embedded-db.md). The running shop serves
 * backups of the embedded database on its control socket (scripts/db-control.ts).
 */
import { buildIfStale } from './build-if-stale.ts';
import { readConfig } from '#src/server/config.ts';
import { useDatabase } from '#src/server/database.ts';
import type { Database } from '#src/server/db/client.ts';
import { assertDataDirFree } from '#src/server/db/lock.ts';
import { serveControl } from './db-control.ts';
import { loadApp, startServer } from './server.ts';
import { describeStartError } from './start-errors.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';

/** A cause `npm start` knows (settings, a held DATA_DIR, an unreachable database, a port in use): one line and exit 1. */
function exitIfKnown(err: unknown, known: Parameters<typeof describeStartError>[1] = {}): never {
  const line = describeStartError(err, known);
  if (line === null) throw err;
  console.error(`[start] ${line}`);
  process.exit(1);
}

let settings!: ReturnType<typeof readConfig>;
try {
  settings = readConfig();
} catch (err) {
  exitIfKnown(err);
}

// A shop already running on this DATA_DIR: stop before building, which would rewrite the dist/
// it serves, and before loading the seed's code (seconds). The lock itself is taken below.
if (!settings.DATABASE_URL) {
  try {
    assertDataDirFree(settings.DATA_DIR);
  } catch (err) {
    exitIfKnown(err, settings);
  }
}

// Tests serve a build of their own and never build (tests/helpers/shop-process.ts).
const distDir = process.env.TEST_DIST_DIR;
if (!distDir) buildIfStale();

// The app bundle loads while the database opens (both take a second or more on a cold start).
const appLoading = loadApp(distDir ?? 'dist');
appLoading.catch(() => undefined); // its failure is startServer's to report
const { openPreparedDatabase } = await import('./prepare-db.ts');
let prepared!: Database;
try {
  prepared = await openPreparedDatabase(settings);
} catch (err) {
  exitIfKnown(err, settings);
}
// The app bundle finds its database under the global symbol `useDatabase` sets.
useDatabase(prepared);

let running!: Awaited<ReturnType<typeof startServer>>;
try {
  running = await startServer({ host: settings.HOST, port: settings.PORT, distDir });
} catch (err) {
  exitIfKnown(err, settings);
}
const control = prepared.engine === 'pglite' ? await serveControl(settings.DATA_DIR, prepared) : undefined;
console.log(`[start] ${prepared.engine === 'pglite' ? `embedded database in ${settings.DATA_DIR}/` : 'PostgreSQL'} · listening on ${running.url}`);
console.log(
  `[start] international shop: ${running.url.replace(settings.HOST, 'localhost')}/ · Dutch shop: ${running.url.replace(settings.HOST, 'nl.localhost')}/`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`[start] ${signal}: finishing requests and closing the database…`);
    (async () => {
      await control?.close();
      await running.stop();
    })().then(
      () => process.exit(0),
      (err) => {
        console.error('[start] shutdown error:', err);
        process.exit(1);
      },
    );
  });
}
