/**
 * Request ids, the access log and /metrics on the built shop and every engine
 * (docs/observability.md): /metrics is an unknown path without a token and for any request
 * without the right one, a scrape holds the request, page cache, database and process metrics;
 * every answer carries X-Request-Id, and the app's error lines carry the same id.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../helpers/engines.ts';
import { withFaults } from '../helpers/faulty-database.ts';
import { ShopClient, type Answer } from '../helpers/shop-client.ts';
import { useDatabase } from '#src/server/database.ts';
import type { Database } from '#src/server/db/client.ts';
import { metrics } from '#src/server/observability/metrics.ts';
import { startServer, type RunningServer } from '../../scripts/server.ts';

const TOKEN = 'test-metrics-token-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PRODUCT = 'raspberry-pi-5-8gb';
const distDir = process.env.TEST_DIST_DIR ?? 'dist';

const requestId = (res: Answer) => String(res.headers['x-request-id'] ?? '');

for (const engine of engines()) {
  describe(`observability on ${engine.name}`, () => {
    let database: Database;
    let failing = false;
    /** With a metrics token and the access log into `lines`. */
    let app: RunningServer;
    /** As shipped: no token; and one behind a trusted proxy. */
    let plain: RunningServer;
    let proxied: RunningServer;
    const lines: string[] = [];
    const client = (server: RunningServer) => new ShopClient(server.url);
    const scrape = (server: RunningServer, authorization?: string, method = 'GET') =>
      client(server).send(method, '/metrics', { headers: { Accept: 'text/plain', ...(authorization ? { Authorization: authorization } : {}) } });

    beforeAll(async () => {
      database = await engine.open();
      useDatabase(withFaults(database, () => (failing ? new Error('query failed on purpose') : null)));
      app = await startServer({
        host: '127.0.0.1',
        port: 0,
        distDir,
        observability: { metricsToken: TOKEN, logRequests: true, trustProxy: false, write: (l) => lines.push(l) },
      });
      plain = await startServer({ host: '127.0.0.1', port: 0, distDir, observability: { metricsToken: undefined, logRequests: false, trustProxy: false } });
      proxied = await startServer({ host: '127.0.0.1', port: 0, distDir, observability: { metricsToken: undefined, logRequests: false, trustProxy: true } });
    });
    afterAll(async () => {
      // Only the last one closes the shared database.
      for (const server of [plain, proxied]) {
        server?.server.closeAllConnections();
        await new Promise((done) => server?.server.close(done));
      }
      if (app) await app.stop();
      else await database?.close();
    });

    /** What the shop answers for a path it does not know: the same as for /metrics when it refuses it. */
    const unknownPath = async (server: RunningServer) => {
      const res = await client(server).get('/metrix', { headers: { Accept: 'text/plain' } });
      return { status: res.status, location: String(res.headers.location ?? '').replace('/metrix', '/metrics') };
    };
    const asUnknown = (res: Answer) => ({ status: res.status, location: String(res.headers.location ?? '') });

    it('answers /metrics as an unknown path without a token setting', async () => {
      const res = await scrape(plain, `Bearer ${TOKEN}`);
      expect(asUnknown(res)).toEqual(await unknownPath(plain));
      expect([301, 404]).toContain(res.status);
      expect(String(res.body)).not.toContain('http_requests_total');
    });

    it('refuses /metrics, as an unknown path, without the right token', async () => {
      const unknown = await unknownPath(app);
      for (const authorization of [
        undefined,
        'Bearer wrong-token-0123456789abcdef0123',
        `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
        `Bearer ${TOKEN}x`,
        TOKEN,
      ]) {
        const res = await scrape(app, authorization);
        expect(asUnknown(res), authorization).toEqual(unknown);
        expect(String(res.body)).not.toContain('http_requests_total');
      }
      expect((await scrape(app, `Bearer ${TOKEN}`, 'POST')).status).not.toBe(200);
    });

    it('gives the Prometheus text with the request, page cache, database and process metrics', async () => {
      const shop = client(app);
      expect((await shop.get('/', { headers: { Accept: 'text/html' } })).status).toBe(200);
      expect((await shop.get(`/api/products/slug/${PRODUCT}`)).status).toBe(200);
      expect((await shop.get('/favicon.svg', { headers: { Accept: 'image/svg+xml' } })).status).toBe(200);
      // The page cache counts into the same registry from its own copy of the module.
      metrics().pageCache.hit();
      metrics().pageCache.miss();
      metrics().pageCache.purge('test');
      metrics().pageCache.staleServed();
      metrics().pageCache.size(() => ({ bytes: 4096, entries: 3 }));

      // An answer is counted once the server has handed its last byte over, which a client on a
      // busy machine can see before the count: ask again until the static file's line is there.
      let res = await scrape(app, `Bearer ${TOKEN}`);
      for (let i = 0; i < 40 && !/^http_requests_total\{kind="static"/m.test(String(res.body)); i++) {
        await new Promise((r) => setTimeout(r, 50));
        res = await scrape(app, `Bearer ${TOKEN}`);
      }
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      const text = String(res.body);
      expect(text).toMatch(/^http_requests_total\{kind="page",method="GET",code="200"\} \d+$/m);
      expect(text).toMatch(/^http_requests_total\{kind="api",method="GET",code="200"\} \d+$/m);
      expect(text).toMatch(/^http_requests_total\{kind="static",method="GET",code="200"\} \d+$/m);
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",kind="page"\} \d+$/m);
      expect(text).toMatch(/^http_request_duration_seconds_count\{kind="api"\} \d+$/m);
      expect(text).toMatch(/^page_cache_hits_total [1-9]\d*$/m);
      expect(text).toMatch(/^page_cache_misses_total [1-9]\d*$/m);
      expect(text).toMatch(/^page_cache_purges_total\{reason="test"\} [1-9]\d*$/m);
      expect(text).toMatch(/^page_cache_stale_served_total [1-9]\d*$/m);
      expect(text).toMatch(/^page_cache_bytes 4096$/m);
      expect(text).toMatch(/^page_cache_entries 3$/m);
      expect(text).toContain(`db_info{engine="${engine.name}"} 1`);
      if (engine.name === 'postgres') {
        expect(text).toMatch(/^db_pool_connections\{engine="postgres"\} [1-9]\d*$/m);
        expect(text).toMatch(/^db_pool_idle_connections\{engine="postgres"\} \d+$/m);
        expect(text).toMatch(/^db_pool_waiting_requests\{engine="postgres"\} \d+$/m);
      } else expect(text).not.toMatch(/^db_pool_connections\{/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
      // A scraper asks by the instance's address, which is no shop host.
      const byAddress = await new ShopClient(app.url, '10.1.2.3:4321').send('GET', '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(byAddress.status).toBe(200);
    });

    it('sends X-Request-Id with pages, API calls, files, refusals and errors', async () => {
      const shop = client(app);
      const answers = [
        await shop.get('/', { headers: { Accept: 'text/html' } }),
        await shop.get(`/api/products/slug/${PRODUCT}`),
        await shop.get('/favicon.svg', { headers: { Accept: 'image/svg+xml' } }),
        await shop.get('/no-such-page/', { headers: { Accept: 'text/html' } }),
        await shop.get('/api/products/slug/no-such-product'),
        await shop.post('/api/login', { email: 'x' }, { csrf: false }),
        await new ShopClient(app.url, 'evil.example').get('/'),
      ];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 404, 404, 419, 400]);
      const ids = answers.map(requestId);
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('takes a valid incoming X-Request-Id only behind a trusted proxy', async () => {
      const given = 'lb-0123456789abcdef';
      expect(requestId(await client(app).get('/favicon.svg', { headers: { 'X-Request-Id': given } }))).toMatch(UUID);
      expect(requestId(await client(proxied).get('/favicon.svg', { headers: { 'X-Request-Id': given } }))).toBe(given);
      for (const bad of ['short', 'a'.repeat(129), 'has space-0123', 'semi;colon-0123'])
        expect(requestId(await client(proxied).get('/favicon.svg', { headers: { 'X-Request-Id': bad } }))).toMatch(UUID);
    });

    it('logs one JSON line per request, with the path and no query values', async () => {
      lines.length = 0;
      const res = await client(app).get('/?preview=secret-preview-token&utm_source=x', { headers: { Accept: 'text/html', Cookie: 'session=secret-cookie' } });
      await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0));
      const line = lines.find((l) => l.includes(requestId(res)))!;
      expect(line).toBeDefined();
      expect(line).not.toMatch(/secret-preview-token|secret-cookie|utm_source=/);
      const entry = JSON.parse(line);
      expect(entry).toEqual({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'info',
        msg: 'request',
        id: requestId(res),
        method: 'GET',
        path: '/',
        query: ['preview', 'utm_source'],
        status: res.status,
        ms: expect.any(Number),
        kind: 'page',
        bytes: expect.any(Number),
      });
      expect(entry.bytes).toBeGreaterThan(0);
    });

    it('gives the app’s error lines the request’s id', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        failing = true;
        const res = await client(app).get(`/api/products/slug/${PRODUCT}`);
        failing = false;
        expect(res.status).toBe(500);
        const errors = logged.mock.calls.map((args) => String(args[0])).filter((l) => l.startsWith('{'));
        const entry = errors.map((l) => JSON.parse(l)).find((e) => e.id === requestId(res));
        expect(entry).toMatchObject({ level: 'error', id: requestId(res), err: { message: 'query failed on purpose' } });
      } finally {
        failing = false;
        logged.mockRestore();
      }
    });
  });
}
