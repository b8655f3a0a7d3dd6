/**
 * Shared pieces of the HTTP benchmarks: wait for a server, load it with autocannon and report
 * latency percentiles (p95 computed from every response time), requests/s and the server
 * process's CPU time per request (read from /proc, so the load generator's own CPU is not in it).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export async function waitForHealth(port: number, tries = 2400): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** CPU time (user + system) of a process and its threads, in milliseconds; null where /proc is missing. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export type LoadOptions = {
  port: number;
  host: string;
  paths: string[];
  connections: number;
  duration: number;
  serverPid?: number;
};

export type LoadFigures = { rps: number; p50: number; p95: number; p99: number; cpuMsPerRequest: number | null; errors: number; requests: number };

export async function load({ port, host, paths, connections, duration, serverPid }: LoadOptions): Promise<LoadFigures> {
  const times: number[] = [];
  let clientCount = 0;
  const cpuBefore = cpuMs(serverPid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    headers: { host, 'accept-encoding': 'br, gzip' },
    connections,
    duration,
    requests: paths.map((path) => ({ method: 'GET', path })),
    setupClient: (client) => {
      // Each connection starts at its own place in the list, so distinct paths stay distinct.
      const start = (clientCount++ * Math.max(1, Math.floor(paths.length / connections))) % paths.length;
      client.setRequests([...paths.slice(start), ...paths.slice(0, start)].map((path) => ({ method: 'GET', path })));
      client.on('response', (_status: number, _bytes: number, responseTime: number) => times.push(responseTime));
    },
  });
  const cpuAfter = cpuMs(serverPid);
  times.sort((a, b) => a - b);
  const requests = times.length;
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && requests > 0 ? (cpuAfter - cpuBefore) / requests : null,
    errors: result.errors + result.non2xx,
    requests,
  };
}

export function report(title: string, f: LoadFigures): void {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const cpu = f.cpuMsPerRequest === null ? 'n/a' : `${f.cpuMsPerRequest.toFixed(2)} ms`;
  console.log(`${title.padEnd(44)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  p99 ${ms(f.p99)}  server CPU/req ${cpu}  errors ${f.errors}`);
}
