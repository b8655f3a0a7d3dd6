/**
 * HTTP benchmark of the home page (both shops) with autocannon against the built server on a
 * fresh embedded database. Prints requests/s and latency percentiles; no assertions.
 * Usage: npm run bench [-- --duration 10 --connections 10]
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { load, report, waitForHealth } from './support.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' }, port: { type: 'string', default: '4450' } },
});
const port = Number(values.port);
const server = spawn(process.execPath, ['tests/helpers/serve.ts', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
const options = { port, connections: Number(values.connections), duration: Number(values.duration), serverPid: server.pid };

try {
  await waitForHealth(port);
  // Warm caches and the JIT before measuring.
  await autocannon({ url: `http://127.0.0.1:${port}/`, connections: 4, amount: 200 });
  console.log(`home page, ${values.connections} connections, ${values.duration} s each (node ${process.version})`);
  report('international shop /', await load({ ...options, host: `localhost:${port}`, paths: ['/'] }));
  report('Dutch shop /', await load({ ...options, host: `nl.localhost:${port}`, paths: ['/'] }));
  report('Dutch shop /de/ (German)', await load({ ...options, host: `nl.localhost:${port}`, paths: ['/de/'] }));
} finally {
  server.kill('SIGTERM');
}
