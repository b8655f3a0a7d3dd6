/**
 * The keys and timings of a change of language (docs/menus-and-shell.md, language popup;
 * docs/browser-state.md, cookies). Pure data: the server's POST /change-locale and the browser
 * share them.
 */

/** The language cookie: the language of API calls that send no X-Locale. */
export const LOCALE_COOKIE = 'locale';
/** A language the shopper picked is kept a year (cookie and `i18n_redirected`). */
export const LOCALE_DAYS = 365;
/** Marks that the shopper chose a language, so nothing ever picks one for them by the browser's settings. */
export const REDIRECTED_COOKIE = 'i18n_redirected';
/** The chosen language in local storage. */
export const SELECTED_LOCALE_KEY = 'selectedLocale';
/**
 * How long a change of language waits for POST /change-locale before it navigates: the call is
 * `keepalive`, so once sent a navigation does not cancel it; the wait only covers getting a CSRF
 * cookie first. A slower answer is not waited for: the language is in the cookies already.
 */
export const TELL_WAIT_MS = 400;

/**
 * The Dutch shop's first-visit modal (src/lib/first-visit.ts): local-storage flags, either one
 * set means the visitor has answered it. Here, as every page checks them before the modal's code
 * is loaded.
 */
export const INITIAL_COUNTRY_FLAG = 'hasSetInitialCountry';
export const VISITED_FLAG = 'has-visited';
