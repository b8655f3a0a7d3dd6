/** Popular searches per locale for the search overlay's chips (spec §2, §3), in staff order. */
import { sql } from 'drizzle-orm';
import type { Locale } from '../../lib/locales.ts';
import { db } from '../database.ts';
import { rows } from '../db/query.ts';
import { ttlCache } from '../cache.ts';

const cache = ttlCache<Locale, string[]>(5 * 60_000, async (locale) => {
  const result = await rows<{ query: string }>(await db(), sql`
    SELECT query FROM popular_searches WHERE locale = ${locale} ORDER BY position, id`);
  return result.map((r) => r.query);
});

export function popularSearches(locale: Locale): Promise<string[]> {
  return cache.get(locale);
}
