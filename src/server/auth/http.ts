/**
 * The HTTP side of the account calls: input checked with messages in the caller's language, the
 * refresh cookie set and cleared, and the login answer (token and user; docs/api.md, login and
 * account).
 */
import type { APIContext } from 'astro';
import { z } from 'zod';
import type { Translate } from '../../lib/i18n.ts';
import type { LoginAnswer } from '../../lib/auth/types.ts';
import { fieldErrors } from '../http/api-error.ts';
import { BodyReader, hasControl } from '../http/body-reader.ts';
import { isHttps } from '../http/https.ts';
import { CART_COOKIE, hashCartToken } from '../cart/token.ts';
import type { EndpointContext } from '../http/endpoint.ts';
import { clientIp } from '../http/client-ip.ts';
import type { LoggedIn, Caller } from './login.ts';
import { MAX_PASSWORD_LENGTH, normalizeEmail, passwordProblem, type PasswordProblem } from './passwords.ts';
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

/** The refresh cookie of a login; "remember me" makes it outlive the browser, else it dies with it. */
export function setLoginCookies(context: APIContext, loggedIn: LoggedIn): void {
  const { refresh } = loggedIn.tokens;
  const lifetime = refresh.remember ? { expires: refresh.expiresAt } : {};
  const secure = isHttps(context.request, context.url);
  context.cookies.set(REFRESH_COOKIE, refresh.token, { path: '/', httpOnly: true, sameSite: 'lax', secure, ...lifetime });
  context.cookies.set(SESSION_FLAG_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, ...lifetime });
  // Login, registration and refresh merge the guest cart into the customer's (./login.ts).
  if (context.cookies.has(CART_COOKIE)) context.cookies.delete(CART_COOKIE, { path: '/' });
}

export function clearLoginCookies(context: APIContext): void {
  context.cookies.delete(REFRESH_COOKIE, { path: '/' });
  context.cookies.delete(SESSION_FLAG_COOKIE, { path: '/' });
}

export function loginAnswer({ tokens, user }: LoggedIn): LoginAnswer {
  return { token: tokens.access.token, token_type: 'Bearer', expires_at: tokens.access.expiresAt.toISOString(), remember: tokens.refresh.remember, user };
}

const PASSWORD_KEYS: Record<PasswordProblem, string> = {
  too_short: 'auth.errors.passwordTooShort',
  too_long: 'auth.errors.passwordTooLong',
  common: 'auth.errors.passwordCommon',
  like_email: 'auth.errors.passwordLikeEmail',
};

export const passwordProblemKey = (problem: PasswordProblem) => PASSWORD_KEYS[problem];

const EMAIL = z.email().max(254);
const ACCOUNT_TYPES = ['individual', 'organization'] as const;

/**
 * Field by field, so a problem with one field is never reported on another. A password longer
 * than any the shop accepts cannot be right: refused before any hashing, as wrong credentials.
 */
export function loginInput(body: Record<string, unknown>, t: Translate): { email: string; password: string; remember: boolean } {
  const read = new BodyReader(body);
  const raw = typeof body.email === 'string' ? body.email.trim() : '';
  if (raw === '') read.problem('email', 'auth.errors.emailRequired');
  else if (raw.length > 254 || hasControl(raw)) read.problem('email', 'auth.errors.emailInvalid');
  const password = typeof body.password === 'string' ? body.password : '';
  if (password === '') read.problem('password', 'auth.errors.passwordRequired');
  else if (password.length > MAX_PASSWORD_LENGTH * 4) read.problem('password', 'auth.errors.credentials');
  if (!read.ok) throw fieldErrors(t, read.problems);
  return { email: normalizeEmail(raw), password, remember: body.remember === true };
}

export function registerInput(body: Record<string, unknown>, t: Translate) {
  const read = new BodyReader(body);
  const firstname = read.required('firstname', 100, 'auth.errors.firstnameRequired');
  const lastname = read.required('lastname', 100, 'auth.errors.lastnameRequired');
  const rawEmail = typeof body.email === 'string' ? body.email : '';
  const email = normalizeEmail(rawEmail);
  if (hasControl(rawEmail) || !EMAIL.safeParse(email).success) read.problem('email', 'auth.errors.emailInvalid');
  const password = typeof body.password === 'string' ? body.password : '';
  const problem = passwordProblem(password, email);
  if (problem) read.problem('password', PASSWORD_KEYS[problem]);
  else if (body.password_confirmation !== password) read.problem('password_confirmation', 'auth.errors.passwordConfirmation');
  const accountType = body.account_type ?? 'individual';
  if (!ACCOUNT_TYPES.includes(accountType as never)) read.problem('account_type', 'auth.errors.accountType');
  const newsletter = read.flag('newsletter');
  const remember = read.flag('remember');
  if (!read.ok) throw fieldErrors(t, read.problems);
  return {
    firstname, lastname, email, password,
    accountType: accountType as (typeof ACCOUNT_TYPES)[number], newsletter: newsletter === true, remember: remember === true,
  } as const;
}
