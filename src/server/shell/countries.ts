/** Countries for the shipping-country select (docs/menus-and-shell.md), named in the page's locale. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALE_ISO, type Locale } from '#src/lib/locales.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { fixedText } from '../db/decode.ts';
import { ttlCache } from '../cache.ts';

export type CountryOption = { id: string; name: string };
const countryRow = z.object({ id: fixedText, name_en: z.string(), name_nl: z.string(), name_de: z.string() });
type CountryRow = z.output<typeof countryRow>;

export async function loadCountries(db: Queryable): Promise<CountryRow[]> {
  return rows(db, countryRow, sql`SELECT id, name_en, name_nl, name_de FROM countries ORDER BY position, id`);
}

const cache = ttlCache<'all', CountryRow[]>(10 * 60_000, async () => loadCountries(await db()));
const sortedByList = new WeakMap<CountryRow[], Map<Locale, CountryOption[]>>();

/**
 * Whether the shop knows the country (the `countries` table): a `region` cookie or a `?country=`
 * naming another is no choice. When the list cannot be read the code's shape has to do, so a
 * database hiccup never moves a shopper's prices.
 */
export async function knownCountry(code: string): Promise<boolean> {
  try {
    return (await cache.get('all')).some((c) => c.id === code);
  } catch {
    return true;
  }
}

/** Every country with its name in `locale`, sorted by that name; empty (and logged) on failure. */
export async function countryOptions(locale: Locale): Promise<CountryOption[]> {
  try {
    const list = await cache.get('all');
    // Sorted once per list read from the database and language (every page's header asks).
    const sorted = sortedByList.get(list) ?? new Map<Locale, CountryOption[]>();
    sortedByList.set(list, sorted);
    let options = sorted.get(locale);
    if (!options) {
      const name = (c: CountryRow) => (locale === 'nl' ? c.name_nl : locale === 'de' ? c.name_de : c.name_en);
      const collator = new Intl.Collator(LOCALE_ISO[locale]);
      options = list.map((c) => ({ id: c.id, name: name(c) })).sort((a, b) => collator.compare(a.name, b.name));
      sorted.set(locale, options);
    }
    return options.map((o) => ({ ...o }));
  } catch (err) {
    console.error('[countries] failed:', err instanceof Error ? err.message : err);
    return [];
  }
}
