/**
 * The endpoint wrapper (src/server/http/endpoint.ts) on its own: methods, HEAD and 405, the
 * request read through its schema into the error contract, the login before the input, and
 * the answer checked against its schema in tests (a drift is a 500 here, so it fails a test)
 * but not in production.
 */
import type { APIContext, APIRoute } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { endpoint, methods, noContent, reply } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { form, jsonObject, objectId, pathId, query, request, requiredText } from '#src/lib/api/common.ts';
import { errorAnswer } from '#src/lib/api/common.ts';
import { SHOPS } from '#src/lib/locales.ts';

type CallOptions = { method?: string; params?: Record<string, string>; headers?: Record<string, string>; body?: string };

async function call(route: APIRoute | undefined, path: string, options: CallOptions = {}) {
  if (!route) throw new Error('no handler for the method');
  const url = new URL(path, 'http://localhost');
  const request = new Request(url, { method: options.method ?? 'GET', headers: options.headers, body: options.body });
  const context = {
    url,
    request,
    params: options.params ?? {},
    locals: { shop: SHOPS.international },
    cookies: { get: () => undefined },
  } as unknown as APIContext;
  const response = await route(context);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const answer = z.strictObject({ ok: z.literal(true), n: z.number() });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('endpoint()', () => {
  it('answers GET and HEAD with the handler, anything else with 405 naming GET and HEAD', async () => {
    const handlers = endpoint({ method: 'GET', answer, fallbackKey: 'Server error' })(() => ({ ok: true, n: 1 }));
    expect(handlers.HEAD).toBe(handlers.GET);
    expect(await call(handlers.GET, '/x')).toMatchObject({ status: 200, body: { ok: true, n: 1 } });
    const refused = await call(handlers.ALL, '/x', { method: 'POST' });
    expect(refused).toMatchObject({ status: 405, body: { error: true, message: 'Method not allowed.', status: 405 } });
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
    expect(z.safeParse(errorAnswer, refused.body).success).toBe(true);
  });

  it('joins the methods of one path and names them all in Allow', async () => {
    const read = endpoint({ method: 'GET', answer, fallbackKey: 'Server error' })(() => ({ ok: true, n: 1 }));
    const write = endpoint({ method: 'POST', answer, fallbackKey: 'Server error' })(() => ({ ok: true, n: 2 }));
    const remove = endpoint({ method: 'DELETE', answer, fallbackKey: 'Server error' })(() => ({ ok: true, n: 3 }));
    const joined = methods(read, write, remove);
    expect((await call(joined.POST, '/x', { method: 'POST' })).body.n).toBe(2);
    expect(joined.HEAD).toBe(read.GET);
    expect((await call(joined.ALL, '/x', { method: 'PUT' })).headers.get('allow')).toBe('GET, POST, DELETE');
  });

  it('answers no HEAD for a GET that writes', () => {
    const handlers = endpoint({ method: ['GET', 'POST'], getWrites: true, answer, fallbackKey: 'Server error' })(() => ({ ok: true, n: 1 }));
    expect(handlers.HEAD).toBeUndefined();
    expect(typeof handlers.POST).toBe('function');
  });

  it('answers with the status, cache policy and headers the handler gives, no-store by default', async () => {
    const plain = await call(endpoint({ method: 'GET', answer, fallbackKey: 'Server error' })(() => ({ ok: true, n: 1 })).GET, '/x');
    expect(plain.headers.get('cache-control')).toBe('no-store');
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const cached = endpoint({ method: 'POST', answer, fallbackKey: 'Server error', cacheControl: 'public, max-age=60' })(() =>
      reply({ ok: true, n: 1 }, { status: 201, headers: { Vary: 'Accept-Language' } }),
    );
    const res = await call(cached.POST, '/x', { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toBe('Accept-Language');
    const empty = await call(endpoint({ method: 'GET', fallbackKey: 'Server error' })(() => noContent()).GET, '/x');
    expect(empty).toMatchObject({ status: 204, body: null });
  });

  describe('the request', () => {
    const lookup = endpoint({
      method: 'GET',
      answer,
      fallbackKey: 'Server error',
      input: z.object({ params: z.object({ id: pathId }), query: query({ size: z.optional(z.enum(['s', 'm'], { error: 'must be s or m' })) }) }),
    })(({ input }) => ({ ok: true, n: input.params.id }));

    it('hands the handler what its schema read', async () => {
      expect((await call(lookup.GET, '/x?size=s', { params: { id: '42' } })).body).toEqual({ ok: true, n: 42 });
    });

    it('answers problems in plain English per field, with the generic summary', async () => {
      const res = await call(lookup.GET, '/x?size=xl', { params: { id: '0' } });
      expect(res).toMatchObject({ status: 422, body: { error: true, status: 422, message: 'The given data was invalid.' } });
      expect(res.body.errors).toEqual({ id: ['must be a positive whole number'], size: ['must be s or m'] });
      expect(res.body.success).toBeUndefined();
    });

    const formCall = endpoint({
      method: 'POST',
      answer,
      fallbackKey: 'auth.errors.registerFailed',
      successFlag: true,
      input: request({
        params: z.object({ id: objectId('account.errors.addressNotFound') }),
        body: jsonObject(form((f) => ({ name: f.field('firstname', requiredText(3, 'auth.errors.firstnameRequired'), '') }))),
      }),
    })(({ input }) => ({ ok: true, n: input.body.name.length }));

    it("answers i18n keys in the caller's language, the first problem leading, with success: false", async () => {
      const res = await call(formCall.POST, '/x', { method: 'POST', params: { id: '1' }, headers: { 'X-Locale': 'de' }, body: '{}' });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, error: true, status: 422 });
      expect(res.body.message).toBe(res.body.errors.firstname[0]);
      expect(res.body.message).not.toMatch(/auth\.errors/);
      expect(Object.keys(res.body)).toEqual(['success', 'error', 'message', 'status', 'errors']);
    });

    it("answers an id that cannot be one with the object's own 404, before the body", async () => {
      const res = await call(formCall.POST, '/x', { method: 'POST', params: { id: '1x' }, body: 'not json' });
      expect(res).toMatchObject({ status: 404, body: { success: false, error: true, status: 404 } });
      expect(res.body.errors).toBeUndefined();
    });

    it('reports a body that is no JSON object on `body`', async () => {
      for (const body of ['not json', '[1]', '"text"']) {
        const res = await call(formCall.POST, '/x', { method: 'POST', params: { id: '1' }, body });
        expect(res.status).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual(['body']);
        expect(res.body.message).toBe('The given data was invalid.');
      }
      const huge = await call(formCall.POST, '/x', { method: 'POST', params: { id: '1' }, body: JSON.stringify({ firstname: 'x'.repeat(20_000) }) });
      expect(huge.body.errors).toEqual({ body: ['may not be larger than 16384 bytes'] });
    });
  });

  it('asks for the login before it reads the request: 401 in the error contract', async () => {
    const handlers = endpoint({
      method: 'PUT',
      login: 'required',
      answer,
      fallbackKey: 'account.errors.saveFailed',
      successFlag: true,
      input: request({ body: jsonObject(z.object({ n: z.number() })) }),
    })(({ login, input }) => ({ ok: true, n: login.customerId + input.body.n }));
    const res = await call(handlers.PUT, '/x', { method: 'PUT', body: 'not json' });
    expect(res).toMatchObject({ status: 401, body: { success: false, error: true, status: 401 } });
  });

  it('turns thrown errors into the contract, with headers and extra fields; anything else into a 500 with the default message', async () => {
    const limited = endpoint({ method: 'POST', answer, fallbackKey: 'Server error' })(() => {
      throw new ApiError(429, 'auth.errors.tooMany', { params: { minutes: 2 }, data: { retry_after: 90 }, headers: { 'Retry-After': '90' } });
    });
    const res = await call(limited.POST, '/x', { method: 'POST' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('90');
    expect(res.body).toMatchObject({ retry_after: 90, error: true, status: 429 });
    expect(res.body.message).toMatch(/2/);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = endpoint({ method: 'GET', answer, fallbackKey: 'cart.errors.fetch', successFlag: true })(() => {
      throw new Error('database is down');
    });
    const failed = await call(broken.GET, '/x', { headers: { 'X-Locale': 'en' } });
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ success: false, error: true, status: 500 });
    expect(JSON.stringify(failed.body)).not.toMatch(/database is down|at /);
  });

  it('checks the answer against its schema in tests: a drift is a 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const drifted = endpoint({ method: 'GET', answer, fallbackKey: 'Server error' })(() => ({ ok: true, n: 1, extra: 'field' }) as never);
    const res = await call(drifted.GET, '/x');
    expect(res.status).toBe(500);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/does not match its schema/);
  });

  it('does not check answers in production', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITEST', undefined as unknown as string);
    delete process.env.VITEST;
    try {
      const drifted = endpoint({ method: 'GET', answer, fallbackKey: 'Server error' })(() => ({ ok: true, n: 1, extra: 'field' }) as never);
      expect(await call(drifted.GET, '/x')).toMatchObject({ status: 200, body: { ok: true, n: 1, extra: 'field' } });
    } finally {
      process.env.VITEST = 'true';
    }
  });
});
