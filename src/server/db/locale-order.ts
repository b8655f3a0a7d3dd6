/**
 * The orders in which locales are tried, in SQL and in code alike.
 *
 * Fallback: a text missing in the page's language is shown in Dutch, else English, else German
 * (the page's locale first, then nl, en, de), for names, slugs, descriptions and localized JSON
 * values (alt texts, kit step titles) alike, so a product's name and its picture's alt text
 * never fall back to different languages.
 *
 * Look-up: a slug given in any language is looked up in the caller's locale first, then en, nl,
 * de; maps answered per locale list en, nl, de in that order whatever order the rows came in.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '#src/lib/locales.ts';
import type { LocalizedText } from './schema.ts';

/** The locales a missing text falls back to, in order, after the page's own. */
export const FALLBACK_LOCALES = ['nl', 'en', 'de'] as const satisfies readonly Locale[];

/** The page's locale and then the fallbacks (the page's may repeat; its first place wins). */
export const fallbackChain = (locale: Locale): Locale[] => [locale, ...FALLBACK_LOCALES];

const FALLBACK_SQL = sql.raw(FALLBACK_LOCALES.map((l) => `'${l}'`).join(', '));

/**
 * The fallback order as an SQL text array, to pick the best translation with
 * `ORDER BY array_position(${localeFallback(locale)}, t.locale) LIMIT 1`. The page's locale is
 * a parameter, so the statement's text is the same for every locale; a column (SQL) stands in
 * for it where one query builds every locale at once (the search index).
 * @example localeFallback('de') // ARRAY[$1, 'nl', 'en', 'de']::text[] with $1 = 'de'
 */
export function localeFallback(locale: Locale | SQL): SQL {
  return sql`ARRAY[${locale}, ${FALLBACK_SQL}]::text[]`;
}

/** The best text of a localized JSON value in the fallback order; '' when it has none. */
export function pickLocalized(text: Partial<LocalizedText> | null | undefined, locale: Locale): string {
  if (!text) return '';
  for (const l of fallbackChain(locale)) {
    const value = text[l];
    if (value) return value;
  }
  return '';
}

/**
 * Locales to look a slug up in, in order: only `locale` when strict, else `locale` first and
 * then en, nl, de.
 * @example lookupOrder('de') // ['de', 'en', 'nl']
 */
export function lookupOrder(locale: Locale | null, strict = false): Locale[] {
  if (locale && strict) return [locale];
  return locale ? [locale, ...LOCALES.filter((l) => l !== locale)] : [...LOCALES];
}

/** `column IN (${list}) … ORDER BY array_position(${array}, column)` for the locales of `order`. */
export function localeList(order: readonly Locale[]): { array: SQL; list: SQL } {
  const items = () =>
    sql.join(
      order.map((l) => sql`${l}`),
      sql`, `,
    );
  return { array: sql`ARRAY[${items()}]::text[]`, list: items() };
}

/** The same map with its keys in the order en, nl, de, whatever order the rows came in. */
export function inLocaleOrder<T>(map: Partial<Record<Locale, T>>): Partial<Record<Locale, T>> {
  const out: Partial<Record<Locale, T>> = {};
  for (const l of LOCALES) {
    const v = map[l];
    if (v !== undefined) out[l] = v;
  }
  return out;
}
