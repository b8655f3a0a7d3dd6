/**
 * Changing the personal information: the name; the e-mail address (the current password proves
 * it is the owner; normalised; unique; a notice goes to the old address, and codes of the order
 * sync sent to the old address stop working); the password (current password, the policy, and
 * every other login of the customer revoked while this one stays).
 */
import { sql } from 'drizzle-orm';
import type { UserJson } from '#src/lib/auth/types.ts';
import { translator } from '#src/lib/i18n.ts';
import type { Locale } from '#src/lib/locales.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { idRow } from '../db/decode.ts';
import { ApiError } from '../http/api-error.ts';
import { countAttempt } from '../http/rate-limit.ts';
import { credentialsByEmail, setPasswordHash, userJson } from '../auth/customers.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeCustomerLogins, type Session } from '../auth/tokens.ts';
import { sendMail } from '../mail/mailer.ts';
import { renderMail } from '../mail/layout.ts';
import { passwordChecksPerAccount } from './limits.ts';
import { accountGone } from './errors.ts';
import { cancelOpenSyncRequests } from './order-sync-store.ts';

export async function currentUser(db: Queryable, customerId: number): Promise<UserJson> {
  const user = await userJson(db, customerId);
  if (!user) throw accountGone();
  return user;
}

/**
 * The current password proves the caller is the owner (a bearer token alone could be borrowed).
 * Wrong guesses are counted per account, so a stolen token cannot try passwords for long.
 */
export async function checkCurrentPassword(db: Queryable, user: UserJson, password: string): Promise<void> {
  // The id with the account's creation time: an id alone can come back (a database restored or
  // recreated under a running instance, whose limiter keeps counting the old account's guesses).
  const key = `${user.id}:${user.created_at}`;
  await countAttempt(passwordChecksPerAccount, key);
  const found = await credentialsByEmail(db, user.email);
  if (!found || !(await verifyPassword(password, found.passwordHash))) {
    throw new ApiError(422, 'account.errors.currentPasswordWrong', { field: 'current_password' });
  }
  await passwordChecksPerAccount.reset(key);
}

type Name = { firstname: string; lastname: string };

/** False when the account is gone. */
async function setName(db: Queryable, customerId: number, name: Name): Promise<boolean> {
  const updated = await rows(
    db,
    idRow,
    sql`
    UPDATE customers SET firstname = ${name.firstname}, lastname = ${name.lastname}, updated_at = now()
    WHERE id = ${customerId} RETURNING id`,
  );
  return updated.length > 0;
}

export async function changeName(session: Session, name: Name): Promise<UserJson> {
  const conn = await db();
  if (!(await setName(conn, session.customerId, name))) throw accountGone();
  return currentUser(conn, session.customerId);
}

/**
 * The customer's language: the language of the shop's mails to them (customers.locale). False
 * when the account is gone. A language change in the shop stores it (POST /change-locale).
 */
export async function setCustomerLocale(db: Queryable, customerId: number, locale: Locale): Promise<boolean> {
  const updated = await rows(
    db,
    idRow,
    sql`
    UPDATE customers SET locale = ${locale}, updated_at = now()
    WHERE id = ${customerId} RETURNING id`,
  );
  return updated.length > 0;
}

/** A unique-index violation from either driver (directly or as the cause of Drizzle's error). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function changeEmail(session: Session, input: { email: string; currentPassword: string }): Promise<UserJson> {
  const conn = await db();
  const before = await currentUser(conn, session.customerId);
  await checkCurrentPassword(conn, before, input.currentPassword);
  if (input.email === before.email) return before;
  try {
    await conn.transaction(async (tx) => {
      const updated = await rows(
        tx,
        idRow,
        sql`
        UPDATE customers SET email = ${input.email}, updated_at = now()
        WHERE id = ${session.customerId} AND NOT EXISTS (SELECT 1 FROM customers o WHERE o.email = ${input.email} AND o.id <> ${session.customerId})
        RETURNING id`,
      );
      if (updated.length === 0) throw new ApiError(422, 'account.errors.emailInUse', { field: 'email' });
      await cancelOpenSyncRequests(tx, session.customerId);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(422, 'account.errors.emailInUse', { field: 'email' });
    throw err;
  }
  await sendEmailChangedNotice(before, input.email);
  return currentUser(conn, session.customerId);
}

/** Tells the old address, in the customer's language, so a takeover does not go unnoticed. */
async function sendEmailChangedNotice(before: UserJson, newEmail: string): Promise<void> {
  const t = translator(before.locale);
  const content = renderMail({
    greeting: t('account.mail.greeting', { name: before.firstname }),
    paragraphs: [t('account.mail.emailChanged.body', { email: newEmail }), t('account.mail.emailChanged.notYou')],
    footer: t('account.mail.footer'),
  });
  await sendMail({ to: before.email, subject: t('account.mail.emailChanged.subject'), ...content, kind: 'email-changed' });
}

export async function changePassword(session: Session, input: { currentPassword: string; password: string }, user: UserJson): Promise<void> {
  const conn = await db();
  await checkCurrentPassword(conn, user, input.currentPassword);
  const hash = await hashPassword(input.password);
  await conn.transaction(async (tx) => {
    await setPasswordHash(tx, session.customerId, hash);
    await revokeCustomerLogins(tx, session.customerId, session.familyId);
  });
}
