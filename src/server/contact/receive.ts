/**
 * Receiving a contact message (docs/contact.md, ADR 0022). After the rate limits (per client
 * address and per e-mail address, counted for everyone alike) the message is stored, and only
 * then answered: a message the shop could not keep is a 503 the sender sees, never a "thank you"
 * for nothing. A person's message is mailed after the answer, to the team and as a copy to the
 * sender; a message the spam traps caught gets the same answer and no mail.
 */
import { COMPANY } from '#src/lib/company.ts';
import type { Locale, ShopId } from '#src/lib/locales.ts';
import type { ContactRequest } from '#src/lib/api/contact.ts';
import { config } from '../config.ts';
import { db } from '../database.ts';
import { afterAnswer, every, hourly } from '../http/housekeeping.ts';
import { tooManyRequests } from '../http/rate-limit.ts';
import { sendMail } from '../mail/mailer.ts';
import { judgeFormToken } from './form-token.ts';
import { messagesPerAddress, messagesPerClient } from './limits.ts';
import { copyMail, teamMail } from './mail.ts';
import { claimUnmailed, markMailed, purgeOldMessages, recordMessage, RETRY_AFTER_MINUTES, type SpamReason, type StoredMessage } from './store.ts';

export type Caller = { ip: string; locale: Locale; shop: ShopId; now?: number };

/** The customer service's mailbox. */
export const teamAddress = (): string => config().CONTACT_MAIL_TO ?? COMPANY.email;

/** Which spam trap a message fell into, if any. */
export function spamReason(input: Pick<ContactRequest, 'honeypot' | 'token'>, now = Date.now()): SpamReason | null {
  if (input.honeypot) return 'honeypot';
  const verdict = judgeFormToken(input.token, now);
  return verdict === 'ok' ? null : verdict;
}

export async function receiveMessage(input: ContactRequest, caller: Caller): Promise<void> {
  const clientWait = await messagesPerClient.hit(caller.ip);
  if (clientWait !== null) throw tooManyRequests(clientWait);
  const addressWait = await messagesPerAddress.hit(input.message.email);
  if (addressWait !== null) throw tooManyRequests(addressWait);
  const reason = spamReason(input, caller.now);
  const conn = await db();
  const stored = await recordMessage(conn, { ...input.message, locale: caller.locale, shop: caller.shop, spamReason: reason });
  if (reason !== null) console.info(`[contact] message ${stored.id} caught by the spam trap (${reason}); not mailed`);
  else afterAnswer('mailing a contact message', deliver(stored));
  housekeeping();
}

async function deliver(message: StoredMessage): Promise<void> {
  const team = teamAddress();
  if (await sendMail(teamMail(message, team))) await markMailed(await db(), message.id);
  await sendMail(copyMail(message, team));
}

/** Sends the team's mail of messages whose first try failed; answers how many went out. */
export async function retryUnmailed(): Promise<number> {
  const conn = await db();
  const team = teamAddress();
  let sent = 0;
  for (const message of await claimUnmailed(conn)) {
    if (!(await sendMail(teamMail(message, team)))) continue;
    await markMailed(conn, message.id);
    sent += 1;
  }
  return sent;
}

const retrySometimes = every(RETRY_AFTER_MINUTES * 60_000, 'mailing contact messages again', retryUnmailed);
const purgeSometimes = hourly('purging old contact messages', async () => purgeOldMessages(await db()));

/**
 * The contact form's housekeeping, started by its page and its call: mails that failed are sent
 * again, old messages and spam deleted (docs/contact.md, what is stored).
 */
export function housekeeping(): void {
  retrySometimes();
  purgeSometimes();
}
