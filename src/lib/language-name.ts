/** Shop languages by name, in the page's language (Intl.DisplayNames). Pure. */
import { LOCALE_ISO, type Locale } from './locales.ts';

/**
 * A shop language's name in the page's language.
 * @example languageName('nl', 'en') // "Dutch"; languageName('en', 'de') // "Englisch"
 */
export function languageName(language: Locale, locale: Locale): string {
  return new Intl.DisplayNames([LOCALE_ISO[locale]], { type: 'language' }).of(language) ?? language;
}
