/**
 * The account's personal information (docs/adr/0011-account.md): changing the name, the e-mail
 * address and the password, their requests and answers.
 */
import * as z from 'zod/mini';
import { emailFormat, messageAnswer, normalizeEmail, passwordLengths, userAnswer, type PasswordPolicy } from '../auth.ts';
import { form, hasControl, jsonObject, request, requiredText, secret } from '../common.ts';

/** PUT /api/account/profile `{ firstname, lastname }`. */
export const nameRequest = request({
  body: jsonObject(
    z.object({
      firstname: requiredText(100, 'auth.errors.firstnameRequired'),
      lastname: requiredText(100, 'auth.errors.lastnameRequired'),
    }),
  ),
});

/** PUT /api/account/email `{ email, current_password }`: the address normalised, the current password as proof. */
export const emailRequest = request({
  body: jsonObject(
    form((f) => {
      const email = normalizeEmail(f.field('email', requiredText(254, 'auth.errors.emailInvalid'), ''));
      const raw = f.raw.email;
      if (f.ok && (!emailFormat.safeParse(email).success || (typeof raw === 'string' && hasControl(raw)))) f.problem('email', 'auth.errors.emailInvalid');
      const currentPassword = f.field('current_password', secret('account.errors.currentPasswordRequired'), '');
      return { email, currentPassword };
    }),
  ),
});

/**
 * PUT /api/account/password `{ current_password, password, password_confirmation }`; `policy`
 * judges the new password against the account's e-mail address (the server's whole policy, or
 * the lengths only in a form).
 */
export const passwordRequestWith = /* @__NO_SIDE_EFFECTS__ */ (policy: PasswordPolicy, email: string) =>
  request({
    body: jsonObject(
      form((f) => {
        const currentPassword = f.field('current_password', secret('account.errors.currentPasswordRequired'), '');
        const password = typeof f.raw.password === 'string' ? f.raw.password : '';
        const problem = policy(password, email);
        if (problem) f.problem('password', problem);
        else if (f.raw.password_confirmation !== password) f.problem('password_confirmation', 'auth.errors.passwordConfirmation');
        return { currentPassword, password };
      }),
    ),
  });
export const passwordRequest = passwordRequestWith(passwordLengths, '');

/** PUT /api/account/profile and /api/account/email: the user afterwards. */
export const profileAnswer = z.strictObject({ success: z.literal(true), message: z.string(), user: userAnswer });
/** PUT /api/account/password. */
export const passwordAnswer = messageAnswer;
