/**
 * One filter group as checkboxes with counts: a property's values in the search overlay's column
 * (docs/search.md) and on a category page (docs/catalogue.md, filters and sorting), one look for
 * both. In the overlay the boxes are controlled (`onToggle`); on a page they are fields of its GET
 * form (`name`), so filtering works without JavaScript. The parts carry no classes: the fieldset's
 * `fct` shortcut (uno.config.ts) styles them by their place, as a category page lists a few dozen
 * options.
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
  /** The counts are estimates (a very broad search, docs/search.md): shown as "≈ 1,200". */
  approximate?: boolean;
};

export const FACET_LEGEND_CLASS = 'mb-2 text-sm font-bold';

export default function FacetGroup({ legend, options, locale, name, onToggle, approximate = false }: FacetGroupProps) {
  if (options.length === 0) return null;
  return (
    // `fct` keeps the fieldset's min-width at 0 (a fieldset defaults to min-content): long names wrap inside the column.
    <fieldset className="fct">
      <legend>{legend}</legend>
      <ul>
        {options.map((o) => (
          <li key={o.key}>
            <label>
              {onToggle ? (
                <input type="checkbox" checked={o.checked} onChange={() => onToggle(o.key)} />
              ) : (
                <input type="checkbox" name={name} value={o.key} defaultChecked={o.checked} />
              )}
              <span>{o.label}</span>
              <span>{approximate ? `≈\u00a0${formatCount(o.count, locale)}` : formatCount(o.count, locale)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
