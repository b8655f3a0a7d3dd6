/**
 * A screen's `access` from the route table, enforced for every screen so no page can forget
 * it: `account` needs a login (src/server/account/page-guard.ts), `checkout` asks the
 * checkout's door (src/server/checkout/page-guard.ts), `public` lets everyone in. Category,
 * content and 404 pages are public.
 */
import { defineMiddleware } from 'astro:middleware';
import type { APIContext, MiddlewareNext } from 'astro';
import { SCREENS, href, type Access, type ScreenId } from '../lib/routes.ts';
import { guardAccountPage, PRIVATE } from '../server/account/page-guard.ts';
import { checkoutRedirect } from '../server/checkout/page-guard.ts';

type Guard = (context: APIContext, next: MiddlewareNext, screen: ScreenId) => Promise<Response>;

export const GUARDS: Record<Access, Guard> = {
  public: (_context, next) => next(),
  account: (context, next) => guardAccountPage(context, () => next()),
  checkout: async (context, next, screen) => {
    const elsewhere = await checkoutRedirect(context, screen);
    if (elsewhere === null) {
      // A checkout step shows the shopper's own cart and details: never for a shared cache.
      const response = await next();
      const out = new Response(response.body, response);
      out.headers.set('Cache-Control', PRIVATE);
      return out;
    }
    const { locale, shop } = context.locals;
    return new Response(null, { status: 302, headers: { Location: href(elsewhere, locale, shop), 'Cache-Control': PRIVATE } });
  },
};

export const guard = defineMiddleware((context, next) => {
  const page = context.locals.page;
  if (page?.kind !== 'screen') return next();
  return GUARDS[SCREENS[page.screen].access](context, next, page.screen);
});
