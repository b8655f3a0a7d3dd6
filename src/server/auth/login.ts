/**
 * Logging in, registering, refreshing and logging out (docs/accounts.md). A login checks the limits
 * (per address, failed attempts per account), the password (an unknown e-mail costs as much time as
 * a wrong password), gives the login its tokens and brings the guest's cart into the customer's,
 * all in one transaction.
 */
import type { Locale } from '#src/lib/locales.ts';
import type { AccountType, UserJson } from '#src/lib/auth/types.ts';
import { db } from '../database.ts';
import { ApiError } from '../http/api-error.ts';
import { hourly } from '../http/housekeeping.ts';
import { countAttempt, tooManyRequests } from '../http/rate-limit.ts';
import { mergeGuestCart } from '../cart/merge.ts';
import { createCustomer, credentialsByEmail, setPasswordHash, userJson } from './customers.ts';
import { loginFailuresPerAccount, loginPerAddress, registerPerAddress } from './limits.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { issueLogin, purgeOldTokens, refreshLogin, revokeFamily, type IssuedTokens, type Session } from './tokens.ts';
import { deleteCustomerDraft } from '../checkout/draft.ts';

export type Caller = { ip: string; locale: Locale; guestCartHash: string | null };

export type LoggedIn = { tokens: IssuedTokens; user: UserJson };

async function finishLogin(customerId: number, remember: boolean, caller: Caller): Promise<LoggedIn> {
  const conn = await db();
  const tokens = await conn.transaction(async (tx) => {
    const issued = await issueLogin(tx, customerId, remember);
    await mergeGuestCart(tx, caller.guestCartHash, customerId, caller.locale);
    return issued;
  });
  const user = await userJson(conn, customerId);
  if (!user) throw new ApiError(401, 'auth.errors.unauthenticated');
  purgeSometimes();
  return { tokens, user };
}

const purgeSometimes = hourly('purging old login tokens', async () => purgeOldTokens(await db()));

export async function login(input: { email: string; password: string; remember: boolean }, caller: Caller): Promise<LoggedIn> {
  const ipWait = await loginPerAddress.hit(caller.ip);
  if (ipWait !== null) throw tooManyRequests(ipWait);
  await countAttempt(loginFailuresPerAccount, input.email);
  const found = await credentialsByEmail(await db(), input.email);
  const ok = await verifyPassword(input.password, found?.passwordHash ?? (await decoyHash()));
  if (!found || !ok) throw new ApiError(422, 'auth.errors.credentials', { field: 'email' });
  await loginFailuresPerAccount.reset(input.email);
  if (needsRehash(found.passwordHash)) await setPasswordHash(await db(), found.id, await hashPassword(input.password));
  return finishLogin(found.id, input.remember, caller);
}

export type Registration = {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  accountType: AccountType;
  newsletter: boolean;
  remember: boolean;
};

export async function register(input: Registration, caller: Caller): Promise<LoggedIn> {
  const wait = await registerPerAddress.hit(caller.ip);
  if (wait !== null) throw tooManyRequests(wait);
  const passwordHash = await hashPassword(input.password);
  const customerId = await createCustomer(await db(), {
    email: input.email,
    passwordHash,
    firstname: input.firstname,
    lastname: input.lastname,
    accountType: input.accountType,
    locale: caller.locale,
    newsletter: input.newsletter,
  });
  if (customerId === null) throw new ApiError(422, 'auth.errors.emailTaken', { field: 'email' });
  return finishLogin(customerId, input.remember, caller);
}

/**
 * New tokens for the login behind a refresh cookie; 401 when it is no good (or was used twice).
 * A guest cart this browser made meanwhile (a tab that had not caught up with the login) joins
 * the customer's, as at login.
 */
export async function refresh(token: string | undefined, caller: Caller): Promise<LoggedIn> {
  const conn = await db();
  const result = await conn.transaction(async (tx) => {
    const refreshed = await refreshLogin(tx, token);
    if (refreshed.status === 'ok') await mergeGuestCart(tx, caller.guestCartHash, refreshed.customerId, caller.locale);
    return refreshed;
  });
  if (result.status !== 'ok') throw new ApiError(401, 'auth.errors.sessionExpired');
  const user = await userJson(conn, result.customerId);
  if (!user) throw new ApiError(401, 'auth.errors.sessionExpired');
  return { tokens: result.tokens, user };
}

/** Ends a login; the customer's saved checkout details go with it (docs/checkout.md, saved details). */
export async function logout(session: Pick<Session, 'familyId' | 'customerId'>): Promise<void> {
  const conn = await db();
  await revokeFamily(conn, session.familyId);
  await deleteCustomerDraft(conn, session.customerId);
}
