/**
 * The built shop (dist/, built by `npm test` before the test runs) served in the test process on
 * a free port, on a database the test prepared: API tests go through the real middleware (CSRF,
 * shop by host), endpoints and cookies, exactly as a browser's requests do.
 */
import { existsSync } from 'node:fs';
import { useDatabase } from '#src/server/database.ts';
import { forgetMemoryCounts } from '#src/server/http/rate-limit.ts';
import type { Database } from '#src/server/db/client.ts';
import { startServer, type RunningServer } from '../../scripts/server.ts';

/** TEST_DIST_DIR serves another build (e.g. a copy) than dist/. */
export async function startApp(database: Database): Promise<RunningServer> {
  const distDir = process.env.TEST_DIST_DIR ?? 'dist';
  if (!existsSync(`${distDir}/server/entry.mjs`)) throw new Error(`${distDir}/ is missing: run \`npm run build\` (npm test builds it first)`);
  // The app bundle finds its database under the same global symbol as src/server/database.ts.
  useDatabase(database);
  // Rate-limit counts of an app served earlier in this process (the other engine's database,
  // whose customer ids may be this one's) must not count against this one's customers.
  forgetMemoryCounts();
  return startServer({ host: '127.0.0.1', port: 0, distDir });
}
