/**
 * `npm start`: build when stale, migrate, seed an empty database, then serve on HOST:PORT.
 */
import { buildIfStale } from './build-if-stale.ts';
import { readConfig } from '#src/server/config.ts';
import { prepareDatabase } from './prepare-db.ts';
import { startServer } from './server.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const settings = readConfig();

buildIfStale();

const engine = await prepareDatabase(settings);

const running = await startServer({ host: settings.HOST, port: settings.PORT });
console.log(`[start] ${engine === 'pglite' ? `embedded database in ${settings.DATA_DIR}/` : 'PostgreSQL'} · listening on ${running.url}`);
console.log(
  `[start] international shop: ${running.url.replace(settings.HOST, 'localhost')}/ · Dutch shop: ${running.url.replace(settings.HOST, 'nl.localhost')}/`,
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`[start] ${signal}: finishing requests and closing the database…`);
    running.stop().then(
      () => process.exit(0),
      (err) => {
        console.error('[start] shutdown error:', err);
        process.exit(1);
      },
    );
  });
}
