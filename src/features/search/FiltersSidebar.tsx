/**
 * The overlay's left column (docs/search.md, the overlay): up to 15 top categories as links while
 * nothing is searched; while searching, the filters (./FilterFacets.tsx, loaded with the first
 * key: ./parts.ts).
 */
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '#src/lib/locales.ts';
import type { SearchFilters } from '#src/lib/search-url.ts';
import { FACET_LEGEND_CLASS } from '#src/components/ui/FacetGroup.tsx';
import type { SearchResults } from './store.ts';
import type { SidebarCategory } from './api.ts';
import { $searchingParts } from './parts.ts';
import { SkeletonLines } from './Skeletons.tsx';
import type { SearchStrings } from './strings.ts';
// The price slider's styles go with the page's (a stylesheet of a part loaded later would come
// after its first paint).
import './price-slider.css';

type Props = {
  searching: boolean;
  topCategories: SidebarCategory[] | null;
  results: SearchResults | null;
  filters: SearchFilters;
  locale: Locale;
  s: SearchStrings;
  onFilters: (next: SearchFilters, debounce?: boolean) => void;
};

export function FiltersSidebar({ searching, topCategories, results, ...rest }: Props) {
  const categoriesId = useId();
  const parts = useStore($searchingParts);
  if (!searching) {
    return (
      <nav aria-labelledby={categoriesId}>
        <h3 id={categoriesId} className={FACET_LEGEND_CLASS}>
          {rest.s.categories}
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
  if (!results || !parts) return <SkeletonLines count={10} />;
  return <parts.FilterFacets results={results} {...rest} />;
}
