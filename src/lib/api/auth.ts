/**
 * Logins (docs/adr/0013-logins.md): login, registration,
 * refresh, logout and the password reset, their requests and answers. Fields are read one by
 * one, every problem named once on its field in the caller's language.
 */
import * as z from 'zod/mini';
import { isRandomToken } from '../random-token.ts';
import { checked, flag, form, hasControl, id, jsonObject, locale, request, requiredText, timestamp } from './common.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const ACCOUNT_TYPES = ['individual', 'organization'] as const;

/**
 * E-mail addresses are compared trimmed and lower-cased (the local part too).
 * @example normalizeEmail('  Anna@Example.NL ') // "anna@example.nl"
 */
export const normalizeEmail = (email: string): string => email.normalize('NFC').trim().toLowerCase();

export const emailFormat = checked(z.email(), z.maxLength(254));

/**
 * What is wrong with a new password (an i18n key), or null. The shop's own policy also refuses
 * the 49 000 most common passwords and the e-mail address (the server's, src/server/auth/http.ts);
 * this one, for a form before it is sent, knows the lengths only.
 */
export type PasswordPolicy = (password: string, email: string) => string | null;

export const passwordLengths: PasswordPolicy = (password) => {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'auth.errors.passwordTooShort';
  if (length > MAX_PASSWORD_LENGTH) return 'auth.errors.passwordTooLong';
  return null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * POST /api/login `{ email, password, remember }`. A password longer than any the shop accepts
 * cannot be right: refused before any hashing, as wrong credentials.
 */
export const loginRequest = request({
  body: jsonObject(
    form((f) => {
      const raw = typeof f.raw.email === 'string' ? f.raw.email.trim() : '';
      if (raw === '') f.problem('email', 'auth.errors.emailRequired');
      else if (raw.length > 254 || hasControl(raw)) f.problem('email', 'auth.errors.emailInvalid');
      const password = text(f.raw.password);
      if (password === '') f.problem('password', 'auth.errors.passwordRequired');
      else if (password.length > MAX_PASSWORD_LENGTH * 4) f.problem('password', 'auth.errors.credentials');
      return { email: normalizeEmail(raw), password, remember: f.raw.remember === true };
    }),
  ),
});

/**
 * POST /api/register with firstname, lastname, email, password, password_confirmation, and what
 * a Dutch shop asks besides: account_type (individual or organization) and newsletter.
 */
export const registerRequestWith = /* @__NO_SIDE_EFFECTS__ */ (policy: PasswordPolicy) =>
  request({
    body: jsonObject(
      form((f) => {
        const firstname = f.field('firstname', requiredText(100, 'auth.errors.firstnameRequired'), '');
        const lastname = f.field('lastname', requiredText(100, 'auth.errors.lastnameRequired'), '');
        const rawEmail = text(f.raw.email);
        const email = normalizeEmail(rawEmail);
        if (hasControl(rawEmail) || !emailFormat.safeParse(email).success) f.problem('email', 'auth.errors.emailInvalid');
        const password = text(f.raw.password);
        const problem = policy(password, email);
        if (problem) f.problem('password', problem);
        else if (f.raw.password_confirmation !== password) f.problem('password_confirmation', 'auth.errors.passwordConfirmation');
        const accountType = f.raw.account_type ?? 'individual';
        if (!ACCOUNT_TYPES.includes(accountType as never)) f.problem('account_type', 'auth.errors.accountType');
        const newsletter = f.field('newsletter', flag());
        const remember = f.field('remember', flag());
        return {
          firstname,
          lastname,
          email,
          password,
          accountType: accountType as (typeof ACCOUNT_TYPES)[number],
          newsletter: newsletter === true,
          remember: remember === true,
        };
      }),
    ),
  });

/** Registration as a form checks it before sending (password lengths only). */
export const registerRequest = registerRequestWith(passwordLengths);

/** POST /api/forgot-password `{ email }`, normalised. */
export const forgotPasswordRequest = request({
  body: jsonObject(
    form((f) => {
      const email = normalizeEmail(text(f.raw.email));
      if (email === '') f.problem('email', 'auth.errors.emailRequired');
      else if (!emailFormat.safeParse(email).success) f.problem('email', 'auth.errors.emailInvalid');
      return { email };
    }),
  ),
});

const resetLink = z.object({ token: checked(z.string(), z.maxLength(100)), email: checked(z.string(), z.maxLength(254)) });

/**
 * POST /api/reset-password `{ token, email, password, password_confirmation }` from the link of
 * the mail. A token or e-mail that is missing or malformed is a broken link, answered like an
 * unknown, used or expired one (on `token`); whether the token is live, and the new password's
 * policy, are the reset's own questions (src/server/auth/reset.ts). A password that is not a
 * string counts as empty.
 */
export const resetPasswordRequest = request({
  body: jsonObject(
    form((f) => {
      const link = resetLink.safeParse(f.raw);
      const email = normalizeEmail(link.success ? link.data.email : '');
      const token = link.success ? link.data.token : '';
      if (!link.success || !isRandomToken(token) || !emailFormat.safeParse(email).success) f.problem('token', 'auth.errors.resetInvalid');
      return { token, email, password: text(f.raw.password), confirmation: text(f.raw.password_confirmation) };
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Answers

export const addressAnswer = z.strictObject({
  id,
  country_id: z.string(),
  company: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  street: z.string(),
  house_number: z.string(),
  postcode: z.string(),
  city: z.string(),
  phone: z.nullable(z.string()),
  /** 1 = validated by the shop, e.g. a checked EU VAT number; it shows the business page. */
  validated: z.union([z.literal(0), z.literal(1)]),
  is_default: z.boolean(),
});

export const notificationPreferences = z.strictObject({
  order_updates: z.boolean(),
  back_in_stock: z.boolean(),
  product_news: z.boolean(),
  review_requests: z.boolean(),
});

export const userAnswer = z.strictObject({
  id,
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  locale,
  newsletter: z.boolean(),
  notification_preferences: notificationPreferences,
  addresses: z.array(addressAnswer),
  created_at: timestamp,
});

/** POST /api/login, /api/register and /api/refresh-token: a bearer token and the user. */
export const loginAnswer = z.strictObject({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: timestamp,
  /** The login was made with "remember me" (where the browser keeps the token). */
  remember: z.boolean(),
  user: userAnswer,
});

/** POST /api/forgot-password (the same whether or not the e-mail has an account) and /api/reset-password. */
export const messageAnswer = z.strictObject({ success: z.literal(true), message: z.string() });
export const forgotPasswordAnswer = messageAnswer;
export const resetPasswordAnswer = messageAnswer;

/** POST /api/logout. */
export const logoutAnswer = z.strictObject({ success: z.literal(true) });

/** GET /api/account/customer: the logged-in user. */
export const customerAnswer = z.strictObject({ user: userAnswer });

export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type AddressJson = z.infer<typeof addressAnswer>;
export type NotificationPreferencesJson = z.infer<typeof notificationPreferences>;
export type UserJson = z.infer<typeof userAnswer>;
export type LoginAnswer = z.infer<typeof loginAnswer>;
