/** Popular searches per locale for the search overlay's chips (docs/search.md), in staff order. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { ttlCache } from '../cache.ts';

const queryRow = z.object({ query: z.string() });

export async function loadPopularSearches(db: Queryable, locale: Locale): Promise<string[]> {
  const result = await rows(
    db,
    queryRow,
    sql`
    SELECT query FROM popular_searches WHERE locale = ${locale} ORDER BY position, id`,
  );
  return result.map((r) => r.query);
}

const cache = ttlCache<Locale, string[]>(5 * 60_000, async (locale) => loadPopularSearches(await db(), locale));

export function popularSearches(locale: Locale): Promise<string[]> {
  return cache.get(locale);
}
