/** Placeholders while data loads: 15 chips, 12 cards with no results (docs/search.md). Not read out. */

const pulse = 'motion-safe:animate-pulse bg-line';

/** Skeleton cards while the first page of a search loads. */
export const LOADING_PLACEHOLDERS = 12;

export function SkeletonCards({ count }: { count: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card flex flex-col overflow-hidden" data-skeleton="card">
          <div className={`aspect-square ${pulse} opacity-60`} />
          <div className="flex flex-col gap-2 p-3">
            <div className={`h-3.5 w-4/5 rounded ${pulse}`} />
            <div className={`h-3.5 w-1/2 rounded ${pulse}`} />
            <div className={`mt-2 h-5 w-1/3 rounded ${pulse}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SkeletonChips({ count }: { count: number }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`h-8 rounded-full ${pulse}`} style={{ width: `${4.5 + ((i * 37) % 5)}rem` }} data-skeleton="chip" />
      ))}
    </ul>
  );
}

export function SkeletonLines({ count }: { count: number }) {
  return (
    <ul className="flex flex-col gap-2.5" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`h-4 rounded ${pulse}`} style={{ width: `${55 + ((i * 23) % 40)}%` }} />
      ))}
    </ul>
  );
}
