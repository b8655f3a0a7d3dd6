/** A search that failed (or whose parts did not load), with a retry (docs/search.md, the overlay). */
import type { SearchStrings } from './strings.ts';

export function Failure({ s, onRetry }: { s: SearchStrings; onRetry: () => void }) {
  return (
    <div role="alert" className="card mt-4 flex flex-wrap items-center gap-3 border-danger/40 p-4 text-sm">
      <span className="text-danger">{s.error}</span>
      <button type="button" className="btn-ghost py-1.5 text-sm" onClick={onRetry}>
        {s.retry}
      </button>
    </div>
  );
}
