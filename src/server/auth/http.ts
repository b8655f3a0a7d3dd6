/**
 * The HTTP side of the account calls: input checked with messages in the caller's language, the
 * refresh cookie set and cleared, and the login answer (spec §3: token and user).
 */
import type { APIContext } from 'astro';
import { z } from 'zod';
import type { Translate } from '../../lib/i18n.ts';
import type { LoginAnswer } from '../../lib/auth/types.ts';
import { fieldErrors } from '../http/api-error.ts';
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

const text = (max: number) => z.string().max(max);
const EMAIL = z.email().max(254);

/** PostgreSQL text cannot hold NUL, and no e-mail address or name has control characters. */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

export function loginInput(body: Record<string, unknown>, t: Translate): { email: string; password: string; remember: boolean } {
  // Field by field, so a problem with one field is not reported on the other.
  const email = text(254).safeParse(body.email);
  const password = text(MAX_PASSWORD_LENGTH * 4).safeParse(body.password);
  const problems: Record<string, string> = {};
  if (!email.success || email.data.trim() === '') problems.email = 'auth.errors.emailRequired';
  else if (CONTROL.test(email.data.trim())) problems.email = 'auth.errors.emailInvalid';
  if (!password.success || password.data === '') problems.password = 'auth.errors.passwordRequired';
  if (!email.success || !password.success || Object.keys(problems).length) throw fieldErrors(t, problems);
  return { email: normalizeEmail(email.data), password: password.data, remember: body.remember === true };
}

const registerSchema = z.object({
  firstname: text(100), lastname: text(100), email: text(254),
  password: text(MAX_PASSWORD_LENGTH * 4), password_confirmation: text(MAX_PASSWORD_LENGTH * 4),
  account_type: z.enum(['individual', 'organization']).optional(),
  newsletter: z.boolean().optional(),
  remember: z.boolean().optional(),
});

export function registerInput(body: Record<string, unknown>, t: Translate) {
  const parsed = registerSchema.safeParse(body);
  const data = parsed.success ? parsed.data : null;
  const problems: Record<string, string> = {};
  const firstname = data?.firstname.replace(CONTROLS, '').trim() ?? '';
  const lastname = data?.lastname.replace(CONTROLS, '').trim() ?? '';
  const email = normalizeEmail(data?.email ?? '');
  if (!firstname) problems.firstname = 'auth.errors.firstnameRequired';
  if (!lastname) problems.lastname = 'auth.errors.lastnameRequired';
  if (!EMAIL.safeParse(email).success) problems.email = 'auth.errors.emailInvalid';
  const problem = data ? passwordProblem(data.password, email) : 'too_short';
  if (problem) problems.password = PASSWORD_KEYS[problem];
  else if (data?.password !== data?.password_confirmation) problems.password_confirmation = 'auth.errors.passwordConfirmation';
  if (!parsed.success && Object.keys(problems).length === 0) problems.account_type = 'auth.errors.accountType';
  if (!data || Object.keys(problems).length) throw fieldErrors(t, problems);
  return {
    firstname, lastname, email, password: data.password,
    accountType: data.account_type ?? 'individual', newsletter: data.newsletter === true, remember: data.remember === true,
  } as const;
}
