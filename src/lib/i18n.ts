/**
 * UI strings through i18next, one initialised instance per locale (built once, synchronously).
 * Keys are typed against i18n/en.json; nl and de must hold the same keys (a unit test checks).
 */
import i18next, { type FormatterModule, type TFunction } from 'i18next';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import de from '../../i18n/de.json';
import { LOCALES, type Locale } from './locales.ts';
import { formatCount } from './numbers.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export const DICTIONARIES: Record<Locale, Record<string, unknown>> = { en, nl, de };

export type Translate = TFunction<'translation'>;

/**
 * Product properties with a label (`product.properties.*`, brand first): what the specifications
 * name and what a category page offers as filters (docs/catalogue.md, filters and sorting).
 */
export const LABELLED_PROPERTIES: readonly string[] = Object.keys(en.product.properties);

/**
 * Placeholders that hold a quantity. A number given for one of them is written with the
 * locale's grouping, as the browser's `plural()` does, so a count reads one way on every page
 * ("5.588 Bewertungen", never "5588" beside "5.588"). Other numbers (a year, an order number)
 * are written as given; a caller passes a formatted string where a number needs another form.
 */
export const COUNT_PLACEHOLDERS: ReadonlySet<string> = new Set([
  'count',
  'total',
  'min',
  'max',
  'n',
  'quantity',
  'available',
  'inCart',
  'page',
  'pages',
  'days',
  'hours',
  'minutes',
  'grams',
]);

function countFormatter(locale: Locale): FormatterModule {
  return {
    type: 'formatter',
    init: () => {},
    add: () => {},
    addCached: () => {},
    format: (value, _format, _lng, options) =>
      typeof value === 'number' && Number.isFinite(value) && COUNT_PLACEHOLDERS.has(String(options?.interpolationkey)) ? formatCount(value, locale) : value,
  };
}

const instances = new Map<Locale, Translate>();

export function translator(locale: Locale): Translate {
  let t = instances.get(locale);
  if (!t) {
    const instance = i18next.createInstance().use(countFormatter(locale));
    void instance.init({
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: [...LOCALES],
      resources: { en: { translation: en }, nl: { translation: nl }, de: { translation: de } },
      initAsync: false,
      // Astro escapes every interpolated value when rendering; double escaping would show "&amp;".
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
    t = memoizePlainKeys(instance.t.bind(instance) as Translate);
    instances.set(locale, t);
  }
  return t;
}

/**
 * Key-only lookups (most of a page: menu labels, buttons) are answered from a map; calls with
 * options (interpolation, plurals) still go through i18next. A page makes hundreds of calls,
 * and i18next's resolution was a visible share of the render time.
 */
function memoizePlainKeys(t: Translate): Translate {
  const plain = new Map<string, string>();
  const fast = (key: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === 'string') {
      let value = plain.get(key);
      if (value === undefined) {
        value = String((t as unknown as (k: string) => unknown)(key));
        if (plain.size < 5000) plain.set(key, value);
      }
      return value;
    }
    return (t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  };
  return fast as unknown as Translate;
}
