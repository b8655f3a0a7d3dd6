/**
 * The two mails of a password reset, in the customer's own language (customers.locale) and
 * pointing to the shop the request came from: the link to choose a new password, and the notice
 * that it was changed (so an owner whose mailbox was used by someone else hears about it).
 */
import { href } from '#src/lib/routes.ts';
import { translator } from '#src/lib/i18n.ts';
import type { Shop } from '#src/lib/locales.ts';
import type { Mail } from '../mail/mailer.ts';
import { renderMail } from '../mail/layout.ts';
import type { ResetRecipient } from './reset-store.ts';

/** Where the mail's links lead: the shop of the request and its absolute origin (SITE_URL_* or the request's). */
export type MailShop = { shop: Shop; origin: string };

/**
 * The reset page in the customer's language on that shop, with token and e-mail as parameters.
 * @example resetPageUrl({ shop: SHOPS.nl, origin: 'https://framboos.nl' }, 'de') // "https://framboos.nl/de/passwortrest/"
 */
export function resetPageUrl(to: MailShop, locale: ResetRecipient['locale'], params: { token: string; email: string } | null = null): string {
  const url = new URL(href('passwordReset', locale, to.shop), `${to.origin}/`);
  if (params) {
    url.searchParams.set('token', params.token);
    url.searchParams.set('email', params.email);
  }
  return url.toString();
}

export function resetLinkMail(customer: ResetRecipient, token: string, to: MailShop): Mail {
  const t = translator(customer.locale);
  const { text, html } = renderMail({
    greeting: t('passwordReset.mail.greeting', { name: customer.firstname }),
    paragraphs: [t('passwordReset.mail.intro'), t('passwordReset.mail.validity'), t('passwordReset.mail.ignore')],
    action: { label: t('passwordReset.mail.action'), url: resetPageUrl(to, customer.locale, { token, email: customer.email }) },
    footer: t('passwordReset.mail.footer', { email: customer.email }),
  });
  return { to: customer.email, subject: t('passwordReset.mail.subject'), text, html, kind: 'password-reset' };
}

export function passwordChangedMail(customer: ResetRecipient, to: MailShop): Mail {
  const t = translator(customer.locale);
  const { text, html } = renderMail({
    greeting: t('passwordReset.mail.greeting', { name: customer.firstname }),
    paragraphs: [t('passwordReset.mail.changedText'), t('passwordReset.mail.changedNotYou')],
    action: { label: t('passwordReset.mail.changedAction'), url: resetPageUrl(to, customer.locale) },
    footer: t('passwordReset.mail.changedFooter', { email: customer.email }),
  });
  return { to: customer.email, subject: t('passwordReset.mail.changedSubject'), text, html, kind: 'password-changed' };
}
