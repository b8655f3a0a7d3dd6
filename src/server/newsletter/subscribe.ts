/**
 * Signing up for the newsletter and leaving it (docs/newsletter.md, ADR 0019).
 *
 * A sign-up answers the same, in status, body and time, whatever the address: after the rate
 * limits (per client address and per e-mail address, counted known or not) the answer is given
 * at once, and the database write and the confirmation mail happen after it. An address that is
 * confirmed already gets no mail and no change.
 */
import type { Locale, ShopId } from '#src/lib/locales.ts';
import type { OrderType } from '#src/lib/newsletter.ts';
import { db } from '../database.ts';
import { afterAnswer, hourly } from '../http/housekeeping.ts';
import { limiter, tooManyRequests } from '../http/rate-limit.ts';
import { sendMail } from '../mail/mailer.ts';
import { validUnsubscribeSignature } from './links.ts';
import { confirmationMail } from './mail.ts';
import { confirmSubscription, endSubscription, purgeUnconfirmed, recordSignUp, subscriberById, type Subscriber } from './store.ts';

/** Per client: a school or an office behind one address signs up a class or a team, a script no more. */
export const signUpsPerClient = limiter('newsletter-ip', { points: 10, durationSec: 60 * 60 });
/** Per e-mail address: a mailbox is never flooded with confirmation mails. */
export const signUpsPerAddress = limiter('newsletter-email', { points: 3, durationSec: 60 * 60 });
/** Confirm and unsubscribe attempts per client: the links cannot be guessed, but nobody needs to try. */
export const linkUsesPerClient = limiter('newsletter-link-ip', { points: 30, durationSec: 60 * 60 });

export type SignUpInput = { name: string; email: string; orderType: OrderType; projects: boolean };
export type Caller = { ip: string; locale: Locale; shop: ShopId; origin: string };

export async function signUp(input: SignUpInput, caller: Caller): Promise<void> {
  const clientWait = await signUpsPerClient.hit(caller.ip);
  if (clientWait !== null) throw tooManyRequests(clientWait);
  const addressWait = await signUpsPerAddress.hit(input.email);
  if (addressWait !== null) throw tooManyRequests(addressWait);
  afterAnswer('recording a newsletter sign-up', record(input, caller));
}

async function record(input: SignUpInput, caller: Caller): Promise<void> {
  const conn = await db();
  purgeSometimes();
  const saved = await recordSignUp(conn, { ...input, locale: caller.locale, shop: caller.shop });
  if (saved) await sendMail(confirmationMail(saved.subscriber, saved.token, caller.origin));
}

export type LinkOutcome = 'done' | 'invalid' | 'tooMany';

/** Uses a confirmation link. */
export async function confirm(token: string, ip: string): Promise<LinkOutcome> {
  if ((await linkUsesPerClient.hit(ip)) !== null) return 'tooMany';
  return (await confirmSubscription(await db(), token)) ? 'done' : 'invalid';
}

/** Uses an unsubscribe link: its signature must be that of the subscription and its address. */
export async function unsubscribe(id: number, signature: string, ip: string): Promise<LinkOutcome> {
  if ((await linkUsesPerClient.hit(ip)) !== null) return 'tooMany';
  const conn = await db();
  const subscriber: Subscriber | null = await subscriberById(conn, id);
  if (!subscriber || !validUnsubscribeSignature(id, subscriber.email, signature)) return 'invalid';
  await endSubscription(conn, id);
  return 'done';
}

const purgeSometimes = hourly('purging unconfirmed newsletter sign-ups', async () => purgeUnconfirmed(await db()));
