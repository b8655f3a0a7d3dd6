/**
 * Five stars for an average of 1–5, rounded up to whole or half stars (docs/catalogue.md, reviews
 * and stars); one image for screen readers, labelled with the average.
 */
import { memo } from 'react';
import { stars } from '#src/lib/rating.ts';
import { formatDecimal } from '#src/lib/numbers.ts';
import { fill } from '#src/lib/text.ts';
import type { Locale } from '#src/lib/locales.ts';

const STAR = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z';
/** The left half of STAR (a path, not a clip: no ids to keep unique, no inline style for the CSP). */
const HALF = 'M10 1.6V14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z';

export type StarRatingProps = {
  average: number;
  locale: Locale;
  /** The image's label with `{{rating}}`, e.g. "Rated {{rating}} out of 5". */
  label: string;
  className?: string;
};

function StarRating({ average, locale, label, className = 'h-4 w-4' }: StarRatingProps) {
  return (
    <span role="img" aria-label={fill(label, { rating: formatDecimal(average, locale) })} className="inline-flex items-center gap-0.5 text-amber-600">
      {stars(average).map((s, i) => (
        <svg key={i} viewBox="0 0 20 20" className={className} aria-hidden="true" focusable="false">
          <path d={STAR} fill="#d8dde5" />
          {s === 'full' && <path d={STAR} fill="currentColor" />}
          {s === 'half' && <path d={HALF} fill="currentColor" />}
        </svg>
      ))}
    </span>
  );
}

// memo(): pages render this view to plain HTML many times over; Astro sees a memo component is
// React by its type, where a plain function is rendered once more just to find that out.
export default memo(StarRating);
