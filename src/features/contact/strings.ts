/**
 * The contact form's strings, built on the server with the page's translator (docs/README.md,
 * conventions). The problems of the fields travel uninterpolated, keyed by their i18n key, and
 * are filled in the browser (src/lib/text.ts) with numbers formatted in the page's locale.
 */
import type { Translate } from '#src/lib/i18n.ts';
import { LOCALE_ISO, type Locale } from '#src/lib/locales.ts';
import { COMPANY } from '#src/lib/company.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS } from '#src/lib/contact.ts';

const raw = { skipInterpolation: true } as const;

const ERROR_KEYS = [
  'nameRequired',
  'nameTooLong',
  'emailRequired',
  'emailInvalid',
  'subjectRequired',
  'orderNumberInvalid',
  'messageRequired',
  'messageTooShort',
  'messageTooLong',
] as const;

export function contactFormStrings(t: Translate, locale: Locale) {
  return {
    title: t('contact.form.title'),
    intro: t('contact.form.intro', { hours: COMPANY.replyWithinHours }),
    name: t('contact.form.name'),
    email: t('contact.form.email'),
    subject: t('contact.form.subject'),
    subjectChoose: t('contact.form.subjectChoose'),
    subjects: CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contact.subjects.${value}`) })),
    orderNumber: t('contact.form.orderNumber'),
    optional: t('contact.form.optional'),
    orderNumberHint: t('contact.form.orderNumberHint'),
    message: t('contact.form.message'),
    messageHint: t('contact.form.messageHint', { max: CONTACT_MESSAGE_MAX.toLocaleString(LOCALE_ISO[locale]) }),
    honeypot: t('contact.form.honeypot'),
    send: t('contact.form.send'),
    sending: t('contact.form.sending'),
    sentTitle: t('contact.form.sent'),
    sentText: t('contact.form.sentText', { hours: COMPANY.replyWithinHours }),
    another: t('contact.form.another'),
    form: { checkFields: t('contact.form.checkFields'), network: t('account.errors.network'), failed: t('contact.form.failed') },
    errors: Object.fromEntries(ERROR_KEYS.map((key) => [`contact.errors.${key}`, t(`contact.errors.${key}`, raw)])) as Record<string, string>,
  };
}

export type ContactFormStrings = ReturnType<typeof contactFormStrings>;
