/**
 * Forgotten passwords: a link by mail, then a new password (docs/accounts.md, password reset).
 *
 * Asking for a link answers the same, in status, body and time, whether or not the e-mail has an
 * account: after the rate limits (counted per address and per e-mail, known or not) the answer is
 * given at once, and the lookup, the token and the mail happen after it. Waiting for them would
 * make an existing account's answer slower by a database write and an SMTP round trip.
 *
 * Setting the new password checks the link (any failure is the same 422), the password policy,
 * then in one transaction uses the token up, stores the new hash and ends every login of the
 * customer on every device. The failed-login count of the account is cleared (its owner just
 * proved to hold the mailbox), and a notice goes to the customer.
 */
import { db } from '../database.ts';
import { tooManyRequests } from '../http/rate-limit.ts';
import { afterAnswer, hourly } from '../http/housekeeping.ts';
import { sendMail } from '../mail/mailer.ts';
import { setPasswordHash } from './customers.ts';
import { loginFailuresPerAccount, resetRequestsPerAccount, resetRequestsPerAddress, resetsPerAddress } from './limits.ts';
import { hashPassword } from './passwords.ts';
import { invalidResetLink, newPasswordError, type ResetInput } from './reset-input.ts';
import { passwordChangedMail, resetLinkMail, type MailShop } from './reset-mail.ts';
import { consumeResetToken, createResetToken, liveResetToken, purgeOldResets, resetRecipient } from './reset-store.ts';
import { revokeCustomerLogins } from './tokens.ts';
import type { Translate } from '#src/lib/i18n.ts';

export type ResetCaller = MailShop & { ip: string };

export async function requestPasswordReset(email: string, caller: ResetCaller): Promise<void> {
  const addressWait = await resetRequestsPerAddress.hit(caller.ip);
  if (addressWait !== null) throw tooManyRequests(addressWait);
  const accountWait = await resetRequestsPerAccount.hit(email);
  if (accountWait !== null) throw tooManyRequests(accountWait);
  afterAnswer('sending a reset link', sendResetLink(email, caller));
}

async function sendResetLink(email: string, to: MailShop): Promise<void> {
  const conn = await db();
  purgeSometimes();
  const customer = await resetRecipient(conn, email);
  if (!customer) return;
  const { token } = await createResetToken(conn, customer.id);
  await sendMail(resetLinkMail(customer, token, to));
}

export async function resetPassword(input: ResetInput, caller: ResetCaller & { t: Translate }): Promise<void> {
  const wait = await resetsPerAddress.hit(caller.ip);
  if (wait !== null) throw tooManyRequests(wait);
  const conn = await db();
  const customerId = await liveResetToken(conn, input.token, input.email);
  if (customerId === null) throw invalidResetLink();
  const problem = newPasswordError(input, caller.t);
  if (problem) throw problem;
  const hash = await hashPassword(input.password);
  const changed = await conn.transaction(async (tx) => {
    // Conditional: of two submits of one link, only the first gets here with true.
    if (!(await consumeResetToken(tx, input.token, customerId))) return false;
    await setPasswordHash(tx, customerId, hash);
    await revokeCustomerLogins(tx, customerId);
    return true;
  });
  if (!changed) throw invalidResetLink();
  await loginFailuresPerAccount.reset(input.email);
  afterAnswer(
    'sending the password-changed notice',
    (async () => {
      const customer = await resetRecipient(conn, input.email);
      if (customer) await sendMail(passwordChangedMail(customer, caller));
    })(),
  );
}

/**
 * Whether a reset link still works, so its page can say at once that it does not (used, expired,
 * replaced by a newer mail), before the new password is typed twice. Uses nothing up; a token is
 * 32 random bytes, so asking cannot be used to guess one.
 */
export async function resetLinkIsLive(token: string, email: string): Promise<boolean> {
  return (await liveResetToken(await db(), token, email)) !== null;
}

const purgeSometimes = hourly('purging old password resets', async () => purgeOldResets(await db()));
