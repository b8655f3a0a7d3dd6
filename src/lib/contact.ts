/**
 * The contact form's fields and checks (docs/contact.md, the form): one pure reader used by the
 * server's request schema and by the form in the browser before it sends, so both name the same
 * problem with the same i18n key. No zod here: the form's island should not carry it.
 */

/** What a message is about, in the order the form offers them. */
export const CONTACT_SUBJECTS = ['order', 'product', 'business', 'return', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
/** A question needs a few words; "Hello" alone cannot be answered. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const ORDER_NUMBER_MAX = 32;

/** The fields as the form and the call name them, in reading order. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'order_number', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactMessage = {
  name: string;
  /** Trimmed and lower-cased. */
  email: string;
  subject: ContactSubject;
  /** Upper-cased, without a leading "#"; null when not given. */
  orderNumber: string | null;
  /** Line breaks kept (as \n), other control characters dropped, trimmed. */
  message: string;
};

/** A problem with a field: an i18n key and the values it interpolates. */
export type ContactProblem = { key: string; values?: Record<string, number> };
export type ContactCheck = { ok: true; value: ContactMessage } | { ok: false; problems: Partial<Record<ContactField, ContactProblem>> };

/**
 * The shape of an e-mail address the shop accepts: the pattern zod's `z.email()` uses, so the
 * contact form agrees with the other forms without carrying zod to the browser.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** Order numbers look like FR-2026-000123; older systems and typos vary, so letters, digits and dashes. */
const ORDER_NUMBER = /^[A-Z0-9][A-Z0-9-]*$/;
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/g;
const HAS_CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const length = (text: string) => [...text].length;
const line = (value: unknown) => str(value).replace(CONTROL_IN_LINE, '').trim();

/**
 * The message's text: \r\n and lone \r become \n, tabs stay, other control characters go.
 * @example cleanMessage('Hallo\r\nwereld\u0000 ') // "Hallo\nwereld"
 */
export const cleanMessage = (value: unknown): string => str(value).replace(/\r\n?/g, '\n').replace(CONTROL_IN_TEXT, '').trim();

/** @example normalizeOrderNumber(' #fr-2026-000123 ') // "FR-2026-000123" */
export const normalizeOrderNumber = (value: unknown): string => line(value).replace(/^#\s*/, '').toUpperCase();

export const isContactSubject = (value: unknown): value is ContactSubject => (CONTACT_SUBJECTS as readonly unknown[]).includes(value);

/**
 * Reads a contact form as sent (JSON body or the form's fields): every problem once, on its
 * field, in reading order.
 * @example checkContactForm({ name: 'Sanne', email: 'sanne@example.nl', subject: 'order', message: 'Waar blijft mijn pakket?' }).ok // true
 * @example checkContactForm({}).problems?.name // { key: 'contact.errors.nameRequired' }
 */
export function checkContactForm(raw: Record<string, unknown>): ContactCheck {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};

  const name = line(raw.name);
  if (name === '') problems.name = { key: 'contact.errors.nameRequired' };
  else if (length(name) > CONTACT_NAME_MAX) problems.name = { key: 'contact.errors.nameTooLong' };

  const rawEmail = str(raw.email).trim();
  const email = rawEmail.normalize('NFC').toLowerCase();
  if (rawEmail === '') problems.email = { key: 'contact.errors.emailRequired' };
  else if (email.length > CONTACT_EMAIL_MAX || HAS_CONTROL.test(rawEmail) || !EMAIL.test(email)) problems.email = { key: 'contact.errors.emailInvalid' };

  const subject = raw.subject;
  if (!isContactSubject(subject)) problems.subject = { key: 'contact.errors.subjectRequired' };

  const orderNumber = normalizeOrderNumber(raw.order_number);
  if (raw.order_number !== undefined && raw.order_number !== null && typeof raw.order_number !== 'string')
    problems.order_number = { key: 'contact.errors.orderNumberInvalid' };
  else if (orderNumber !== '' && (orderNumber.length > ORDER_NUMBER_MAX || !ORDER_NUMBER.test(orderNumber)))
    problems.order_number = { key: 'contact.errors.orderNumberInvalid' };

  const message = cleanMessage(raw.message);
  if (message === '') problems.message = { key: 'contact.errors.messageRequired' };
  else if (length(message) < CONTACT_MESSAGE_MIN) problems.message = { key: 'contact.errors.messageTooShort', values: { min: CONTACT_MESSAGE_MIN } };
  else if (length(message) > CONTACT_MESSAGE_MAX) problems.message = { key: 'contact.errors.messageTooLong' };

  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { name, email, subject: subject as ContactSubject, orderNumber: orderNumber === '' ? null : orderNumber, message } };
}

// ---------------------------------------------------------------------------------------------
// Spam traps (docs/contact.md, spam)

/** The honeypot: a field people never see nor fill; anything in it is a robot's. */
export const HONEYPOT_FIELD = 'website';
/** The signed moment the form was rendered (src/server/contact/form-token.ts). */
export const FORM_TOKEN_FIELD = 'form_token';
/** Faster than this from the page's render to the send is a robot: a person reads and types. */
export const MIN_FILL_MS = 3000;
