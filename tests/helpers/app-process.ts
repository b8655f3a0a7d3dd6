/**
 * The built shop served in a child process of its own, on a free port, with the environment the
 * caller gives (its database, Redis, …). The app keeps module state per process (caches, the
 * rate limiters' memory, its database pool), so only separate processes behave like separate
 * instances behind a load balancer; two servers in the test process would share it all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export type AppProcess = { url: string; pid: number; stop: () => Promise<void> };

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Starts `distDir` (default TEST_DIST_DIR or dist/) with scripts/server.ts; resolves once it listens. */
export async function startAppProcess(env: Record<string, string | undefined>, distDir = process.env.TEST_DIST_DIR ?? 'dist'): Promise<AppProcess> {
  if (!existsSync(`${distDir}/server/entry.mjs`)) throw new Error(`${distDir}/ is missing: run \`npm run build\` (npm test builds it first)`);
  const serverModule = new URL('../../scripts/server.ts', import.meta.url).href;
  // Port 0: the system picks a free port, so parallel runs never collide; the child says which.
  const runner = `
    const { startServer } = await import(${JSON.stringify(serverModule)});
    const running = await startServer({ host: '127.0.0.1', port: 0, distDir: ${JSON.stringify(distDir)} });
    console.log('listening ' + running.url);
    process.once('SIGTERM', () => running.stop().then(() => process.exit(0), (err) => { console.error(err); process.exit(1); }));`;
  const child = spawn(process.execPath, ['--input-type=module', '--eval', runner], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', HOST: '127.0.0.1', PORT: '0', ...env },
  });
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const exited = (code: number | null) => reject(new Error(`the app process ended (${code}) before it listened`));
    child.once('exit', exited);
    // The interface goes on reading after the first line, so a chatty child never blocks on a full pipe.
    lines.on('line', (line) => {
      const m = /^listening (\S+)$/.exec(line);
      if (m) {
        child.off('exit', exited);
        resolve(m[1]!);
      }
    });
  });
  return { url, pid: child.pid!, stop: () => stopProcess(child) };
}

/** SIGTERM, then waits until the process has exited (it closes its database first). */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}
