/**
 * Five stars for an average of 1–5, rounded up to whole or half stars (docs/catalogue.md, reviews
 * and stars); one image for screen readers, labelled with the average.
 */
import { memo } from 'react';
import { roundUpToHalf } from '#src/lib/rating.ts';
import { formatDecimal } from '#src/lib/numbers.ts';
import { fill } from '#src/lib/text.ts';
import type { Locale } from '#src/lib/locales.ts';

export type StarRatingProps = {
  average: number;
  locale: Locale;
  /** The image's label with `{{rating}}`, e.g. "Rated {{rating}} out of 5". */
  label: string;
  /** The stars' height (a width here is ignored: five stars are as wide as their height allows); empty where the parent sets it. */
  className?: string;
};

/**
 * One element, drawn by CSS (`.stars` in src/styles/global.css: grey stars and a gold part as wide
 * as the rating, in half stars): five inline SVGs per rating were about 1.6 KB of every product
 * card's HTML (docs/catalogue.md, page weight).
 */
function StarRating({ average, locale, label, className = 'h-4 w-4' }: StarRatingProps) {
  const halves = Math.round(roundUpToHalf(average) * 2);
  return (
    <span role="img" aria-label={fill(label, { rating: formatDecimal(average, locale) })} className={`stars stars-${halves}${className && ` ${className}`}`} />
  );
}

// memo(): pages render this view to plain HTML many times over; Astro sees a memo component is
// React by its type, where a plain function is rendered once more just to find that out.
export default memo(StarRating);
