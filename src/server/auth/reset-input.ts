/**
 * Input of the two password reset calls, checked at the boundary with messages in the caller's
 * language. A token or e-mail that is missing or malformed is a broken link: it gets the same
 * answer as an unknown, used or expired token, so the answer never tells them apart.
 */
import { z } from 'zod';
import type { Translate } from '#src/lib/i18n.ts';
import { ApiError, fieldErrors } from '../http/api-error.ts';
import { passwordProblemKey } from './http.ts';
import { normalizeEmail, passwordProblem } from './passwords.ts';
import { isRandomToken } from '#src/lib/random-token.ts';

const EMAIL = z.email().max(254);

/** `{ email }` of POST /api/forgot-password, normalised; 422 naming the field otherwise. */
export function forgotInput(body: Record<string, unknown>, t: Translate): { email: string } {
  const email = normalizeEmail(typeof body.email === 'string' ? body.email : '');
  if (email === '') throw fieldErrors(t, { email: 'auth.errors.emailRequired' });
  if (!EMAIL.safeParse(email).success) throw fieldErrors(t, { email: 'auth.errors.emailInvalid' });
  return { email };
}

/** The one answer for every link that does not work (unknown, used, expired, another e-mail, malformed). */
export const invalidResetLink = () => new ApiError(422, 'auth.errors.resetInvalid', { field: 'token' });

const linkSchema = z.object({ token: z.string().max(100), email: z.string().max(254) });

export type ResetInput = { token: string; email: string; password: string; confirmation: string };

/**
 * The fields of POST /api/reset-password; whether the token is live is the operation's question.
 * A password that is not a string counts as empty (the policy then asks for 8 characters).
 */
export function resetInput(body: Record<string, unknown>): ResetInput {
  const link = linkSchema.safeParse(body);
  const email = normalizeEmail(link.success ? link.data.email : '');
  if (!link.success || !isRandomToken(link.data.token) || !EMAIL.safeParse(email).success) throw invalidResetLink();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { token: link.data.token, email, password: text(body.password), confirmation: text(body.password_confirmation) };
}

/** The new password's problem as a field error: the policy first, then the confirmation. */
export function newPasswordError(input: ResetInput, t: Translate): Error | null {
  const problem = passwordProblem(input.password, input.email);
  if (problem) return fieldErrors(t, { password: passwordProblemKey(problem) });
  if (input.password !== input.confirmation) return fieldErrors(t, { password_confirmation: 'auth.errors.passwordConfirmation' });
  return null;
}
