/**
 * Starts the built shop for tests on its own database: a fresh PGlite directory, or (with
 * --postgres) a fresh database on TEST_DATABASE_URL. Both are removed when the process ends.
 * Mail goes to the outbox `mail/` of a temporary DATA_DIR; its path is written to
 * tests/.tmp/e2e-outbox-<port>, where browser tests find it (tests/e2e/password-reset-support.ts).
 * TRUST_PROXY is on, so a test can give itself an address of its own (X-Forwarded-For) and the
 * per-address limits of the account calls (e.g. 10 registrations an hour) do not add up over
 * the whole suite; requests without the header count for 127.0.0.1 as before. VAT numbers are
 * checked with a local fake of VIES (tests/helpers/fake-vies.ts), never the real one.
 * Usage: node tests/helpers/serve.ts --port 4400 [--postgres]
 */
import { mkdtempSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4400' }, postgres: { type: 'boolean', default: false } } });
let dropDatabase: () => Promise<void> = async () => undefined;

mkdirSync('tests/.tmp', { recursive: true });
const dir = mkdtempSync(join('tests/.tmp', 'e2e-'));
process.env.DATA_DIR = dir;
delete process.env.SMTP_URL;
const outboxPointer = join('tests/.tmp', `e2e-outbox-${values.port}`);
writeFileSync(outboxPointer, resolve(dir, 'mail'));
if (values.postgres) {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('--postgres needs TEST_DATABASE_URL');
  const { createPostgresDatabase } = await import('./template.ts');
  const created = await createPostgresDatabase(admin, 'webshop_e2e');
  process.env.DATABASE_URL = created.url;
  dropDatabase = created.drop;
} else {
  delete process.env.DATABASE_URL;
}
const cleanup = async () => {
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
  rmSync(outboxPointer, { force: true });
};
process.env.PORT = values.port;
process.env.HOST = '127.0.0.1';
// Every API answer is checked against its schema (src/server/http/endpoint.ts): a drift fails the browser tests too.
process.env.CHECK_API_ANSWERS = '1';
process.env.SHOP_NL_HOSTS = 'nl.localhost';
process.env.TRUST_PROXY = '1';
// No access line per request (docs/observability.md): Playwright prints the server's output.
process.env.LOG_REQUESTS ??= '0';
// The contact page offers its map (docs/contact.md); the browser tests answer the provider's host themselves.
process.env.MAP_PROVIDER = 'openstreetmap';
const { startFakeVies } = await import('./fake-vies.ts');
const vies = await startFakeVies();
process.env.VIES_URL = vies.url;

const { readConfig } = await import('#src/server/config.ts');
const { prepareDatabase } = await import('../../scripts/prepare-db.ts');
const { startServer } = await import('../../scripts/server.ts');
const settings = readConfig();
if (!values.postgres) await prepareDatabase(settings);
// TEST_DIST_DIR serves another build than dist/ (a copy that a rebuild beside the tests cannot change).
const running = await startServer({ host: settings.HOST, port: settings.PORT, distDir: process.env.TEST_DIST_DIR ?? 'dist' });
console.log(`[test server] ${values.postgres ? 'postgres' : 'pglite'} on ${running.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await running.stop().catch(() => undefined);
    await vies.close().catch(() => undefined);
    await cleanup().catch((err) => console.error('[test server] cleanup failed:', err));
    process.exit(0);
  });
}
