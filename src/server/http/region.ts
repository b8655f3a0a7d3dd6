/**
 * The region of a request on the server (docs/prices-and-vat.md, the region of a page): the
 * shopper's choice read from the `region` cookie, the cookie a login sets when there is no choice
 * yet, and `?country=` on the international shop taken as a choice and redirected away.
 */
import type { APIContext, AstroCookies } from 'astro';
import type { Locale } from '#src/lib/locales.ts';
import { COUNTRY_QUERY, REGION_DAYS, REGION_KEY, countryOfQuery, isCountryCode, loginRegion, regionFor } from '#src/lib/region.ts';
import { isCrawler } from '#src/lib/seo.ts';
import { knownCountry } from '../shell/countries.ts';
import { isHttps } from './https.ts';

/** The country the `region` cookie names when the shop knows it, else null (no choice). */
export async function regionChoice(cookies: AstroCookies): Promise<string | null> {
  const value = cookies.get(REGION_KEY)?.value;
  return isCountryCode(value) && (await knownCountry(value)) ? value : null;
}

/** The region of the request's shop and choice for a language (the page's, or an API call's). */
export function regionIn(locals: App.Locals, locale: Locale): string {
  return regionFor(locals.shop, locale, locals.regionChoice).country;
}

/** The `region` cookie as the browser writes it too: readable by scripts (the region poll), 7 days. */
function setRegionCookie(context: Pick<APIContext, 'cookies' | 'request' | 'url'>, country: string): void {
  context.cookies.set(REGION_KEY, country, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    maxAge: REGION_DAYS * 86_400,
    secure: isHttps(context.request, context.url),
  });
}

/**
 * At login, registration and a login's refresh: a browser that has made no choice of country
 * gets the customer's default address country as its region, so its pages price for where the
 * customer lives while every page's HTML still depends on the cookie only.
 */
export function setLoginRegion(context: APIContext, addresses: readonly { country_id: string; is_default: boolean }[]): void {
  const { shop, regionChoice: chosen } = context.locals;
  if (shop.fixedCountry || chosen) return;
  const country = loginRegion(addresses);
  if (country) setRegionCookie(context, country);
}

/**
 * `?country=DE` on a page of the international shop (the Dutch shop's first-visit modal and the
 * country popup without JavaScript link there): a shopper's choice of country. A browser gets the
 * cookie (when the shop knows the country) and a 302 to the same address without the parameter,
 * never cached. A crawler gets neither: it reads the page itself, which a query string makes
 * noindex (docs/routing-and-seo.md, robots).
 */
export async function countryChoiceRedirect(context: APIContext): Promise<Response | null> {
  const { url, request, locals } = context;
  if (locals.shop.fixedCountry || !url.searchParams.has(COUNTRY_QUERY)) return null;
  if (isCrawler(request.headers.get('user-agent'))) return null;
  const country = countryOfQuery(url.searchParams.get(COUNTRY_QUERY));
  if (country && (await knownCountry(country))) setRegionCookie(context, country);
  const target = new URL(url);
  target.searchParams.delete(COUNTRY_QUERY);
  return new Response(null, { status: 302, headers: { Location: `${target.pathname}${target.search}`, 'Cache-Control': 'no-store' } });
}
