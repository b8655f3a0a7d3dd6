/**
 * Price filter: two range inputs on one track (lowest and highest price), whole euros incl. VAT,
 * bounded by the lowest and highest result price (docs/search.md, the price filter). Each thumb is
 * a real, labelled input, so arrow keys work.
 */
import { formatEuros, formatMoney } from '#src/lib/money.ts';
import type { Locale } from '#src/lib/locales.ts';
import { priceFilter, sliderValues, type Bounds } from '#src/lib/search-results.ts';
import type { SearchFilters } from '#src/lib/search-url.ts';
import type { SearchStrings } from './strings.ts';

type Props = {
  bounds: Bounds;
  filters: SearchFilters;
  /** VAT percentage of the results, to show the excl.-VAT equivalent to business customers. */
  taxRate: number;
  locale: Locale;
  s: SearchStrings;
  onChange: (next: Pick<SearchFilters, 'minPrice' | 'maxPrice'>) => void;
};

export function PriceSlider({ bounds, filters, taxRate, locale, s, onChange }: Props) {
  const values = sliderValues(filters, bounds);
  const span = bounds.max - bounds.min;
  const at = (v: number) => `${((v - bounds.min) / span) * 100}%`;
  const incl = (euros: number) => formatEuros(euros, locale);
  const excl = (euros: number) => formatMoney(Math.round((euros * 100) / (1 + taxRate / 100)), locale);
  const amount = (euros: number) => (
    <>
      <span className="price-incl">{incl(euros)}</span>
      <span className="price-excl">{excl(euros)}</span>
    </>
  );
  // The lower thumb goes on top near the right end, or it could not be dragged back off the upper one.
  const lowOnTop = values.min > bounds.min + span / 2;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-bold">{s.price}</legend>
      <div className="relative h-6">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-line" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand"
          style={{ left: at(values.min), right: `calc(100% - ${at(values.max)})` }}
        />
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={values.min}
          aria-label={s.priceMin}
          aria-valuetext={incl(values.min)}
          className={`price-range ${lowOnTop ? 'z-20' : 'z-10'}`}
          onChange={(e) => onChange(priceFilter({ min: Math.min(Number(e.currentTarget.value), values.max), max: values.max }, bounds))}
        />
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={values.max}
          aria-label={s.priceMax}
          aria-valuetext={incl(values.max)}
          className="price-range z-10"
          onChange={(e) => onChange(priceFilter({ min: values.min, max: Math.max(Number(e.currentTarget.value), values.min) }, bounds))}
        />
      </div>
      <p className="mt-1 flex justify-between text-sm text-ink-soft">
        <span>{amount(values.min)}</span>
        <span>{amount(values.max)}</span>
      </p>
    </fieldset>
  );
}
