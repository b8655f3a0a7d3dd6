/**
 * SIGTERM while requests are under way, to the real `npm start` script (scripts/start.ts) on an
 * embedded database: the requests in flight finish with their answers, a new connection is
 * refused from the moment the signal arrives, and the process closes its database and exits 0.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#src/server/db/client.ts';
import type { Answer } from '../helpers/shop-client.ts';
import { DEMO, Visitor, embeddedDataDir, figure, productIds, removeDir, seconds, settle, sleep, startShop, stopShop, type ShopProcess } from './support.ts';

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/**
 * A POST that sends its headers and the first byte of its JSON body now, and the rest when
 * `finish` is called, on a connection of its own; `finish` answers the shop's answer.
 */
function holdRequest(visitor: Visitor, path: string, body: unknown): { finish: () => Promise<Answer> } {
  const payload = JSON.stringify(body);
  const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const req = request(new URL(path, visitor.baseUrl), {
    method: 'POST',
    agent: false,
    headers: {
      Host: visitor.host,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(payload)),
      'X-XSRF-TOKEN': visitor.cookies.get('XSRF-TOKEN') ?? '',
      'X-Forwarded-For': visitor.ip,
      Cookie: cookie,
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : text });
      });
    });
    req.on('error', reject);
  });
  // A reset before `finish` is reported by `finish`, not as an unhandled rejection.
  answer.catch(() => undefined);
  req.write(payload.slice(0, 1));
  return {
    finish: () => {
      req.end(payload.slice(1));
      return answer;
    },
  };
}

describe('SIGTERM during requests (npm start, embedded database)', () => {
  let shop: ShopProcess | undefined;
  let dir = '';
  afterAll(async () => {
    await stopShop(shop);
    removeDir(dir);
  });

  it('answers the requests in flight, refuses new connections, and exits 0', { timeout: 90_000 }, async () => {
    dir = embeddedDataDir('sigterm');
    const opened = await openDatabase({ dataDir: dir });
    const [productId] = await productIds(opened, ['ARD-UNO-R3']);
    await opened.close();
    shop = await startShop({ entry: 'start', env: { DATA_DIR: dir, DATABASE_URL: undefined } });
    const port = shop.port;

    // Requests the shop has begun to read when the signal comes: each sends its headers and half
    // its body, and the rest only after the signal, so each is under way for certain.
    const held = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const visitor = new Visitor(shop!);
        await visitor.csrf();
        return i === 0
          ? holdRequest(visitor, '/api/login', { email: DEMO.email, password: DEMO.password })
          : holdRequest(visitor, `/api/cart/add-to-cart/${productId}/1`, {});
      }),
    );
    // The shop reads ready connections in the order they came: once it answered one made after
    // them, it has read the held ones' headers too.
    await sleep(100);
    expect((await new Visitor(shop).get('/healthz/live', { headers: { Connection: 'close' } })).status).toBe(200);
    const signalledAt = Date.now();
    shop.child.kill('SIGTERM');
    // The listening socket closes at once; the requests in flight go on.
    let refusedAfter = -1;
    for (let i = 0; i < 100; i++) {
      if (await refused(port)) {
        refusedAfter = Date.now() - signalledAt;
        break;
      }
      await sleep(10);
    }
    const answers = await Promise.all(held.map((h) => settle(h.finish())));
    const answeredAfter = Date.now() - signalledAt;
    const { code, signal } = await shop.exited;
    const exitedAfter = Date.now() - signalledAt;

    figure(
      `SIGTERM with ${answers.length} requests in flight: new connections refused ${refusedAfter < 0 ? 'never' : `after ${seconds(refusedAfter)}`}, ` +
        `the last answer ${seconds(answeredAfter)} after the signal, exit ${code ?? signal} after ${seconds(exitedAfter)}`,
    );
    for (const [i, a] of answers.entries()) {
      if (a instanceof Error) throw new Error(`request ${i} in flight got no answer: ${a.message}\n${shop.log()}`);
      expect(a.status, `request ${i}: ${JSON.stringify(a.body)}`).toBe(200);
    }
    expect(refusedAfter, 'a new connection was refused').toBeGreaterThanOrEqual(0);
    expect(signal).toBeNull();
    expect(code, shop.log()).toBe(0);
    expect(shop.log()).toContain('[start] SIGTERM');
  });
});
