/**
 * Linking earlier guest orders to an account (docs/accounts.md, order sync). A guest order carries
 * only an e-mail address, so the customer first proves the account's address is theirs: a 6-digit
 * code goes to it (stored hashed, 15 minutes, 5 tries; at most 5 codes an hour). With the right
 * code every guest order of that address is linked in one transaction, which records how many were
 * found and linked; the progress page reads those counts. A new code or an e-mail change voids the
 * code before it.
 */
import { randomInt } from 'node:crypto';
import type { SyncStatusJson } from '#src/lib/account/types.ts';
import { translator } from '#src/lib/i18n.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { tooManyRequests } from '../http/rate-limit.ts';
import { sendMail } from '../mail/mailer.ts';
import { renderMail } from '../mail/layout.ts';
import { accountGone } from './errors.ts';
import { syncCodesPerAccount } from './limits.ts';
import { isoOrNull } from './money.ts';
import {
  cancelOpenSyncRequests,
  countAttempt,
  countGuestOrders,
  finishSyncRequest,
  hashSyncCode,
  insertSyncRequest,
  latestFinishedSyncRequest,
  latestSyncRequest,
  linkGuestOrders,
  lockCustomer,
  lockOpenSyncRequest,
  sameHash,
  type SyncRequestRow,
} from './order-sync-store.ts';

export const SYNC_CODE_TTL_MS = 15 * 60 * 1000;
export const SYNC_MAX_ATTEMPTS = 5;

const usable = (r: SyncRequestRow, now: number) => r.confirmed_at === null && r.attempts < SYNC_MAX_ATTEMPTS && r.expires_at.getTime() > now;

export async function syncStatus(db: Queryable, customerId: number, email: string, now = Date.now()): Promise<SyncStatusJson> {
  const [guestOrders, latest, finished] = await Promise.all([
    countGuestOrders(db, email),
    latestSyncRequest(db, customerId),
    latestFinishedSyncRequest(db, customerId),
  ]);
  const state: SyncStatusJson['state'] = !latest
    ? 'none'
    : latest.finished_at !== null
      ? 'finished'
      : latest.attempts >= SYNC_MAX_ATTEMPTS
        ? 'locked'
        : usable(latest, now)
          ? 'code_sent'
          : 'expired';
  return {
    guest_orders: guestOrders,
    state,
    expires_at: state === 'code_sent' && latest ? isoOrNull(latest.expires_at) : null,
    attempts_left: state === 'code_sent' && latest ? SYNC_MAX_ATTEMPTS - latest.attempts : null,
    total: finished?.total ?? 0,
    linked: finished?.linked ?? 0,
    finished_at: isoOrNull(finished?.finished_at ?? null),
  };
}

/** Sends a new code to the account's e-mail, in the customer's language; 409 when there is nothing to link. */
export async function requestSyncCode(customerId: number): Promise<SyncStatusJson> {
  const conn = await db();
  const customer = await conn.transaction(async (tx) => {
    const found = await lockCustomer(tx, customerId);
    if (!found) throw accountGone();
    if ((await countGuestOrders(tx, found.email)) === 0) throw new ApiError(409, 'account.errors.noGuestOrders');
    // Counted per address the codes go to (the account's e-mail): unique like the account, and
    // unlike an id it never meets another database's customer in a process serving several.
    const wait = await syncCodesPerAccount.hit(found.email);
    if (wait !== null) throw tooManyRequests(wait);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await cancelOpenSyncRequests(tx, customerId);
    await insertSyncRequest(tx, customerId, hashSyncCode(customerId, code), new Date(Date.now() + SYNC_CODE_TTL_MS));
    return { ...found, code };
  });
  const t = translator(customer.locale);
  const content = renderMail({
    greeting: t('account.mail.greeting', { name: customer.firstname }),
    paragraphs: [t('account.mail.syncCode.body', { code: customer.code }), t('account.mail.syncCode.validity'), t('account.mail.syncCode.notYou')],
    footer: t('account.mail.footer'),
  });
  await sendMail({ to: customer.email, subject: t('account.mail.syncCode.subject', { code: customer.code }), ...content, kind: 'order-sync' });
  return syncStatus(conn, customerId, customer.email);
}

type Confirmed = { kind: 'linked'; email: string } | { kind: 'wrong'; left: number } | { kind: 'unusable' };

/** Checks a code and links the guest orders; a wrong code costs a try (kept even though the call fails). */
export async function confirmSyncCode(customerId: number, code: string): Promise<SyncStatusJson> {
  const conn = await db();
  const result = await conn.transaction(async (tx): Promise<Confirmed> => {
    const customer = await lockCustomer(tx, customerId);
    if (!customer) throw accountGone();
    const request = await lockOpenSyncRequest(tx, customerId);
    if (!request || !usable(request, Date.now())) return { kind: 'unusable' };
    if (!sameHash(request.code_hash, hashSyncCode(customerId, code))) {
      await countAttempt(tx, request.id);
      return { kind: 'wrong', left: SYNC_MAX_ATTEMPTS - request.attempts - 1 };
    }
    await finishSyncRequest(tx, request.id, await linkGuestOrders(tx, customerId, customer.email));
    return { kind: 'linked', email: customer.email };
  });
  if (result.kind === 'unusable') throw new ApiError(422, 'account.errors.codeExpired', { field: 'code' });
  if (result.kind === 'wrong') {
    if (result.left === 0) throw new ApiError(422, 'account.errors.codeLocked', { field: 'code' });
    throw new ApiError(422, 'account.errors.codeWrong', { field: 'code', params: { count: result.left } });
  }
  return syncStatus(conn, customerId, result.email);
}
