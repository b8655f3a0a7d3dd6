/**
 * The Dutch shop's first-visit modal (docs/menus-and-shell.md, first-visit modal): when it shows,
 * and where a confirmed choice of country and language leads. Pure: the browser's modal
 * (src/features/locale/first-visit.ts) and the unit tests use it.
 */
import type { Locale } from './locales.ts';
import { COUNTRY_QUERY } from './region.ts';
import { isCrawler } from './seo.ts';

export { INITIAL_COUNTRY_FLAG, VISITED_FLAG } from './locale-change.ts';

/** Session flag: this tab's visitor confirmed a language. */
export const LANGUAGE_CONFIRMED_FLAG = 'language-confirmed';
/** The cookies `locale` and `region` written by a confirmation keep this many days. */
export const FIRST_VISIT_COOKIE_DAYS = 7;
/** The pause between a confirmation and the navigation it leads to. */
export const FIRST_VISIT_DELAY_MS = 200;
/** The Dutch shop's country: every other choice leads to the international shop. */
export const FIRST_VISIT_HOME = 'NL';

/**
 * Whether the modal shows: neither flag is set, and the browser is no known crawler (a crawler
 * that runs scripts must read the page, never a question about it).
 * @example showsFirstVisit({ initialCountry: null, visited: null }, 'Mozilla/5.0 (X11; Linux x86_64)') // true
 * @example showsFirstVisit({ initialCountry: null, visited: null }, 'Googlebot/2.1') // false
 */
export function showsFirstVisit(flags: { initialCountry: string | null; visited: string | null }, userAgent: string): boolean {
  return flags.initialCountry === null && flags.visited === null && !isCrawler(userAgent);
}

export type FirstVisitChoice = { country: string; locale: Locale };

export type FirstVisitPage = {
  /** The page's language. */
  locale: Locale;
  /** The page's path in each language on the Dutch shop (its home page where it has no translation). */
  paths: Record<Locale, string>;
  /** The international shop's home page in each language, e.g. `https://framboos.example/de/`. */
  internationalHomes: Record<Locale, string>;
};

export type FirstVisitStep =
  /** To the international shop: its home page in the language, the country as a choice in the query. */
  | { kind: 'international'; url: string }
  /** Stay on the Dutch shop: the page in the chosen language (`changeLocale` when it is another). */
  | { kind: 'stay'; url: string; changeLocale: boolean };

/**
 * Where a confirmed choice leads.
 * @example firstVisitStep({ country: 'DE', locale: 'de' }, page) // { kind: 'international', url: 'https://framboos.example/de/?country=DE' }
 * @example firstVisitStep({ country: 'NL', locale: 'en' }, page) // { kind: 'stay', url: '/en/…', changeLocale: true }
 */
export function firstVisitStep(choice: FirstVisitChoice, page: FirstVisitPage): FirstVisitStep {
  if (choice.country !== FIRST_VISIT_HOME) {
    return { kind: 'international', url: `${page.internationalHomes[choice.locale]}?${COUNTRY_QUERY}=${encodeURIComponent(choice.country)}` };
  }
  return { kind: 'stay', url: page.paths[choice.locale], changeLocale: choice.locale !== page.locale };
}
