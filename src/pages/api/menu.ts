/**
 * GET /api/menu (spec §3 "Menu item", §7). Header Accept-Language picks the locale (en when
 * none fits). Answer: `{ locale, menuItems }`, the items a client in that locale can show
 * (every item still carries its names and addresses in all locales; see src/lib/menu.ts for
 * `value` per type). The menu changes rarely: clients and shared caches keep it a day
 * (spec §9 menu cache 24 h), per Accept-Language.
 * Failure: the last good menu, marked uncacheable; without one, 503 with Retry-After 30.
 */
import type { APIRoute } from 'astro';
import { negotiateLocale } from '../../lib/accept-language';
import { itemsInLocale } from '../../lib/menu';
import { siteMenu, MENU_BACKOFF_MS } from '../../server/shell/menu';
import { json } from '../../server/http/json';
import { onlyGet } from '../../server/http/method';
import { jsonError } from '../../server/http/errors';

export const GET: APIRoute = async ({ request, locals }) => {
  const locale = negotiateLocale(request.headers.get('accept-language'), 'en');
  const { items, failed } = await siteMenu(locals.shop.id);
  if (failed && items.length === 0) {
    const response = jsonError(503, 'The menu is not available right now.');
    response.headers.set('Retry-After', String(MENU_BACKOFF_MS / 1000));
    return response;
  }
  return json(
    { locale, menuItems: itemsInLocale(items, locale) },
    { cacheControl: failed ? 'no-store' : 'public, max-age=86400', headers: { Vary: 'Accept-Language' } },
  );
};

export const HEAD = GET;
export const ALL = onlyGet;
