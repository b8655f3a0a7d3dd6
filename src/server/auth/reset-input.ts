/**
 * What the password reset decides about its input once the request schema has read it
 * (src/lib/api/auth.ts): a link that does not work, and a new password the policy refuses.
 */
import type * as z from 'zod/mini';
import type { Translate } from '#src/lib/i18n.ts';
import type { resetPasswordRequest } from '#src/lib/api/auth.ts';
import { ApiError, fieldErrors } from '../http/api-error.ts';
import { passwordProblemKey } from './http.ts';
import { passwordProblem } from './passwords.ts';

/** The one answer for every link that does not work (unknown, used, expired, another e-mail, malformed). */
export const invalidResetLink = () => new ApiError(422, 'auth.errors.resetInvalid', { field: 'token' });

/** The fields of POST /api/reset-password as read; whether the token is live is the reset's question. */
export type ResetInput = z.output<typeof resetPasswordRequest>['body'];

/** The new password's problem as a field error: the policy first, then the confirmation. */
export function newPasswordError(input: ResetInput, t: Translate): Error | null {
  const problem = passwordProblem(input.password, input.email);
  if (problem) return fieldErrors(t, { password: passwordProblemKey(problem) });
  if (input.password !== input.confirmation) return fieldErrors(t, { password_confirmation: 'auth.errors.passwordConfirmation' });
  return null;
}
