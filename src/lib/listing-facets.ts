/**
 * The filter panel of a category page from the counts the server answers (docs/catalogue.md,
 * filters and sorting): which properties are offered, in which order, and their options. Pure.
 */
import { facetOptions } from './search-results.ts';

/** One count: products with `value` of `property`; value null counts the products having the property at all. */
export type FacetCount = { property: string; value: string | null; count: number };

export type FacetOptionView = { value: string; count: number; selected: boolean };
export type FacetGroupView = { key: string; options: FacetOptionView[] };

/** Properties shown first, in this order (brand, colour); the others follow by how many products have them. */
export const LEADING_PROPERTIES = ['merk', 'kleur'] as const;
/** At most this many property groups, so the panel stays a panel; a group with a chosen value is always shown. */
export const MAX_PROPERTY_GROUPS = 8;

const byValue = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The property groups of the panel. A group is offered when it lets the shopper choose (two
 * options or more) or holds a chosen value; options go by count, then by value in natural order
 * ("2 m" before "10 m"); a chosen value no product has any more stays, with 0, so a ticked box
 * never disappears.
 * @example facetGroups([{ property: 'merk', value: 'A', count: 3 }, { property: 'merk', value: 'B', count: 5 }, { property: 'merk', value: null, count: 8 }], {})
 *   // [{ key: 'merk', options: [{ value: 'B', count: 5, selected: false }, { value: 'A', count: 3, selected: false }] }]
 */
export function facetGroups(
  counts: readonly FacetCount[],
  selected: Readonly<Record<string, readonly string[]>>,
  maxGroups = MAX_PROPERTY_GROUPS,
): FacetGroupView[] {
  const options = new Map<string, { value: string; count: number }[]>();
  const coverage = new Map<string, number>();
  for (const c of counts) {
    if (c.value === null) coverage.set(c.property, c.count);
    else options.set(c.property, [...(options.get(c.property) ?? []), { value: c.value, count: c.count }]);
  }
  for (const key of Object.keys(selected)) if (!options.has(key) && selected[key]?.length) options.set(key, []);

  const leading = (key: string) => {
    const at = (LEADING_PROPERTIES as readonly string[]).indexOf(key);
    return at === -1 ? LEADING_PROPERTIES.length : at;
  };
  const groups = [...options.entries()]
    .map(([key, list]) => {
      const chosen = selected[key] ?? [];
      const sorted = [...list].sort((a, b) => b.count - a.count || byValue.compare(a.value, b.value));
      return {
        key,
        chosen: chosen.length > 0,
        options: facetOptions(sorted, chosen).map((o) => ({ ...o, selected: chosen.includes(o.value) })),
      };
    })
    .filter((g) => g.chosen || g.options.length >= 2)
    .sort((a, b) => leading(a.key) - leading(b.key) || (coverage.get(b.key) ?? 0) - (coverage.get(a.key) ?? 0) || a.key.localeCompare(b.key));

  const shown: typeof groups = [];
  for (const g of groups) if (g.chosen || shown.filter((s) => !s.chosen).length < maxGroups) shown.push(g);
  return shown.map(({ key, options: list }) => ({ key, options: list }));
}
