/**
 * What the account pages read besides the domain modules: the query of the orders page (a page
 * number, or one order by ?id=) read leniently, and country names in the page's language.
 */
import type { Locale } from '#src/lib/locales.ts';
import { countryOptions } from '../shell/countries.ts';
import { pathId } from './errors.ts';

/** ?id= names one order; ?page= a page of the list (anything odd is page 1). */
export function ordersQuery(url: URL): { orderId: number | null; hasId: boolean; page: number } {
  const id = url.searchParams.get('id');
  const page = Number(url.searchParams.get('page') ?? '1');
  return { orderId: id === null ? null : pathId(id), hasId: id !== null, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

export async function countryNames(locale: Locale): Promise<{ options: { id: string; name: string }[]; name: (id: string) => string }> {
  const options = await countryOptions(locale);
  const byId = new Map(options.map((c) => [c.id, c.name]));
  return { options, name: (id: string) => byId.get(id) ?? id };
}
