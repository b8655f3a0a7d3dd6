/**
 * Cold start of the built shop on an existing embedded database: the time from starting
 * `node scripts/start.ts` (what `npm start` runs, without npm's own start-up) until the home page
 * answers 200, over several starts, and the machine's load average beside it. No assertions.
 *
 * Usage: npm run bench:cold-start [-- --runs 5 --port 4490]
 * Serves dist/ (run `npm run build` first); seeds a temporary data directory once.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { percentile, stopServer } from './support.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '4490' } } });
const port = Number(values.port);
mkdirSync('tests/.tmp', { recursive: true });
const dataDir = mkdtempSync(join('tests/.tmp', 'cold-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', TEST_DIST_DIR: 'dist', LOG_REQUESTS: '0' };

/** Starts the shop and resolves with the milliseconds until `/` answered 200. */
async function start(): Promise<{ ms: number; stop: () => Promise<void> }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: 'localhost' } });
      await res.arrayBuffer();
      if (res.status === 200) return { ms: performance.now() - started, stop: () => stopServer(child) };
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}) before it answered`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

try {
  // The first start seeds the directory; it is not a cold start of an existing database.
  const seeding = await start();
  console.log(`first start with seeding: ${(seeding.ms / 1000).toFixed(1)} s`);
  await seeding.stop();
  const times: number[] = [];
  for (let i = 0; i < Number(values.runs); i++) {
    const run = await start();
    times.push(run.ms);
    await run.stop();
  }
  times.sort((a, b) => a - b);
  const [one] = loadavg();
  console.log(
    `cold start to the first 200 of / (${times.length} starts, node ${process.version}): median ${percentile(times, 50).toFixed(0)} ms, ` +
      `fastest ${times[0]!.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms; load average ${one!.toFixed(1)}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
