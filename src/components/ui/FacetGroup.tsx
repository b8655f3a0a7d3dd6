/**
 * One filter group as checkboxes with counts: a property's values in the search overlay's column
 * (docs/search.md) and on a category page (docs/catalogue.md, filters and sorting), one look for
 * both. In the overlay the boxes are controlled (`onToggle`); on a page they are fields of its GET
 * form (`name`), so filtering works without JavaScript.
 */
import type { Locale } from '#src/lib/locales.ts';
import { formatCount } from '#src/lib/numbers.ts';

export type FacetGroupOption = { key: string; label: string; count: number; checked: boolean };

export type FacetGroupProps = {
  legend: string;
  options: readonly FacetGroupOption[];
  locale: Locale;
  /** The form field's name: a ticked box submits `name=key`. */
  name?: string;
  onToggle?: (key: string) => void;
};

export const FACET_LEGEND_CLASS = 'mb-2 text-sm font-bold';

export default function FacetGroup({ legend, options, locale, name, onToggle }: FacetGroupProps) {
  if (options.length === 0) return null;
  return (
    // Fieldsets default to min-width: min-content; long names must wrap inside the column instead.
    <fieldset className="min-w-0">
      <legend className={FACET_LEGEND_CLASS}>{legend}</legend>
      <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto pr-1">
        {options.map((o) => (
          <li key={o.key}>
            <label className="flex min-h-8 cursor-pointer items-center gap-2 rounded px-1 py-0.5 text-sm leading-snug hover:bg-surface-alt">
              {onToggle ? (
                <input type="checkbox" className="h-4 w-4 shrink-0 accent-brand" checked={o.checked} onChange={() => onToggle(o.key)} />
              ) : (
                <input type="checkbox" className="h-4 w-4 shrink-0 accent-brand" name={name} value={o.key} defaultChecked={o.checked} />
              )}
              <span className="min-w-0 flex-1 break-words">{o.label}</span>
              <span className="text-xs tabular-nums text-ink-mute">{formatCount(o.count, locale)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
