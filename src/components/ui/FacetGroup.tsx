/**
 * One filter group as checkboxes with counts: a property's values in the search overlay's column
 * (docs/search.md) and on a category page (docs/catalogue.md, filters and sorting), one look for
 * both. In the overlay the boxes are controlled (`onToggle`); on a page they are fields of its GET
 * form (`name`), so filtering works without JavaScript. An option's classes are UnoCSS shortcuts
 * (`fct-*`, uno.config.ts): a category page lists a few dozen options.
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
      <ul className="fct-list">
        {options.map((o) => (
          <li key={o.key}>
            <label className="fct-opt">
              {onToggle ? (
                <input type="checkbox" className="fct-box" checked={o.checked} onChange={() => onToggle(o.key)} />
              ) : (
                <input type="checkbox" className="fct-box" name={name} value={o.key} defaultChecked={o.checked} />
              )}
              <span className="fct-name">{o.label}</span>
              <span className="fct-count">{formatCount(o.count, locale)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
