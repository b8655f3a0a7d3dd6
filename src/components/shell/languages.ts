/**
 * The language choices of a page (docs/menus-and-shell.md, language popup): the same page in each
 * language (its translated path; the language's home page where it has none), with its flag and
 * its name in that language. Shared by the header's popup and the drawer's links.
 */
import { LOCALES, type Locale } from '#src/lib/locales.ts';
import { href } from '#src/lib/routes.ts';

/** The flag of each language, a file under public/flags/: English shows the British one. */
export const LANGUAGE_FLAG: Record<Locale, string> = { en: '/flags/gb.svg', nl: '/flags/nl.svg', de: '/flags/de.svg' };

export type LanguageChoice = { locale: Locale; href: string; flag: string; name: string; current: boolean };

export function languageChoices(locals: App.Locals): LanguageChoice[] {
  const { locale, shop, t, page } = locals;
  return LOCALES.map((l) => ({
    locale: l,
    href: page?.paths?.[l] ?? href('home', l, shop),
    flag: LANGUAGE_FLAG[l],
    name: t(`header.languages.${l}`),
    current: l === locale,
  }));
}
