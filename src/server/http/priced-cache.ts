/**
 * How long, and for whom, an answer priced for a destination country may be kept
 * (docs/http-edge.md, answers priced by region): search, suggestions and the favourites' public
 * read. The price with VAT is the URL's `country` when it names one, the Dutch shop's NL, or
 * else the shopper's `region` cookie. A shared cache keys an answer on the host and the URL
 * only, so an answer priced by the cookie would show one shopper's VAT to the next: it is
 * kept by the shopper's own browser only, and revalidated there when the cookies change.
 */
import type { Shop } from '#src/lib/locales.ts';

export type CachePolicy = { cacheControl: string; headers: Record<string, string> };

/** A minute in any cache: the answer depends on nothing but the host and the URL. */
const SHARED: CachePolicy = { cacheControl: 'public, max-age=60', headers: {} };
/** A minute in the shopper's browser: the answer depends on the region cookie. */
const BY_COOKIE: CachePolicy = { cacheControl: 'private, max-age=60', headers: { Vary: 'Cookie' } };

/** The cache policy of an answer priced for `askedCountry` (the URL's), else the shop's country or the region cookie. */
export function pricedAnswerCache(shop: Shop, askedCountry: string | null | undefined): CachePolicy {
  return shop.fixedCountry || askedCountry ? SHARED : BY_COOKIE;
}
