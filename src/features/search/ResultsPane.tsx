/**
 * The overlay's results column: suggestions before the first key, skeletons while the first page
 * loads, then the results (./Results.tsx, loaded with the first key: ./parts.ts); a retry after a
 * failure (docs/search.md, the overlay).
 */
import { useStore } from '@nanostores/react';
import type { Locale } from '#src/lib/locales.ts';
import ProductGrid, { SIDEBAR_GRID_CLASS } from '#src/components/ui/ProductGrid.tsx';
import { cardFromSuggestion } from '#src/components/ui/card-data.ts';
import { LOADING_PLACEHOLDERS, SkeletonCards } from './Skeletons.tsx';
import { Failure } from './Failure.tsx';
import { $searchingParts } from './parts.ts';
import type { ResultsProps } from './Results.tsx';
import type { SearchResults } from './store.ts';
import type { SearchStrings } from './strings.ts';

type Props = Omit<ResultsProps, 'results'> & { query: string; results: SearchResults | null };

export function ResultsPane({ query, results, ...rest }: Props) {
  const parts = useStore($searchingParts);
  const { status, suggestions, locale, s, onRetry } = rest;
  if (query.trim() === '') return <Suggestions suggestions={suggestions} locale={locale} s={s} />;
  // An answer is read only once the parts are there, so results come with them.
  if (!results || !parts) {
    return status === 'error' ? <Failure s={s} onRetry={onRetry} /> : <SkeletonCards count={LOADING_PLACEHOLDERS} />;
  }
  return <parts.Results results={results} {...rest} />;
}

function Suggestions({ suggestions, locale, s }: { suggestions: ResultsProps['suggestions']; locale: Locale; s: SearchStrings }) {
  return (
    <section aria-labelledby="search-suggestions">
      <p className="mb-4 text-sm text-ink-soft">{s.hint}</p>
      <h3 id="search-suggestions" className="mb-3 text-sm font-bold">
        {s.suggestions}
      </h3>
      {suggestions === null ? (
        <SkeletonCards count={8} />
      ) : (
        <ProductGrid products={suggestions.map(cardFromSuggestion)} locale={locale} strings={s.card} className={SIDEBAR_GRID_CLASS} />
      )}
    </section>
  );
}
