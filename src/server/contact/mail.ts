/**
 * The contact form's two mails (docs/contact.md, the mails): the message to the customer
 * service's mailbox, in Dutch (the team's language) with Reply-To the sender, naming the
 * language to answer in; and a copy to the sender in the language of the page it was sent from,
 * with Reply-To the customer service, so answering the copy reaches the team too.
 */
import { COMPANY } from '#src/lib/company.ts';
import { translator } from '#src/lib/i18n.ts';
import { LOCALE_ISO, type Locale } from '#src/lib/locales.ts';
import type { Mail } from '../mail/mailer.ts';
import { renderMail } from '../mail/layout.ts';
import type { StoredMessage } from './store.ts';

/** The team reads Dutch. */
const TEAM_LOCALE: Locale = 'nl';

const received = (at: Date) =>
  new Intl.DateTimeFormat(LOCALE_ISO[TEAM_LOCALE], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(at);

export function teamMail(m: StoredMessage, to: string): Mail {
  const t = translator(TEAM_LOCALE);
  const subject = t(`contact.subjects.${m.subject}`);
  const language = new Intl.DisplayNames([LOCALE_ISO[TEAM_LOCALE]], { type: 'language' }).of(m.locale) ?? m.locale;
  const { text, html } = renderMail({
    greeting: t('contact.mail.team.greeting'),
    paragraphs: [
      t('contact.mail.team.from', { name: m.name, email: m.email }),
      t('contact.mail.team.subject', { subject }),
      ...(m.orderNumber ? [t('contact.mail.team.orderNumber', { number: m.orderNumber })] : []),
      t('contact.mail.team.language', { language }),
      t('contact.mail.team.shop', { shop: t(`contact.mail.team.shops.${m.shop}`) }),
      t('contact.mail.team.received', { date: received(m.createdAt), id: m.id }),
    ],
    quote: m.message,
    footer: t('contact.mail.team.footer', { name: m.name, language }),
  });
  const mailSubject = t('contact.mail.team.mailSubject', { subject, name: m.name, id: m.id });
  return { to, subject: mailSubject, text, html, kind: 'contact-team', replyTo: m.email };
}

export function copyMail(m: StoredMessage, replyTo: string): Mail {
  const t = translator(m.locale);
  const { text, html } = renderMail({
    greeting: t('contact.mail.copy.greeting', { name: m.name }),
    paragraphs: [
      t('contact.mail.copy.thanks', { hours: COMPANY.replyWithinHours }),
      t('contact.mail.copy.subject', { subject: t(`contact.subjects.${m.subject}`) }),
      ...(m.orderNumber ? [t('contact.mail.copy.orderNumber', { number: m.orderNumber })] : []),
      t('contact.mail.copy.yourMessage'),
    ],
    quote: m.message,
    footer: t('contact.mail.copy.footer', { email: m.email }),
  });
  return { to: m.email, subject: t('contact.mail.copy.mailSubject'), text, html, kind: 'contact-copy', replyTo };
}
