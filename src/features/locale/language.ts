/**
 * A change of interface language (docs/menus-and-shell.md, language popup): the `locale` and
 * `i18n_redirected` cookies, the choice in local storage, the server told through
 * POST /change-locale (a failure is only logged). The caller then shows the page in the new
 * language.
 */
import { LOCALE_COOKIE, LOCALE_DAYS, REDIRECTED_COOKIE, SELECTED_LOCALE_KEY, TELL_WAIT_MS } from '#src/lib/locale-change.ts';
import { apiCall } from '../http/api.ts';
// A logged-in customer's language is stored on the account: the call carries the login.
import '../auth/store.ts';
import { writeCookie } from '../http/cookies.ts';

/**
 * Cookies and local storage for `locale`, and the server told. Settles once the call is sent and
 * answered, or after TELL_WAIT_MS: the call is `keepalive`, so a navigation right after does not
 * cancel it once it is on its way.
 */
export function tellLocale(locale: string): Promise<unknown> {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_DAYS);
  writeCookie(REDIRECTED_COOKIE, locale, LOCALE_DAYS);
  try {
    localStorage.setItem(SELECTED_LOCALE_KEY, locale);
  } catch {
    // the cookies carry it
  }
  const told = apiCall('POST', '/change-locale', { body: { locale }, keepalive: true }).then((result) => {
    if (!result.ok) console.error('[locale]', result.status, result.message);
  });
  return Promise.race([told, new Promise((resolve) => setTimeout(resolve, TELL_WAIT_MS))]);
}
