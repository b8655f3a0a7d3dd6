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
const LABELLED = new Set(LABELLED_PROPERTIES);

/**
 * A product property's label ("Farbe" for `kleur`), or its key for a property without one. Not
 * `t(key, { defaultValue })`: a default value sends every call to i18next itself, past the
 * translator's quick path, and a product page asks for each row of its specifications.
 */
export const propertyLabel = (t: Translate, key: string): string => (LABELLED.has(key) ? t(`product.properties.${key}` as never) : key);

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
    t = fastTranslate(i18nextTranslator(locale), locale);
    instances.set(locale, t);
  }
  return t;
}

/** i18next itself for one locale; `translator` answers most calls without it (below). */
export function i18nextTranslator(locale: Locale): Translate {
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
  return instance.t.bind(instance) as Translate;
}

/**
 * A page makes hundreds of translation calls, and i18next's resolution was a visible share of a
 * page's render time. Key-only lookups (menu labels, buttons) are answered from a map. A call with
 * values ("{{count}} reviews") uses the template of its key, found once and split once, and fills
 * in the values as i18next does here (or, with `skipInterpolation`, gives it back as written): the plural form by the language's rules (`_one`, `_other`),
 * a number in a quantity placeholder with the language's grouping. Anything else goes to i18next:
 * an option that is no placeholder of the template (a default value, `skipInterpolation`, …), a
 * key or plural form the language lacks, a placeholder without a value, a path in a placeholder.
 * A unit test holds both to the same answer for every key.
 */
function fastTranslate(t: Translate, locale: Locale): Translate {
  const slow = t as unknown as (...args: unknown[]) => unknown;
  const plain = new Map<string, string>();
  const templates = new Map<string, Template | null>();
  const plurals = new Intl.PluralRules(locale);
  const fast = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string') return slow(key, ...rest);
    if (rest.length === 0) {
      let value = plain.get(key);
      if (value === undefined) {
        value = String(slow(key));
        if (plain.size < 5000) plain.set(key, value);
      }
      return value;
    }
    const values = rest[0] as Record<string, unknown> | null;
    if (rest.length > 1 || typeof values !== 'object' || values === null || Array.isArray(values)) return slow(key, ...rest);
    const count = values.count;
    const form = typeof count === 'number' ? `${key}_${plurals.select(count)}` : key;
    let template = templates.get(form);
    if (template === undefined) {
      template = compileTemplate(lookup(DICTIONARIES[locale], form));
      if (templates.size < 5000) templates.set(form, template);
    }
    return (template && fill(template, values, locale)) ?? slow(key, ...rest);
  };
  return fast as unknown as Translate;
}

/** A template split at its placeholders (text, name, text, …, text) and the names it has. */
type Template = { parts: string[]; names: ReadonlySet<string> };
const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/;

function lookup(dictionary: Record<string, unknown>, key: string): unknown {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function compileTemplate(text: unknown): Template | null {
  if (typeof text !== 'string') return null;
  // Nesting ($t) and formats ({{x, y}}) are i18next's to do; the shop's strings use neither.
  if (text.includes('$t(') || /\{\{[^}]*[,.-][^}]*\}\}/.test(text)) return null;
  const parts = text.split(new RegExp(PLACEHOLDER.source, 'g'));
  return { parts, names: new Set(parts.filter((_, i) => i % 2 === 1)) };
}

function fill({ parts, names }: Template, values: Record<string, unknown>, locale: Locale): string | null {
  // The template as written, for the browser to fill (island strings).
  if (values.skipInterpolation === true) {
    for (const name in values) if (name !== 'count' && name !== 'skipInterpolation') return null;
    return parts.map((part, i) => (i % 2 === 1 ? `{{${part}}}` : part)).join('');
  }
  for (const name in values) if (name !== 'count' && !names.has(name)) return null;
  let out = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    const value = values[name];
    if (value === undefined || value === null || typeof value === 'object') return null;
    out +=
      (typeof value === 'number' && Number.isFinite(value) && COUNT_PLACEHOLDERS.has(name) ? formatCount(value, locale) : String(value)) + (parts[i + 1] ?? '');
  }
  return out;
}
