/**
 * The running shop's control channel: a Unix socket in DATA_DIR that only the operator's user
 * can open (mode 0600), through which `npm run db:backup` asks the process holding the embedded
 * database for a copy of it (docs/embedded-db.md, backups; ADR 0015). PGlite is
 * single-process, so while the shop runs no other process may open the directory.
 *
 * The exchange: the client sends `backup\n`; the shop answers `ok <bytes>\n` and that many bytes
 * of gzipped tarball, or `error <message>\n`.
 */
import { chmodSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import type { Database } from '#src/server/db/client.ts';

export const CONTROL_SOCKET = 'control.sock';

/** Longest socket path Linux and macOS both take (sun_path is 108 and 104 bytes with its NUL). */
const MAX_SOCKET_PATH = 103;

export const controlSocketPath = (dataDir: string): string => join(resolve(dataDir), CONTROL_SOCKET);

export type ControlServer = { path: string; close(): Promise<void> };

/**
 * Serves the control socket of `dataDir` for the open `database`. The caller holds the
 * directory's lock, so a socket file already there is a leftover of a process that died.
 * Answers undefined (with a log line) when the socket cannot be served; the shop serves anyway.
 */
export async function serveControl(dataDir: string, database: Database): Promise<ControlServer | undefined> {
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    console.warn(`[control] backups of the running shop are off: the socket path ${path} is longer than ${MAX_SOCKET_PATH} bytes (use a shorter DATA_DIR)`);
    return undefined;
  }
  const dump = database.dumpDataDir;
  if (!dump) return undefined;
  try {
    unlinkSync(path);
  } catch {
    // none left over
  }
  const running = new Set<Promise<void>>();
  const server = createServer((socket) => {
    const work = answer(socket, dump);
    running.add(work);
    void work.finally(() => running.delete(work));
  });
  // The socket file is created with the process's umask; narrowed for the moment of creation so
  // no other user can connect even before the chmod below.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, () => done());
    });
  } catch (err) {
    console.warn(`[control] backups of the running shop are off: cannot serve ${path}: ${(err as Error).message}`);
    return undefined;
  } finally {
    process.umask(umask);
  }
  chmodSync(path, 0o600);
  return {
    path,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done())); // also removes the socket file
      const grace = new Promise((done) => setTimeout(done, 30_000).unref());
      await Promise.race([Promise.allSettled([...running]), grace]);
    },
  };
}

async function answer(socket: Socket, dump: () => Promise<Blob>): Promise<void> {
  socket.on('error', () => undefined); // a client that hangs up is its own business
  socket.setTimeout(10_000, () => socket.destroy());
  const request = await new Promise<string | undefined>((done) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\n');
      if (end >= 0) done(text.slice(0, end));
      else if (text.length > 64) done(undefined);
    });
    socket.on('end', () => done(undefined));
    socket.on('close', () => done(undefined));
  });
  if (request !== 'backup') {
    if (!socket.destroyed) socket.end('error unknown request\n');
    return;
  }
  socket.setTimeout(0);
  const started = Date.now();
  try {
    const data = Buffer.from(await (await dump()).arrayBuffer());
    console.log(`[control] backup: ${data.length} bytes in ${Date.now() - started} ms`);
    if (!socket.destroyed) socket.end(Buffer.concat([Buffer.from(`ok ${data.length}\n`), data]));
  } catch (err) {
    console.error('[control] backup failed:', err);
    if (!socket.destroyed) socket.end(`error ${String((err as Error).message ?? err).replace(/\s+/g, ' ')}\n`);
  }
}

export class ControlUnavailableError extends Error {}

/** Asks the shop serving `dataDir` for a backup; answers the gzipped tarball. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  const path = controlSocketPath(dataDir);
  return new Promise((done, fail) => {
    const socket = createConnection(path);
    const chunks: Buffer[] = [];
    let received = 0;
    socket.on('connect', () => socket.write('backup\n'));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (['ENOENT', 'ECONNREFUSED', 'EACCES', 'ENOTSOCK'].includes(err.code ?? '')) fail(new ControlUnavailableError(`${err.code} on ${path}`));
      else fail(err);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks, received);
      const newline = all.indexOf(0x0a);
      const header = newline < 0 ? all.toString('utf8') : all.subarray(0, newline).toString('utf8');
      const ok = /^ok (\d+)$/.exec(header);
      if (!ok) return fail(new Error(header.startsWith('error ') ? header.slice(6) : 'the shop gave no answer'));
      const data = all.subarray(newline + 1);
      if (data.length !== Number(ok[1])) return fail(new Error(`the shop's answer broke off after ${data.length} of ${ok[1]} bytes`));
      done(data);
    });
  });
}
