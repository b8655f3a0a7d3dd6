/**
 * POST /change-locale `{ locale }` (docs/api.md, language): the shopper changed the interface
 * language. Sets the `locale` cookie (a year), the language of API calls that send no X-Locale,
 * and stores the language on a logged-in customer (customers.locale), the language of their
 * mails. The shop's own call outside /api, CSRF-checked like every write (src/server/http/csrf.ts).
 * The browser only logs a failure: the page in the new language follows anyway.
 */
import { endpoint } from '#src/server/http/endpoint.ts';
import { isHttps } from '#src/server/http/https.ts';
import { db } from '#src/server/database.ts';
import { setCustomerLocale } from '#src/server/account/profile.ts';
import { LOCALE_COOKIE, LOCALE_DAYS } from '#src/lib/locale-change.ts';
import { changeLocaleAnswer, changeLocaleRequest } from '#src/lib/api/locale.ts';

export const { POST, ALL } = endpoint({
  method: 'POST',
  login: 'optional',
  input: changeLocaleRequest,
  answer: changeLocaleAnswer,
  fallbackKey: 'Server error',
})(async (context) => {
  const { locale } = context.input.body;
  context.cookies.set(LOCALE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    maxAge: LOCALE_DAYS * 86_400,
    secure: isHttps(context.request, context.url),
  });
  const saved = context.login ? await setCustomerLocale(await db(), context.login.customerId, locale) : false;
  return { locale, saved };
});
