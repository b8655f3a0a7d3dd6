/**
 * The order confirmation mail (docs/checkout.md, after payment), sent once when an order
 * becomes paid, in the language it was placed in: what was ordered, the total, where it goes,
 * and a link to the order's page, from which the invoice is downloaded. The link carries a
 * secret of its own (only its hash is kept), so a guest needs no account to come back.
 */
import { formatMoney } from '#src/lib/money.ts';
import { translator } from '#src/lib/i18n.ts';
import { isLocale, type Locale } from '#src/lib/locales.ts';
import { db } from '../database.ts';
import { sendMail, type Mail } from '../mail/mailer.ts';
import { renderMail } from '../mail/layout.ts';
import { newRandomToken } from '../http/random-token.ts';
import { addAccessToken } from './place.ts';
import { confirmationUrl } from './payments.ts';
import type { StoredOrder } from './read.ts';

export function confirmationMail(order: StoredOrder, pageUrl: string): Mail {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  const t = translator(locale);
  const a = order.shippingAddress;
  const lines = order.lines.map((l) => `${l.quantity} × ${l.name} (${l.sku})`);
  const { text, html } = renderMail({
    greeting: t('order.mail.greeting', { name: order.billingAddress.firstname }),
    paragraphs: [
      t('order.mail.thanks', { number: order.number }),
      ...lines,
      t('order.mail.total', { total: formatMoney(order.total_cents, locale) }),
      ...(order.reverse_charge ? [t('order.mail.reverseCharge')] : []),
      t('order.mail.address', { address: `${a.street} ${a.houseNumber}, ${a.postcode} ${a.city}, ${a.countryId}` }),
      t('order.mail.invoice'),
    ],
    action: { label: t('order.mail.action'), url: pageUrl },
    footer: t('order.mail.footer', { email: order.email }),
  });
  return { to: order.email, subject: t('order.mail.subject', { number: order.number }), text, html, kind: 'order-confirmation' };
}

/** Sends the confirmation of a paid order, with a link to its page that opens with a new secret. */
export async function sendConfirmation(order: StoredOrder, origin: string): Promise<void> {
  const token = newRandomToken();
  await addAccessToken(await db(), order.id, token);
  const url = new URL(confirmationUrl(origin, order));
  url.searchParams.set('token', token);
  await sendMail(confirmationMail(order, url.toString()));
}
