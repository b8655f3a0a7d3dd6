/**
 * HTTP benchmark of the home page (both shops) with autocannon against the built server on a
 * fresh embedded database. Prints requests/s and latency percentiles; no assertions.
 * Usage: npm run bench [-- --duration 10 --connections 10]
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' }, port: { type: 'string', default: '4450' } } });
const port = Number(values.port);
const server = spawn(process.execPath, ['tests/helpers/serve.ts', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function run(title: string, host: string, path: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { host, 'accept-encoding': 'br, gzip' },
    connections: Number(values.connections),
    duration: Number(values.duration),
  });
  const l = result.latency;
  console.log(`${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${l.p50} ms  p90 ${l.p90} ms  p99 ${l.p99} ms  errors ${result.errors + result.non2xx}`);
}

try {
  await waitForHealth();
  // Warm caches and the JIT before measuring.
  await autocannon({ url: `http://127.0.0.1:${port}/`, connections: 4, amount: 200 });
  console.log(`home page, ${values.connections} connections, ${values.duration} s each (node ${process.version})`);
  await run('international shop /', `localhost:${port}`, '/');
  await run('Dutch shop /', `nl.localhost:${port}`, '/');
  await run('Dutch shop /de/ (German)', `nl.localhost:${port}`, '/de/');
} finally {
  server.kill('SIGTERM');
}
