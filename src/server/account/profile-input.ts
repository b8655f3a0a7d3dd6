/** The bodies of the personal-information calls (name, e-mail, password), checked at the boundary. */
import { z } from 'zod';
import type { Translate } from '#src/lib/i18n.ts';
import { fieldErrors } from '../http/api-error.ts';
import { normalizeEmail, passwordProblem } from '../auth/passwords.ts';
import { passwordProblemKey } from '../auth/http.ts';
import { BodyReader, hasControl } from '../http/body-reader.ts';

const EMAIL = z.email().max(254);

export function nameInput(body: Record<string, unknown>, t: Translate): { firstname: string; lastname: string } {
  const read = new BodyReader(body);
  const firstname = read.required('firstname', 100, 'auth.errors.firstnameRequired');
  const lastname = read.required('lastname', 100, 'auth.errors.lastnameRequired');
  if (!read.ok) throw fieldErrors(t, read.problems);
  return { firstname, lastname };
}

export function emailInput(body: Record<string, unknown>, t: Translate): { email: string; currentPassword: string } {
  const read = new BodyReader(body);
  const email = normalizeEmail(read.required('email', 254, 'auth.errors.emailInvalid'));
  const raw = body.email;
  if (read.ok && (!EMAIL.safeParse(email).success || (typeof raw === 'string' && hasControl(raw)))) read.problem('email', 'auth.errors.emailInvalid');
  const currentPassword = read.secret('current_password', 'account.errors.currentPasswordRequired');
  if (!read.ok) throw fieldErrors(t, read.problems);
  return { email, currentPassword };
}

/** `email` is the account's, for the rule that a password may not be the e-mail address. */
export function passwordInput(body: Record<string, unknown>, email: string, t: Translate): { currentPassword: string; password: string } {
  const read = new BodyReader(body);
  const currentPassword = read.secret('current_password', 'account.errors.currentPasswordRequired');
  const raw = body.password;
  const password = typeof raw === 'string' ? raw : '';
  const problem = passwordProblem(password, email);
  if (problem) read.problem('password', passwordProblemKey(problem));
  else if (body.password_confirmation !== password) read.problem('password_confirmation', 'auth.errors.passwordConfirmation');
  if (!read.ok) throw fieldErrors(t, read.problems);
  return { currentPassword, password };
}
