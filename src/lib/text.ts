/**
 * Filling UI strings in the browser, where i18next does not travel: `{{name}}` placeholders and
 * plural forms chosen with Intl.PluralRules in the page's locale. Pure.
 */
import { LOCALE_ISO, type Locale } from './locales.ts';
import { numberFormat } from './formatters.ts';

/** A string's singular and plural forms, uninterpolated. */
export type Plural = { one: string; other: string };

/** Fills `{{name}}` placeholders. @example fill('{{count}} items', { count: '3' }) // "3 items" */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** A plural string for a count, with the count formatted in the page's locale. */
export function plural(forms: Plural, count: number, locale: Locale, values: Record<string, string> = {}): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_ISO[locale]);
    pluralRules.set(locale, rules);
  }
  const form = rules.select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { ...values, count: numberFormat(locale).format(count) });
}
