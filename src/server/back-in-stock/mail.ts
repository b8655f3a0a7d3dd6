/**
 * The back-in-stock mails (docs/catalogue.md, back in stock), in the sign-up's language with the
 * links of the shop it came from: a guest's confirmation (double opt-in) and the one mail that
 * tells the product is back.
 */
import { translator } from '#src/lib/i18n.ts';
import { href } from '#src/lib/routes.ts';
import { SHOPS, type Locale, type ShopId } from '#src/lib/locales.ts';
import type { Mail } from '../mail/mailer.ts';
import { renderMail } from '../mail/layout.ts';

type Link = { locale: Locale; shop: ShopId; origin: string };

const productUrl = (to: Link, slug: string): string => new URL(href('product', to.locale, SHOPS[to.shop], { slug }), `${to.origin}/`).toString();

/** The page that asks to confirm a guest's sign-up (opening it only asks: mail scanners open links). */
export function confirmUrl(to: Link, token: string): string {
  const url = new URL(href('backInStock', to.locale, SHOPS[to.shop]), `${to.origin}/`);
  url.searchParams.set('confirm', token);
  return url.toString();
}

export function confirmationMail(to: Link & { email: string }, product: { name: string }, token: string): Mail {
  const t = translator(to.locale);
  const { text, html } = renderMail({
    greeting: t('backInStock.mail.hello'),
    paragraphs: [t('backInStock.mail.confirmIntro', { product: product.name }), t('backInStock.mail.confirmValidity'), t('backInStock.mail.confirmIgnore')],
    action: { label: t('backInStock.mail.confirmAction'), url: confirmUrl(to, token) },
    footer: t('backInStock.mail.footer', { email: to.email }),
  });
  return { to: to.email, subject: t('backInStock.mail.confirmSubject', { product: product.name }), text, html, kind: 'back-in-stock-confirm' };
}

export function backInStockMail(to: Link & { email: string; firstname: string | null }, product: { name: string; slug: string }): Mail {
  const t = translator(to.locale);
  const { text, html } = renderMail({
    greeting: to.firstname ? t('backInStock.mail.helloName', { name: to.firstname }) : t('backInStock.mail.hello'),
    paragraphs: [t('backInStock.mail.backIntro', { product: product.name }), t('backInStock.mail.backOnce')],
    action: { label: t('backInStock.mail.backAction'), url: productUrl(to, product.slug) },
    footer: t('backInStock.mail.footer', { email: to.email }),
  });
  return { to: to.email, subject: t('backInStock.mail.backSubject', { product: product.name }), text, html, kind: 'back-in-stock' };
}
