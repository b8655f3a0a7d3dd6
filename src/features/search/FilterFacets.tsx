/**
 * The overlay's filters while searching (docs/search.md, the overlay): the categories the search
 * returns, the price slider and the kleur and merk checkboxes with their counts. Loaded with the
 * first key (./parts.ts).
 */
import type { Locale } from '#src/lib/locales.ts';
import { EMPTY_FILTERS, PROPERTY_FILTERS, hasFilters, type PropertyFilter, type SearchFilters } from '#src/lib/search-url.ts';
import { facetCategories, facetOptions, priceBounds, toggled } from '#src/lib/search-results.ts';
import FacetGroup from '#src/components/ui/FacetGroup.tsx';
import type { SearchResults } from './store.ts';
import { PriceSlider } from './PriceSlider.tsx';
import type { SearchStrings } from './strings.ts';

export type FilterFacetsProps = {
  results: SearchResults;
  filters: SearchFilters;
  locale: Locale;
  s: SearchStrings;
  onFilters: (next: SearchFilters, debounce?: boolean) => void;
};

export function FilterFacets({ results, filters, locale, s, onFilters }: FilterFacetsProps) {
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
        approximate={results.totalEstimated}
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
          approximate={results.totalEstimated}
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
