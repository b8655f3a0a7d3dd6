/**
 * A page opts into the page cache (docs/page-cache.md, which pages): it says which query
 * parameters it reads and which tags name what it shows. A page that does not call
 * `cachePage` is never kept; one asked with a parameter it did not name is not kept either (its
 * answer may depend on something the key does not hold, or the parameter is noise that would
 * fill the cache).
 *
 * Tags: `p:<product id>` for every product shown (detail, card, part), `c:<category id>` for a
 * category's list, `content:<page id>` for a database page, `new` for the newest products.
 * What every page shows (menu, header, footer, shop rating, delivery rates) needs no tag: a
 * change of it purges every page.
 */
export type PageCachePlan = { query: ReadonlySet<string>; tags: Set<string> };

export function cachePage(locals: App.Locals, { query = [], tags = [] }: { query?: readonly string[]; tags?: Iterable<string> } = {}): void {
  const plan = (locals.pageCache ??= { query: new Set(), tags: new Set() });
  for (const name of query) (plan.query as Set<string>).add(name);
  for (const tag of tags) plan.tags.add(tag);
}

/** Tags for the products a page shows. */
export const productTags = (ids: Iterable<number>): string[] => [...ids].map((id) => `p:${id}`);
