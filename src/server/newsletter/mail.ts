/**
 * The newsletter's mails (docs/newsletter.md), in the subscriber's language with the links of
 * the shop they signed up on: the confirmation mail of the double opt-in, and the frame of every
 * newsletter, which always carries an unsubscribe link in its text and the one-click
 * List-Unsubscribe headers (RFC 8058) that mail clients show as a button.
 */
import { translator } from '#src/lib/i18n.ts';
import type { Mail } from '../mail/mailer.ts';
import { renderMail } from '../mail/layout.ts';
import { confirmUrl, oneClickUrl, unsubscribePageUrl, type LinkOrigin } from './links.ts';
import type { Subscriber } from './store.ts';

export function confirmationMail(subscriber: Subscriber, token: string, origin: string): Mail {
  const t = translator(subscriber.locale);
  const to: LinkOrigin = { shop: subscriber.shop, origin };
  const { text, html } = renderMail({
    greeting: t('newsletter.mail.greeting', { name: subscriber.name }),
    paragraphs: [t('newsletter.mail.confirmIntro'), t('newsletter.mail.confirmValidity'), t('newsletter.mail.confirmIgnore')],
    action: { label: t('newsletter.mail.confirmAction'), url: confirmUrl(to, subscriber.locale, token) },
    footer: t('newsletter.mail.confirmFooter', { email: subscriber.email }),
  });
  return { to: subscriber.email, subject: t('newsletter.mail.confirmSubject'), text, html, kind: 'newsletter-confirm' };
}

export type Issue = { subject: string; greeting?: string; paragraphs: string[]; action?: { label: string; url: string } };

/** One newsletter for one confirmed subscriber. */
export function newsletterMail(subscriber: Subscriber, issue: Issue, origin: string): Mail {
  const t = translator(subscriber.locale);
  const to: LinkOrigin = { shop: subscriber.shop, origin };
  const { text, html } = renderMail({
    greeting: issue.greeting ?? t('newsletter.mail.greeting', { name: subscriber.name }),
    paragraphs: issue.paragraphs,
    ...(issue.action ? { action: issue.action } : {}),
    footer: t('newsletter.mail.why', { email: subscriber.email }),
    footerLink: { label: t('newsletter.mail.unsubscribe'), url: unsubscribePageUrl(to, subscriber.locale, subscriber.id, subscriber.email) },
  });
  return {
    to: subscriber.email,
    subject: issue.subject,
    text,
    html,
    kind: 'newsletter',
    headers: { 'List-Unsubscribe': `<${oneClickUrl(to, subscriber.id, subscriber.email)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
