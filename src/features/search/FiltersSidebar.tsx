/**
 * The overlay's left column (docs/search.md, the overlay): up to 15 top categories as links while
 * nothing is searched; while searching, the categories the search returns as filters, the price
 * slider and the kleur and merk checkboxes with their counts.
 */
import { useId } from 'react';
import type { Locale } from '#src/lib/locales.ts';
import { EMPTY_FILTERS, PROPERTY_FILTERS, hasFilters, type PropertyFilter, type SearchFilters } from '#src/lib/search-url.ts';
import { facetCategories, facetOptions, priceBounds, toggled } from '#src/lib/search-results.ts';
import FacetGroup, { FACET_LEGEND_CLASS } from '#src/components/ui/FacetGroup.tsx';
import type { SearchResults } from './store.ts';
import type { SidebarCategory } from './api.ts';
import { PriceSlider } from './PriceSlider.tsx';
import { SkeletonLines } from './Skeletons.tsx';
import type { SearchStrings } from './strings.ts';

type Props = {
  searching: boolean;
  topCategories: SidebarCategory[] | null;
  results: SearchResults | null;
  filters: SearchFilters;
  locale: Locale;
  s: SearchStrings;
  onFilters: (next: SearchFilters, debounce?: boolean) => void;
};

const heading = FACET_LEGEND_CLASS;

export function FiltersSidebar({ searching, topCategories, results, filters, locale, s, onFilters }: Props) {
  const categoriesId = useId();
  if (!searching) {
    return (
      <nav aria-labelledby={categoriesId}>
        <h3 id={categoriesId} className={heading}>
          {s.categories}
        </h3>
        {topCategories === null ? (
          <SkeletonLines count={10} />
        ) : (
          <ul className="flex flex-col gap-1">
            {topCategories.map((c) => (
              <li key={c.id}>
                <a href={c.url} className="link-plain block rounded px-1 py-1 text-sm hover:bg-surface-alt">
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </nav>
    );
  }
  if (!results) return <SkeletonLines count={10} />;

  const categories = facetCategories(results.categories, filters.categories).map((c) => ({
    key: String(c.id),
    label: c.name,
    count: c.count,
    checked: filters.categories.includes(c.id),
  }));
  const property = (name: PropertyFilter) => {
    const found = results.properties.find((p) => p.name === name);
    return facetOptions(found?.options ?? [], filters[name]).map((o) => ({
      key: o.value,
      label: o.value,
      count: o.count,
      checked: filters[name].includes(o.value),
    }));
  };
  const taxRate = results.products[0]?.tax_rate ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <FacetGroup
        legend={s.categories}
        options={categories}
        locale={locale}
        onToggle={(key) => onFilters({ ...filters, categories: toggled(filters.categories, Number(key)) })}
      />
      {(results.priceRange !== null || filters.minPrice !== null || filters.maxPrice !== null) && (
        <PriceSlider
          bounds={priceBounds(results.priceRange)}
          filters={filters}
          taxRate={taxRate}
          locale={locale}
          s={s}
          onChange={(price) => onFilters({ ...filters, ...price }, true)}
        />
      )}
      {PROPERTY_FILTERS.map((name) => (
        <FacetGroup
          key={name}
          legend={s[name]}
          options={property(name)}
          locale={locale}
          onToggle={(value) => onFilters({ ...filters, [name]: toggled(filters[name], value) })}
        />
      ))}
      {hasFilters(filters) && (
        <button type="button" className="btn-ghost self-start text-sm" onClick={() => onFilters(EMPTY_FILTERS)}>
          {s.clearFilters}
        </button>
      )}
    </div>
  );
}
