/**
 * The CSRF check is on by default: every write under /api and /sanctum (and the shop's own
 * POST /change-locale) carries the token
 * unless src/server/http/csrf.ts names it as an exception, and the middleware's csrf step
 * refuses one without it before anything runs. So a write endpoint added tomorrow is checked
 * without anyone listing it; these tests prove that rule, and that every endpoint of today
 * falls under it.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { APIContext, APIRoute, MiddlewareHandler } from 'astro';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_EXCEPTIONS, needsCsrfCheck } from '#src/server/http/csrf.ts';
import { isEndpoint } from '#src/server/http/endpoint.ts';

// Vitest runs without Astro's virtual modules: the Markdown collections and defineMiddleware.
vi.mock('astro:content', () => import('../helpers/content-collections.ts'));
vi.mock('astro:middleware', () => ({ defineMiddleware: (handler: unknown) => handler, sequence: () => undefined }));

const PAGES = join(process.cwd(), 'src/pages');
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The request path an endpoint file answers, with every parameter filled in. */
const examplePath = (file: string) =>
  `/${relative(PAGES, file)
    .replace(/\.ts$/, '')
    .replace(/\/index$/, '')
    .replace(/\[\.\.\.\w+\]/g, 'x/y')
    .replace(/\[\w+\]/g, '1')}`;

type Module = Record<string, unknown>;
const endpointFiles = [...files(join(PAGES, 'api')), ...files(join(PAGES, 'sanctum')), join(PAGES, 'change-locale.ts')];
const modules = new Map<string, Module>();

beforeAll(async () => {
  for (const file of endpointFiles) modules.set(examplePath(file), (await import(file)) as Module);
}, 120_000);

const isWritingRead = (path: string) => CSRF_EXCEPTIONS.writingReads.some((e) => e.path.test(path));

/** An ALL handler that only refuses (405 for the methods a path does not take, 404 for unknown paths) takes no writes. */
async function allRefuses(handler: APIRoute): Promise<boolean> {
  const response = await handler({ request: new Request('http://localhost/api/x', { method: 'POST' }) } as APIContext);
  return response instanceof Response && (response.status === 405 || response.status === 404);
}

