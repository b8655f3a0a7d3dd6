/**
 * The HTTP side of the login calls: who is calling (address, language, guest cart), the
 * refresh cookie set and cleared, the login answer (token and user), and the shop's
 * password policy for the request schemas of src/lib/api/auth.ts.
 */
import type { APIContext } from 'astro';
import type { LoginAnswer } from '#src/lib/auth/types.ts';
import { registerRequestWith, type PasswordPolicy } from '#src/lib/api/auth.ts';
import { isHttps } from '../http/https.ts';
import { setLoginRegion } from '../http/region.ts';
import { CART_COOKIE, hashCartToken } from '../cart/token.ts';
import type { EndpointContext } from '../http/endpoint.ts';
import { clientIp } from '../http/client-ip.ts';
import type { LoggedIn, Caller } from './login.ts';
import { passwordProblem, type PasswordProblem } from './passwords.ts';
import { REFRESH_COOKIE } from './tokens.ts';

export function caller(context: EndpointContext): Caller {
  return { ip: clientIp(context), locale: context.locale, guestCartHash: hashCartToken(context.cookies.get(CART_COOKIE)?.value) };
}

/**
 * A readable flag beside the httpOnly refresh cookie, with the same lifetime: it tells a new tab
 * of the same browser that a login exists, so it fetches its own token (a login without "remember
 * me" keeps its token in the tab's session storage). It grants nothing by itself.
 */
export const SESSION_FLAG_COOKIE = 'auth_session';

/**
 * The refresh cookie of a login; "remember me" makes it outlive the browser, else it dies with
 * it. And the region cookie from the customer's default address when the browser has none
 * (docs/prices-and-vat.md, the region of a page).
 */
export function setLoginCookies(context: APIContext, loggedIn: LoggedIn): void {
  const { refresh } = loggedIn.tokens;
  const lifetime = refresh.remember ? { expires: refresh.expiresAt } : {};
  const secure = isHttps(context.request, context.url);
  context.cookies.set(REFRESH_COOKIE, refresh.token, { path: '/', httpOnly: true, sameSite: 'lax', secure, ...lifetime });
  context.cookies.set(SESSION_FLAG_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, ...lifetime });
  // Login, registration and refresh merge the guest cart into the customer's (./login.ts).
  if (context.cookies.has(CART_COOKIE)) context.cookies.delete(CART_COOKIE, { path: '/' });
  // A browser without a choice of country prices for the customer's default address from now on.
  setLoginRegion(context, loggedIn.user.addresses);
}

export function clearLoginCookies(context: APIContext): void {
  context.cookies.delete(REFRESH_COOKIE, { path: '/' });
  context.cookies.delete(SESSION_FLAG_COOKIE, { path: '/' });
}

export function loginAnswerOf({ tokens, user }: LoggedIn): LoginAnswer {
  return { token: tokens.access.token, token_type: 'Bearer', expires_at: tokens.access.expiresAt.toISOString(), remember: tokens.refresh.remember, user };
}

const PASSWORD_KEYS: Record<PasswordProblem, string> = {
  too_short: 'auth.errors.passwordTooShort',
  too_long: 'auth.errors.passwordTooLong',
  common: 'auth.errors.passwordCommon',
  like_email: 'auth.errors.passwordLikeEmail',
};

export const passwordProblemKey = (problem: PasswordProblem) => PASSWORD_KEYS[problem];

/** The shop's password policy (NIST SP 800-63B, docs/adr/0013-logins.md) for the request schemas. */
export const passwordPolicy: PasswordPolicy = (password, email) => {
  const problem = passwordProblem(password, email);
  return problem ? PASSWORD_KEYS[problem] : null;
};

/** POST /api/register read with the shop's whole password policy. */
export const registerRequest = registerRequestWith(passwordPolicy);
