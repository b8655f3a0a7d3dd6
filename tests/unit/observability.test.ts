/**
 * Request ids, log lines, route kinds and the metrics settings (docs/observability.md).
 */
import { describe, expect, it, vi } from 'vitest';
import { accessLine, errorLine, loggedTarget, requestContext, requestIdFor, validRequestId } from '#src/server/observability/log.ts';
import { markRouteKind, metrics, routeKindOf } from '#src/server/observability/metrics.ts';
import { readConfig } from '#src/server/config.ts';
import { FLUSH_CHARS, FLUSH_MS, batchedLines } from '../../scripts/observe.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('accepts ids of 8 to 128 letters, digits, dots, underscores, colons and dashes', () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', '01HZX3Y4ABCDEF0123456789', 'lb.trace_id:42-ab', 'a'.repeat(128), '12345678'])
      expect(validRequestId(id), id).toBe(true);
  });

  it('refuses anything else', () => {
    for (const id of ['', 'short', 'a'.repeat(129), 'with space', 'line\nbreak-1234', 'quote"inject-1234', 'semi;colon-1234', 'ümlaut-12345', '<script>12345'])
      expect(validRequestId(id), id).toBe(false);
    expect(validRequestId(undefined)).toBe(false);
    expect(validRequestId(['0f8fad5b-d9cb-469f'])).toBe(false);
  });

  it('takes the incoming id only from a trusted proxy, and makes a UUID otherwise', () => {
    expect(requestIdFor('lb-0123456789', true)).toBe('lb-0123456789');
    expect(requestIdFor('lb-0123456789', false)).toMatch(UUID);
    expect(requestIdFor('bad id', true)).toMatch(UUID);
    expect(requestIdFor(['lb-0123456789', 'lb-9876543210'], true)).toMatch(UUID);
    expect(requestIdFor(undefined, true)).not.toBe(requestIdFor(undefined, true));
  });
});

describe('log lines', () => {
  it('keep the path and the names of the query parameters, never their values', () => {
    expect(loggedTarget('/nl/product/x/')).toEqual({ path: '/nl/product/x/' });
    expect(loggedTarget('/newsletter/unsubscribe?token=secret&email=a%40b.example')).toEqual({ path: '/newsletter/unsubscribe', query: ['token', 'email'] });
    expect(loggedTarget('/?a=1&a=2&&=x')).toEqual({ path: '/', query: ['a'] });
    expect(loggedTarget('/x?')).toEqual({ path: '/x' });
    expect(loggedTarget(`/${'a'.repeat(2000)}`).path).toHaveLength(512);
    expect(loggedTarget(undefined)).toEqual({ path: '' });
  });

  it('an access line is one JSON object with the agreed fields', () => {
    const line = accessLine(
      { id: 'req-12345678', method: 'GET', target: '/checkout/?token=abc123secret', status: 200, ms: 12.345, kind: 'page', bytes: 5120 },
      new Date('2026-01-02T03:04:05.678Z'),
    );
    expect(line).not.toContain('\n');
    expect(line).not.toContain('abc123secret');
    expect(JSON.parse(line)).toEqual({
      time: '2026-01-02T03:04:05.678Z',
      level: 'info',
      msg: 'request',
      id: 'req-12345678',
      method: 'GET',
      path: '/checkout/',
      query: ['token'],
      status: 200,
      ms: 12.3,
      kind: 'page',
      bytes: 5120,
    });
    const aborted = JSON.parse(accessLine({ id: 'req-12345678', method: 'GET', target: '/', status: 200, ms: 1, kind: 'static', bytes: 0, aborted: true }));
    expect(aborted.aborted).toBe(true);
  });

  it('an access line stays one JSON line whatever the path holds', () => {
    const path = '/a"b\\c\u0001d\u2028é😀/';
    const line = accessLine({ id: 'req-12345678', method: 'GET', target: `${path}?q"x=1&\n=2`, status: 404, ms: 0.04, kind: 'page', bytes: 0 }, 0);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({ time: '1970-01-01T00:00:00.000Z', path, query: ['q"x', '\n'], status: 404, ms: 0 });
  });

  it('access lines are written together, in order, and none is lost', () => {
    vi.useFakeTimers();
    try {
      const writes: string[] = [];
      const write = batchedLines((text) => writes.push(text));
      write('one');
      write('two');
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(FLUSH_MS);
      expect(writes).toEqual(['one\ntwo\n']);
      // A full batch goes at once, without waiting for the timer.
      const long = 'x'.repeat(FLUSH_CHARS / 4);
      for (let i = 0; i < 4; i++) write(long);
      expect(writes).toHaveLength(2);
      write('three');
      vi.advanceTimersByTime(FLUSH_MS);
      expect(writes.slice(1).join('')).toBe(`${`${long}\n`.repeat(4)}three\n`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an error line carries the id of the request being answered and the stack', async () => {
    expect(JSON.parse(errorLine('outside')).id).toBeUndefined();
    const line = await requestContext().run({ id: 'req-abcdefgh' }, async () => {
      await new Promise((done) => setTimeout(done, 1));
      return errorLine('GET /x failed', Object.assign(new Error('boom'), { code: 'E42' }));
    });
    expect(line).not.toContain('\n');
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({ level: 'error', msg: 'GET /x failed', id: 'req-abcdefgh', err: { name: 'Error', message: 'boom', code: 'E42' } });
    expect(entry.err.stack).toContain('boom');
    expect(JSON.parse(errorLine('x', 'plain text')).err).toBe('plain text');
  });
});

describe('route kinds', () => {
  it('come from the mark, or else from the path', () => {
    expect(routeKindOf({}, '/api/cart')).toBe('api');
    expect(routeKindOf({}, '/sanctum/csrf-cookie')).toBe('api');
    expect(routeKindOf({}, '/apiary/')).toBe('page');
    expect(routeKindOf({}, '/')).toBe('page');
    const res = {};
    markRouteKind(res, 'page-cache');
    expect(routeKindOf(res, '/')).toBe('page-cache');
  });
});

describe('metrics', () => {
  it('is one registry per process, shared through a global symbol', async () => {
    expect(metrics()).toBe((globalThis as Record<symbol, unknown>)[Symbol.for('webshop.metrics')]);
    metrics().pageCache.purge('unit', 2);
    metrics().pageCache.size(() => {
      throw new Error('the cache is gone');
    });
    const text = await metrics().registry.metrics();
    expect(text).toMatch(/^page_cache_purges_total\{reason="unit"\} 2$/m);
    expect(text).toMatch(/^page_cache_entries 0$/m);
  });

  it('counts a method no client can choose as other', async () => {
    metrics().request('refused', 'PROPFIND', 405, 0.001);
    expect(await metrics().registry.metrics()).toMatch(/^http_requests_total\{kind="refused",method="other",code="405"\} 1$/m);
  });
});

describe('settings', () => {
  it('METRICS_TOKEN must be long enough; LOG_REQUESTS is on unless turned off', () => {
    expect(readConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: 'x'.repeat(32) }).METRICS_TOKEN).toBe('x'.repeat(32));
    expect(() => readConfig({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => readConfig({ METRICS_TOKEN: `${'x'.repeat(32)} y` })).toThrow(/METRICS_TOKEN/);
    expect(readConfig({}).LOG_REQUESTS).toBe(true);
    expect(readConfig({ LOG_REQUESTS: '0' }).LOG_REQUESTS).toBe(false);
    expect(() => readConfig({ LOG_REQUESTS: 'yes' })).toThrow(/LOG_REQUESTS/);
  });
});
