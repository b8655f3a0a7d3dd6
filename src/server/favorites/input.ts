/**
 * Input of the favourites calls, checked at the boundary: 422 with a message in the caller's
 * language for anything that cannot be a list of product ids, never a 500.
 */
import type { Translate } from '#src/lib/i18n.ts';
import { isLocale, type Locale, type Shop } from '#src/lib/locales.ts';
import { MAX_IDS_PER_CALL } from '#src/lib/favorites/list.ts';
import { fieldErrors } from '../http/api-error.ts';

const MAX_ID = 2_147_483_647;

/** A product id as JSON may carry it: a whole number, or its digits as a string. */
function asId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
}

/** Distinct ids in their first order; null when any entry is no id or there are too many. */
function idList(values: readonly unknown[]): number[] | null {
  if (values.length > MAX_IDS_PER_CALL) return null;
  const ids: number[] = [];
  for (const value of values) {
    const id = asId(value);
    if (id === null) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

function bodyIdList(value: unknown, t: Translate): number[] {
  const ids = Array.isArray(value) ? idList(value) : null;
  if (ids === null) throw fieldErrors(t, { ids: 'favorites.errors.ids' });
  return ids;
}

/** `ids` of POST /api/favorites: required. */
export const idsToAdd = (body: Record<string, unknown>, t: Translate): number[] => bodyIdList(body.ids, t);

/** `ids` of DELETE /api/favorites; without them null: every favourite. */
export const idsToRemove = (body: Record<string, unknown>, t: Translate): number[] | null => (body.ids === undefined ? null : bodyIdList(body.ids, t));

/** The toggle's body `{ id, type: 'product' }`: both optional, but when sent they must agree with the path. */
export function checkToggleBody(body: Record<string, unknown>, pathId: number, t: Translate): void {
  const problems: Record<string, string> = {};
  if (body.id !== undefined && asId(body.id) !== pathId) problems.id = 'favorites.errors.idMismatch';
  if (body.type !== undefined && body.type !== 'product') problems.type = 'favorites.errors.type';
  if (Object.keys(problems).length) throw fieldErrors(t, problems);
}

export type PublicReadInput = { ids: number[]; locale: Locale; country: string };

/**
 * GET /api/favorites/products: `ids` comma-separated (or repeated as `ids[]`), `locale` and
 * `country` as the search API takes them (the URL names everything the answer depends on, so
 * caches may share it); the Dutch shop always prices for NL.
 */
export function publicReadInput(params: URLSearchParams, shop: Shop, region: string, t: Translate): PublicReadInput {
  const raw = [...params.getAll('ids'), ...params.getAll('ids[]')]
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const ids = idList(raw);
  const problems: Record<string, string> = {};
  if (ids === null) problems.ids = 'favorites.errors.ids';
  const locale = params.get('locale') || shop.defaultLocale;
  if (!isLocale(locale)) problems.locale = 'favorites.errors.locale';
  const country = (params.get('country') || region).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) problems.country = 'favorites.errors.country';
  if (ids === null || !isLocale(locale) || Object.keys(problems).length) throw fieldErrors(t, problems);
  return { ids, locale, country: shop.fixedCountry ?? country };
}
