/**
 * The favourites calls (docs/adr/0010-favourites.md): a logged-in customer's list (bearer), the
 * toggle, and the public read of a guest's list, whose ids live in the browser. Money leaves
 * the server as euro amounts with two decimals, with the VAT of the request's region.
 */
import * as z from 'zod/mini';
import { isLocale, type Locale } from '../locales.ts';
import { MAX_IDS_PER_CALL } from '../favorites/list.ts';
import { asId, checked, type Ctx, euros, id, jsonObject, pathId, report, request } from './common.ts';

/** Distinct ids in their first order; null when any entry is no id or there are too many. */
function idList(values: readonly unknown[]): number[] | null {
  if (values.length > MAX_IDS_PER_CALL) return null;
  const ids: number[] = [];
  for (const value of values) {
    const found = asId(value);
    if (found === null) return null;
    if (!ids.includes(found)) ids.push(found);
  }
  return ids;
}

/** `ids` of a body: a list of product ids (numbers or their digits). */
function bodyIds(value: unknown, ctx: Ctx): number[] {
  const ids = Array.isArray(value) ? idList(value) : null;
  if (ids !== null) return ids;
  return report(ctx, 'favorites.errors.ids');
}

// ---------------------------------------------------------------------------------------------
// Requests

/** POST /api/favorites `{ ids }`: adds many (the login merge). */
export const favoritesAddRequest = request({
  body: jsonObject(z.object({ ids: z.pipe(z.optional(z.unknown()), z.transform(bodyIds)) })),
});

/** DELETE /api/favorites `{ ids }` removes those; without ids (null) every favourite. */
export const favoritesRemoveRequest = request({
  body: jsonObject(
    z.object({
      ids: z.pipe(
        z.optional(z.unknown()),
        z.transform((value, ctx) => (value === undefined ? null : bodyIds(value, ctx))),
      ),
    }),
  ),
});

/**
 * POST /api/toggle-favorite/{id} with `{ id, type: 'product' }`: both optional, but when sent
 * they must agree with the path (both problems named at once).
 */
export const toggleRequest = checked(
  request({
    params: z.object({ id: pathId }),
    body: jsonObject(z.object({ id: z.optional(z.unknown()), type: z.optional(z.unknown()) })),
  }),
  z.superRefine(({ params, body }, ctx) => {
    if (body.id !== undefined && asId(body.id) !== params.id) ctx.addIssue({ code: 'custom', path: ['body', 'id'], message: 'favorites.errors.idMismatch' });
    if (body.type !== undefined && body.type !== 'product') ctx.addIssue({ code: 'custom', path: ['body', 'type'], message: 'favorites.errors.type' });
  }),
);

/**
 * GET /api/favorites/products?ids=3,7,9[&locale=nl][&country=DE]: `ids` comma-separated (or
 * repeated as `ids[]`), `locale` and `country` as the search takes them; the shop fills in the
 * ones not given (null).
 */
export const favoritesReadRequest = request({
  query: z.pipe(
    z.custom<URLSearchParams>((v) => v instanceof URLSearchParams, 'must be query parameters'),
    z.transform((params: URLSearchParams, ctx) => {
      const problem = (field: string, message: string) => {
        report(ctx, message, { path: [field] });
      };
      const raw = [...params.getAll('ids'), ...params.getAll('ids[]')]
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '');
      const ids = idList(raw);
      if (ids === null) problem('ids', 'favorites.errors.ids');
      const askedLocale = params.get('locale') || null;
      if (askedLocale !== null && !isLocale(askedLocale)) problem('locale', 'favorites.errors.locale');
      const askedCountry = params.get('country') ? params.get('country')!.toUpperCase() : null;
      if (askedCountry !== null && !/^[A-Z]{2}$/.test(askedCountry)) problem('country', 'favorites.errors.country');
      return { ids: ids ?? [], locale: askedLocale as Locale | null, country: askedCountry };
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Answers

export const favoriteProduct = z.strictObject({
  id,
  /** The master of a variant; null for plain products and masters. */
  master_product_variant_id: z.nullable(id),
  name: z.string(),
  slug: z.string(),
  /** The product page in the request's locale and shop. */
  url: z.string(),
  sku: z.string(),
  /** The product's first picture (a variant without its own: its master's). */
  image: z.nullable(z.string()),
  price: euros,
  price_with_tax: euros,
  original_price: z.nullable(euros),
  original_price_with_tax: z.nullable(euros),
  tax_rate: z.number(),
  stock: z.int(),
  in_stock: z.boolean(),
  /** A master with active variants: a variant is chosen on its page before buying. */
  has_variants: z.boolean(),
});

const listFields = {
  /** In the list's order (newest first); withdrawn products are left out. */
  ids: z.array(id),
  /** The plain products and masters among them. */
  products: z.array(favoriteProduct),
  /** The variant products among them. */
  variants: z.array(favoriteProduct),
};

/** GET /api/favorites and the public read GET /api/favorites/products. */
export const favoritesAnswer = z.strictObject(listFields);

/** POST and DELETE /api/favorites: the list afterwards. */
export const favoritesWriteAnswer = z.strictObject({ success: z.literal(true), ...listFields });

/** GA4 event of a favourite added (pushed to the data layer when the server returns one). */
export const wishlistEvent = z.strictObject({
  event: z.literal('add_to_wishlist'),
  ecommerce: z.strictObject({
    currency: z.literal('EUR'),
    value: euros,
    items: z.array(z.strictObject({ item_id: z.string(), item_name: z.string(), price: euros, quantity: z.literal(1) })),
  }),
});

/** POST /api/toggle-favorite/{id}: `add_to_wishlist` when the product came in, null when it went. */
export const toggleAnswer = z.strictObject({ success: z.literal(true), id, favorited: z.boolean(), gtm_event: z.nullable(wishlistEvent) });

export type FavoriteProductJson = z.infer<typeof favoriteProduct>;
export type FavoritesAnswer = z.infer<typeof favoritesAnswer>;
export type FavoritesWriteAnswer = z.infer<typeof favoritesWriteAnswer>;
export type WishlistEvent = z.infer<typeof wishlistEvent>;
export type ToggleAnswer = z.infer<typeof toggleAnswer>;
