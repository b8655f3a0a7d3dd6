/**
 * `npm start` holds the embedded database's lock for its whole life: a second process on the
 * same DATA_DIR exits at once naming the holder and never serves, whenever it starts; and the
 * server's database handle tries again after a failed open (docs/embedded-db.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { removeSeededCopy, seededDataDir, startShopProcess, type ShopProcess } from '../helpers/shop-process.ts';

const dirs: string[] = [];
const shops: ShopProcess[] = [];
// Set up before the tests' clocks run: unpacking the template takes PGlite seconds.
let idleDir: string, raceDir: string, retryDir: string;
beforeAll(async () => {
  dirs.push((idleDir = await seededDataDir('start-lock')), (raceDir = await seededDataDir('start-race')), (retryDir = await seededDataDir('start-retry')));
});
afterAll(async () => {
  await Promise.all(shops.map((s) => s.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  removeSeededCopy();
});

async function healthz(url: string): Promise<number> {
  return (await fetch(`${url}/healthz`)).status;
}

function expectRefusal(outcome: Awaited<ShopProcess['outcome']>, holderPid: number): void {
  expect(outcome.serving).toBe(false);
  if (outcome.serving) return;
  expect(outcome.code).not.toBe(0);
  expect(outcome.stderr).toContain(`is in use by process ${holderPid} `);
  // One line, no stack trace.
  expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
}

// Each test takes 10–20 s on an idle machine (processes start, PGlite opens); the margin is for a
// machine shared with other test runs.
describe('npm start on the embedded database', { timeout: 120_000 }, () => {
  it('a second start while the first serves (idle) exits with the holder named; the first keeps serving', async () => {
    const dir = idleDir;
    const first = startShopProcess(dir);
    shops.push(first);
    const served = await first.outcome;
    expect(served.serving, first.stderr()).toBe(true);
    if (!served.serving) return;

    // No request has reached the first shop yet: its database was opened before it listened.
    const second = startShopProcess(dir);
    shops.push(second);
    expectRefusal(await second.outcome, first.pid);

    expect(await healthz(served.url)).toBe(200);
    expect(await first.stop()).toBe(0);
  });

  it('two starts at the same moment: exactly one serves, the other exits naming it', async () => {
    const dir = raceDir;
    const pair = [startShopProcess(dir), startShopProcess(dir)];
    shops.push(...pair);
    const outcomes = await Promise.all(pair.map((s) => s.outcome));
    const serving = outcomes.flatMap((o, i) => (o.serving ? [{ shop: pair[i]!, url: o.url }] : []));
    expect(
      serving.map((s) => s.shop.pid),
      pair.map((s) => s.stderr()).join('\n'),
    ).toHaveLength(1);
    const winner = serving[0]!;
    const loser = outcomes[pair[0] === winner.shop ? 1 : 0]!;
    expectRefusal(loser, winner.shop.pid);
    expect(await healthz(winner.url)).toBe(200);
    expect(await winner.shop.stop()).toBe(0);
  });

  it('the server opens the database again on the next request after a failed open', async () => {
    const dir = retryDir;
    // Another process holds the directory, as a second shop would.
    const holderCode = `
      import { openDatabase } from ${JSON.stringify(join(process.cwd(), 'src/server/db/client.ts'))};
      const d = await openDatabase({ dataDir: ${JSON.stringify(dir)} });
      console.log('ready');
      process.stdin.on('data', async () => { await d.close(); process.exit(0); });`;
    const holder = spawn(process.execPath, ['--input-type=module', '-e', holderCode], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (b: Buffer) => b.toString().includes('ready') && resolve());
        holder.once('exit', (code) => reject(new Error(`holder exited ${code}`)));
      });
      process.env.DATA_DIR = dir;
      delete process.env.DATABASE_URL;
      const { database, closeDatabase } = await import('#src/server/database.ts');
      await expect(database()).rejects.toThrow(`is in use by process ${holder.pid} `);
      holder.stdin.write('stop\n');
      await new Promise((r) => holder.once('exit', r));
      const reopened = await database();
      expect(await reopened.ping()).toBe(true);
      await closeDatabase();
    } finally {
      holder.kill();
    }
  });
});
