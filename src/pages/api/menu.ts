/**
 * GET /api/menu (docs/menus-and-shell.md, menu items). Header Accept-Language picks the locale (en
 * when none fits). Answer: `{ locale, menuItems }`, the items a client in that locale can show
 * (every item still carries its names and addresses in all locales; see src/lib/menu.ts for `value`
 * per type). The menu changes rarely: clients and shared caches keep it a day (24 h), per
 * Accept-Language. Failure: the last good menu, marked uncacheable; without one, 503 with
 * Retry-After 30.
 */
import { negotiateLocale } from '#src/lib/accept-language.ts';
import { itemsInLocale } from '#src/lib/menu.ts';
import { siteMenu, MENU_BACKOFF_MS } from '#src/server/shell/menu.ts';
import { endpoint, reply } from '#src/server/http/endpoint.ts';
import { ApiError } from '#src/server/http/api-error.ts';
import { menuAnswer } from '#src/lib/api/catalog.ts';

export const { GET, HEAD, ALL } = endpoint({ method: 'GET', answer: menuAnswer, fallbackKey: 'Server error' })(async ({ request, locals }) => {
  const locale = negotiateLocale(request.headers.get('accept-language'), 'en');
  const { items, failed } = await siteMenu(locals.shop.id);
  if (failed && items.length === 0) {
    throw new ApiError(503, 'The menu is not available right now.', { headers: { 'Retry-After': String(MENU_BACKOFF_MS / 1000) } });
  }
  return reply(
    { locale, menuItems: itemsInLocale(items, locale) },
    { cacheControl: failed ? 'no-store' : 'public, max-age=86400', headers: { Vary: 'Accept-Language' } },
  );
});
