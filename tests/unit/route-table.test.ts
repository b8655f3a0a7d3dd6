/**
 * The route table's `layout`, `access` and `parent` are obeyed everywhere: every screen's page
 * renders in the layout the table names (through ScreenPage, which reads it, or by importing
 * that layout itself), and the middleware's guard step decides every screen by its access.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_IDS, SCREENS, screenDef, type Access, type ScreenId } from '#src/lib/routes.ts';
import { SHOPS } from '#src/lib/locales.ts';
import { translator } from '#src/lib/i18n.ts';

vi.mock('astro:middleware', () => ({ defineMiddleware: (handler: unknown) => handler }));
const checkoutRedirect = vi.fn(async (): Promise<ScreenId | null> => null);
vi.mock('#src/server/checkout/page-guard.ts', () => ({ checkoutRedirect }));
const pageSession = vi.fn(async () => null as unknown);
vi.mock('#src/server/auth/session.ts', () => ({ pageSession }));

const LAYOUT_FILES: Record<string, string> = { default: 'Default', account: 'Account', checkout: 'Checkout', error: 'Error' };

function pageFile(page: string): string {
  const base = join(process.cwd(), 'src/pages', page.replace(/\/$/, '') || '/index');
  const candidates = [`${base}.astro`, join(base, 'index.astro')];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`no page for ${page}`);
  return found;
}

describe('the route table', () => {
  it.each(SCREEN_IDS.map((id) => [id]))('%s renders in the layout the table names', (id) => {
    const source = readFileSync(pageFile(SCREENS[id].page), 'utf8');
    if (/import ScreenPage from/.test(source)) return;
    // A fragment of the shell renders without a frame.
    if (SCREENS[id].layout === 'fragment') return expect(source).not.toMatch(/layouts\//);
    expect(source, `${SCREENS[id].page} imports its layout itself`).toMatch(new RegExp(`layouts/${LAYOUT_FILES[SCREENS[id].layout]}\\.astro`));
  });

  it('names only screens of the table as parents, in the same layout', () => {
    for (const id of SCREEN_IDS) {
      const parent = screenDef(id).parent;
      if (parent === undefined) continue;
      expect(SCREEN_IDS, id).toContain(parent);
      expect(SCREENS[parent].layout, id).toBe(SCREENS[id].layout);
    }
  });

  it('guards the account and checkout screens', () => {
    const byAccess = (access: Access) => SCREEN_IDS.filter((id) => SCREENS[id].access === access);
    expect(byAccess('account').every((id) => SCREENS[id].layout === 'account')).toBe(true);
    expect(byAccess('account')).toContain('accountOrders');
    expect(byAccess('checkout')).toEqual(['checkout', 'checkoutLogin', 'checkoutDelivery', 'checkoutPayment', 'checkoutReview']);
  });
});

describe('the guard step', () => {
  beforeEach(() => {
    checkoutRedirect.mockReset().mockResolvedValue(null);
    pageSession.mockReset().mockResolvedValue(null);
  });

  const visit = async (screen: ScreenId | null) => {
    const { guard, GUARDS } = await import('#src/middleware/guard.ts');
    const shop = SHOPS.international;
    const requestUrl = new URL('http://localhost/some/page/?x=1');
    const locals = {
      shop,
      locale: 'en',
      t: translator('en'),
      requestUrl,
      page: screen ? { kind: 'screen', screen, params: {}, foreignPrefix: null, paths: {} } : { kind: 'category', foreignPrefix: null, paths: {} },
    };
    const next = vi.fn(async () => new Response('page'));
    const response = await (guard as unknown as (c: APIContext, n: typeof next) => Promise<Response>)({ locals, cookies: {} } as unknown as APIContext, next);
    return { response, rendered: next.mock.calls.length > 0, guards: GUARDS };
  };

  it('has a guard for every access', async () => {
    const { guards } = await visit('home');
    expect(Object.keys(guards).sort()).toEqual(['account', 'checkout', 'public']);
  });

  it('lets public screens and pages found from data through', async () => {
    expect((await visit('faq')).rendered).toBe(true);
    expect((await visit(null)).rendered).toBe(true);
    expect(checkoutRedirect).not.toHaveBeenCalled();
  });

  it('sends a visitor without a login from an account screen to the login page', async () => {
    const { response, rendered } = await visit('accountOrders');
    expect(rendered).toBe(false);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login/?redirect=%2Fsome%2Fpage%2F%3Fx%3D1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('asks the checkout door for every checkout step, and follows it', async () => {
    expect((await visit('checkoutDelivery')).rendered).toBe(true);
    expect(checkoutRedirect).toHaveBeenLastCalledWith(expect.anything(), 'checkoutDelivery');
    checkoutRedirect.mockResolvedValue('home');
    const away = await visit('checkoutPayment');
    expect(away.rendered).toBe(false);
    expect(away.response.status).toBe(302);
    expect(away.response.headers.get('location')).toBe('/');
    checkoutRedirect.mockResolvedValue('checkoutDelivery');
    expect((await visit('checkoutReview')).response.headers.get('location')).toBe('/checkout/delivery/');
  });
});