describe('CSRF by default', () => {
  it('checks every write to any path under /api and /sanctum, a path nobody listed too', () => {
    for (const method of WRITE_METHODS) {
      for (const path of [
        '/api/a-call-written-tomorrow',
        '/api/orders/1/cancel',
        '/api/cart/',
        '/api',
        '/sanctum/anything-new',
        '/change-locale',
        '/change-locale/',
      ]) {
        expect(needsCsrfCheck(method, path), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('leaves reads and everything outside /api and /sanctum alone', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(needsCsrfCheck(method, '/api/cart/cart')).toBe(false);
      expect(needsCsrfCheck(method, '/api/a-call-written-tomorrow')).toBe(false);
    }
    expect(needsCsrfCheck('GET', '/sanctum/csrf-cookie')).toBe(false);
    expect(needsCsrfCheck('POST', '/cart/')).toBe(false);
    expect(needsCsrfCheck('POST', '/apiary/')).toBe(false);
    expect(needsCsrfCheck('POST', '/change-locales/')).toBe(false);
    expect(needsCsrfCheck('POST', '/media/x.svg')).toBe(false);
  });

  it('names its exceptions in one place: only payment webhooks and one-click unsubscribes write without the token, and the writing read needs it for every method', () => {
    expect(CSRF_EXCEPTIONS.tokenless.map((e) => e.why)).toEqual([
      'payment providers report changes server to server; the status is asked of the provider',
      "a mail client's one-click unsubscribe (RFC 8058) posts without the shop's cookies; the link's signature is the proof",
    ]);
    expect(needsCsrfCheck('POST', '/api/newsletter/unsubscribe')).toBe(false);
    expect(needsCsrfCheck('POST', '/api/subscribe-newsletter')).toBe(true);
    expect(needsCsrfCheck('POST', '/api/payments/webhook/mollie')).toBe(false);
    expect(needsCsrfCheck('POST', '/api/payments/webhook/mollie/x')).toBe(true);
    expect(needsCsrfCheck('POST', '/api/payments/test/tp_1/complete')).toBe(true);
    expect(CSRF_EXCEPTIONS.writingReads.map((e) => e.why)).toEqual(['GET /api/cart/clear empties the cart']);
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST']) {
      expect(needsCsrfCheck(method, '/api/cart/clear')).toBe(true);
      expect(needsCsrfCheck(method, '/api/cart/clear/')).toBe(true);
    }
  });

  it('each writing read is an endpoint that answers GET', () => {
    for (const exception of CSRF_EXCEPTIONS.writingReads) {
      const found = [...modules].filter(([path]) => exception.path.test(path));
      expect(found.length, String(exception.path)).toBe(1);
      expect(typeof found[0]![1].GET).toBe('function');
    }
  });

  it('finds the endpoints', () => {
    expect([...modules.keys()]).toEqual(
      expect.arrayContaining(['/api/cart/add-to-cart/1/1', '/api/login', '/api/favorites', '/sanctum/csrf-cookie', '/change-locale']),
    );
  });

  it.each(endpointFiles.map((file) => [examplePath(file)]))('%s is written with endpoint()', (path) => {
    const handlers = Object.entries(modules.get(path)!).filter(([name]) => /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|ALL)$/.test(name));
    expect(handlers.length).toBeGreaterThan(0);
    for (const [name, handler] of handlers) expect(isEndpoint(handler), `${name} ${path}`).toBe(true);
  });

  it.each(endpointFiles.map((file) => [examplePath(file)]))('%s: every method it takes for writes needs the token', async (path) => {
    const module = modules.get(path)!;
    // The named tokenless exceptions are the one place writes go without the token (above).
    if (CSRF_EXCEPTIONS.tokenless.some((e) => e.path.test(path))) return;
    for (const method of WRITE_METHODS) {
      if (typeof module[method] === 'function') expect(needsCsrfCheck(method, path), `${method} ${path}`).toBe(true);
    }
    if (typeof module.ALL === 'function' && !(await allRefuses(module.ALL as APIRoute))) {
      for (const method of WRITE_METHODS) expect(needsCsrfCheck(method, path), `ALL ${path}`).toBe(true);
    }
  });

  // A writing read must not answer HEAD (a link checker's HEAD would run it); every other read answers HEAD as GET.
  it.each(endpointFiles.map((file) => [examplePath(file)]))('%s answers HEAD as GET, unless its GET writes', (path) => {
    const module = modules.get(path)!;
    if (typeof module.GET !== 'function') return;
    if (isWritingRead(path)) expect(module.HEAD).toBeUndefined();
    else expect(module.HEAD).toBe(module.GET);
  });
});

describe('the middleware csrf step', () => {
  it('finds the endpoint of every route, to leave a method it does not take to it', async () => {
    const { endpointModule } = await import('#src/middleware/csrf.ts');
    for (const file of endpointFiles) {
      const pattern = `/${relative(PAGES, file)
        .replace(/\.ts$/, '')
        .replace(/\/index$/, '')}`;
      const load = endpointModule(pattern);
      expect(load, pattern).toBeTypeOf('function');
      expect(await load!()).toBe(modules.get(examplePath(file)));
    }
  });

  it('counts a method as taken unless the endpoint only refuses it', async () => {
    const { takes } = await import('#src/middleware/csrf.ts');
    const cart = modules.get('/api/cart/add-to-cart/1/1')!;
    expect(takes(cart, 'POST')).toBe(true);
    expect(takes(cart, 'PUT')).toBe(false);
    expect(takes(modules.get('/api/menu')!, 'POST')).toBe(false);
    expect(takes(modules.get('/api/x/y')!, 'POST')).toBe(false);
    // A hand-written handler under /api is checked: it might write.
    expect(takes({ ALL: () => new Response('saved') }, 'POST')).toBe(true);
    expect(takes({ POST: () => new Response('saved') }, 'POST')).toBe(true);
    expect(takes({ GET: () => new Response('read') }, 'POST')).toBe(false);
  });

  const TOKEN = 'A'.repeat(43);
  const call = async (method: string, path: string, cookie?: string, header?: string) => {
    const { csrf } = await import('#src/middleware/csrf.ts');
    const request = new Request(`http://localhost${path}`, { method, headers: header ? { 'X-XSRF-TOKEN': header } : {} });
    const context = {
      request,
      url: new URL(request.url),
      cookies: { get: (name: string) => (name === 'XSRF-TOKEN' && cookie ? { value: cookie } : undefined) },
    };
    const next = vi.fn(async () => new Response('ran'));
    const response = await (csrf as MiddlewareHandler)(context as unknown as APIContext, next);
    return { response: response as Response, ran: next.mock.calls.length > 0 };
  };

  it('refuses a write to a path nobody listed without the token, with 419 and nothing run', async () => {
    for (const [cookie, header] of [
      [undefined, undefined],
      [TOKEN, undefined],
      [undefined, TOKEN],
      [TOKEN, 'B'.repeat(43)],
    ] as const) {
      const { response, ran } = await call('POST', '/api/a-call-written-tomorrow', cookie, header);
      expect(response.status).toBe(419);
      expect(await response.json()).toEqual({ success: false, error: true, message: 'CSRF token mismatch.', status: 419 });
      expect(ran).toBe(false);
    }
  });

  it('lets a write with the token through, and reads without one', async () => {
    expect((await call('PATCH', '/api/a-call-written-tomorrow', TOKEN, TOKEN)).ran).toBe(true);
    expect((await call('GET', '/api/a-call-written-tomorrow')).ran).toBe(true);
    expect((await call('POST', '/cart/')).ran).toBe(true);
  });
});
