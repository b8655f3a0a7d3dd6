/**
 * `npm run db:backup` and `npm run db:restore` on the embedded database: a backup taken from the
 * running shop (over its control socket) restores every order and customer; restore refuses a
 * directory in use, a database in place without --force, and files that are no backup, each in
 * one line (docs/embedded-db.md, backups).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#src/server/db/client.ts';
import { rows } from '#src/server/db/query.ts';
import { ShopClient } from '../helpers/shop-client.ts';
import { pgliteCopy, TMP_DIR } from '../helpers/template.ts';
import { removeSeededCopy, seededDataDir, startShopProcess, type ShopProcess } from '../helpers/shop-process.ts';

let source: string;
let work: string;
let shop: ShopProcess;
let url: string;
let productId: number;

beforeAll(async () => {
  const template = await pgliteCopy();
  productId = (await rows<{ id: number }>(template.db, sql`SELECT id FROM products WHERE sku = 'ARD-UNO-R3'`))[0]!.id;
  await template.close();
  source = await seededDataDir('backup-source');
  work = mkdtempSync(join(TMP_DIR, 'backup-work-'));
  shop = startShopProcess(source);
  const outcome = await shop.outcome;
  if (!outcome.serving) throw new Error(`the shop did not start: ${outcome.stderr}`);
  url = outcome.url;
});

afterAll(async () => {
  await shop?.stop();
  for (const dir of [source, work]) if (dir) rmSync(dir, { recursive: true, force: true });
  removeSeededCopy();
});

/** Runs one of the commands as the operator would; answers its exit code and output. */
function run(script: 'db-backup' | 'db-restore', args: string[], dataDir = source) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const done = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], { env, encoding: 'utf8', timeout: 50_000 });
  return { code: done.status, stdout: done.stdout, stderr: done.stderr };
}

/** A refusal: non-zero, one line on stderr, no stack trace. */
function expectRefusal(result: ReturnType<typeof run>, text: string | RegExp): void {
  expect(result.code, result.stdout + result.stderr).toBe(1);
  expect(result.stderr.trim().split('\n'), result.stderr).toHaveLength(1);
  expect(result.stderr).toMatch(text);
}

async function idsOf(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const orders = await rows<{ id: number; number: string }>(database.db, sql`SELECT id, number FROM orders ORDER BY id`);
    const customers = await rows<{ id: number; email: string }>(database.db, sql`SELECT id, email FROM customers ORDER BY id`);
    return { orders, customers };
  } finally {
    await database.close();
  }
}

// Each test takes seconds on an idle machine; the margin is for a machine shared with other test runs.
describe('backups of the embedded database', { timeout: 120_000 }, () => {
  const backupFile = () => join(work, 'running.tar.gz');
  let email: string;
  let orderNumber: string;

  it('backs up the running shop over its control socket, which only the operator can open', async () => {
    const port = new URL(url).port;
    const client = new ShopClient(url, `localhost:${port}`);
    email = `backup-${randomBytes(6).toString('hex')}@example.com`;
    const password = `framboos ${randomBytes(6).toString('hex')} taart`;
    const registered = await client.post('/api/register', { firstname: 'Femke', lastname: 'Jansen', email, password, password_confirmation: password });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);

    const guest = new ShopClient(url, `localhost:${port}`);
    expect((await guest.post(`/api/cart/add-to-cart/${productId}/1`)).status).toBe(200);
    const placed = await guest.post(
      '/api/checkout/orders',
      {
        email: `guest-${randomBytes(4).toString('hex')}@example.nl`,
        firstname: 'Anna',
        lastname: 'de Vries',
        phone: '+31 6 12345678',
        customer_type: 'individual',
        address: { street: 'Dorpsstraat', house_number: '12a', postcode: '3821ab', city: 'Leusden', country: 'NL' },
        delivery_method: 'postnl',
        payment_method: 'ideal',
        terms: true,
      },
      { headers: { 'Idempotency-Key': randomUUID() } },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    orderNumber = placed.body.order.number as string;

    const socket = join(source, 'control.sock');
    expect(statSync(socket).mode & 0o777).toBe(0o600);

    const result = run('db-backup', ['--out', backupFile()]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`from the running shop (process ${shop.pid})`);
    expect(statSync(backupFile()).mode & 0o777).toBe(0o600);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    // A backup never overwrites a file.
    expectRefusal(run('db-backup', ['--out', backupFile()]), /already exists/);
  });

  it('refuses to restore into the directory the shop holds', () => {
    expectRefusal(run('db-restore', [backupFile()]), new RegExp(`in use by process ${shop.pid} `));
  });

  it('refuses a missing, damaged or foreign file in one line', () => {
    const target = join(work, 'never');
    expectRefusal(run('db-restore', [join(work, 'missing.tar.gz'), '--to', target]), /There is no backup file/);
    const half = join(work, 'half.tar.gz');
    const whole = readFileSync(backupFile());
    writeFileSync(half, whole.subarray(0, whole.length >> 1));
    expectRefusal(run('db-restore', [half, '--to', target]), /is not a backup of the embedded database/);
    const text = join(work, 'notes.txt');
    writeFileSync(text, 'no backup at all\n'.repeat(100));
    expectRefusal(run('db-restore', [text, '--to', target]), /is not a backup of the embedded database/);
    expect(existsSync(join(target, 'pglite'))).toBe(false);
  });

  it('restores into an empty directory every order and customer the shop had', async () => {
    const result = run('db-restore', [backupFile(), '--to', join(work, 'restored')]);
    expect(result.code, result.stderr).toBe(0);
    // Nothing was written after the backup: stopped, the shop's database is the backup's.
    expect(await shop.stop()).toBe(0);
    const [before, after] = [await idsOf(source), await idsOf(join(work, 'restored'))];
    expect(after.orders).toEqual(before.orders);
    expect(after.customers).toEqual(before.customers);
    expect(after.orders.length).toBeGreaterThan(1);
    expect(after.orders.map((o) => o.number)).toContain(orderNumber);
    expect(after.customers.map((c) => c.email)).toContain(email);
  });

  it('replaces a database only with --force, and keeps the old one aside', () => {
    const restored = join(work, 'restored');
    expectRefusal(run('db-restore', [backupFile(), '--to', restored]), /already holds a database; add --force/);
    const forced = run('db-restore', [backupFile(), '--to', restored, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('pglite.before-restore-');
    const aside = readdirSync(restored).filter((name) => name.startsWith('pglite.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(join(restored, aside[0]!, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(restored, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('backs up a directory no process holds by opening it', () => {
    const result = run('db-backup', ['--out', join(work, 'idle.tar.gz')]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('(no shop running)');
    expectRefusal(run('db-backup', ['--out', join(work, 'none.tar.gz')], join(work, 'empty')), /There is no embedded database/);
  });
});
