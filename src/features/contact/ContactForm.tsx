/**
 * The contact form (docs/contact.md, the form): name, e-mail, subject, order number (optional)
 * and message. It wakes on first touch (`client:interaction`, ADR 0008) and is read when it is
 * sent, so what was typed before then counts. The fields are checked first with the same reader
 * the server uses (src/lib/contact.ts), each problem shown at its field and the first focused;
 * then the call, whose 422 shows the server's problems the same way. On success the form gives
 * way to a thank-you that takes the focus. The honeypot and the signed render time ride along.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LOCALE_ISO, type Locale } from '#src/lib/locales.ts';
import { fill } from '#src/lib/text.ts';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  ORDER_NUMBER_MAX,
  checkContactForm,
  type ContactField,
} from '#src/lib/contact.ts';
import type { ContactAnswer } from '#src/lib/api/contact.ts';
import Field, { INPUT_CLASS } from '#src/components/ui/Field.tsx';
import { apiCall, setApiLocale } from '../http/api.ts';
import { textOf } from '../auth/form-values.ts';
import { FormFrame } from '../account/FormFrame.tsx';
import { useAccountForm } from '../account/use-form.ts';
import type { ContactFormStrings } from './strings.ts';

type Props = { s: ContactFormStrings; locale: Locale; token: string; subject: string };

export default function ContactForm({ s, locale, token, subject }: Props) {
  const form = useAccountForm(s.form);
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [sent, setSent] = useState(false);
  const id = useId();

  const focusFirst = (problems: Partial<Record<string, unknown>>) => {
    const first = CONTACT_FIELDS.find((f) => problems[f]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const save = async (data: FormData) => {
    const fields = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, textOf(data, f)]));
    const check = checkContactForm(fields);
    if (!check.ok) {
      const number = new Intl.NumberFormat(LOCALE_ISO[locale]);
      const shown: Record<string, string> = {};
      for (const [field, problem] of Object.entries(check.problems)) {
        const values = Object.fromEntries(Object.entries(problem.values ?? {}).map(([k, v]) => [k, number.format(v)]));
        shown[field] = fill(s.errors[problem.key] ?? s.form.failed, values);
      }
      form.setFields(shown);
      form.setNotice({ ok: false, text: s.form.checkFields });
      focusFirst(shown);
      return;
    }
    setApiLocale(locale);
    const body = { ...fields, [HONEYPOT_FIELD]: textOf(data, HONEYPOT_FIELD), [FORM_TOKEN_FIELD]: textOf(data, FORM_TOKEN_FIELD) };
    const done = await form.submit(() => apiCall<ContactAnswer>('POST', '/api/contact', { body }));
    if (done) {
      setSent(true);
      return;
    }
    // The server named problems (422): the first one's field takes the focus once it shows.
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
    });
  };

  const another = () => {
    setName('');
    setEmail('');
    setOrderNumber('');
    form.setNotice(null);
    setSent(false);
  };

  if (sent) return <Sent s={s} onAnother={another} />;

  const error = (field: ContactField) => form.fields[field];
  return (
    <FormFrame form={form} formRef={formRef} onSave={save} title={{ id: `${id}-title`, text: s.title }} submit={s.send} saving={s.sending}>
      <p className="text-sm text-ink-soft">{s.intro}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={s.name} name="name" value={name} onValue={setName} error={error('name')} autoComplete="name" required maxLength={CONTACT_NAME_MAX} />
        <Field label={s.email} name="email" type="email" value={email} onValue={setEmail} error={error('email')} autoComplete="email" required />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Control label={s.subject} id={`${id}-subject`} error={error('subject')}>
          {(described) => (
            <select
              id={`${id}-subject`}
              name="subject"
              defaultValue={subject}
              required
              className={INPUT_CLASS}
              aria-invalid={error('subject') ? true : undefined}
              aria-describedby={described}
            >
              <option value="">{s.subjectChoose}</option>
              {s.subjects.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Control>
        <Field
          label={`${s.orderNumber} ${s.optional}`}
          name="order_number"
          value={orderNumber}
          onValue={setOrderNumber}
          error={error('order_number')}
          hint={s.orderNumberHint}
          maxLength={ORDER_NUMBER_MAX + 2}
          autoComplete="off"
        />
      </div>
      <Control label={s.message} id={`${id}-message`} error={error('message')} hint={s.messageHint}>
        {(described) => (
          <textarea
            id={`${id}-message`}
            name="message"
            rows={7}
            required
            maxLength={CONTACT_MESSAGE_MAX}
            className={`${INPUT_CLASS} min-h-40 resize-y`}
            aria-invalid={error('message') ? true : undefined}
            aria-describedby={described}
          />
        )}
      </Control>
      {/* The honeypot (docs/contact.md, spam): out of sight and out of the tab order; people leave it empty. */}
      <div className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${id}-hp`}>{s.honeypot}</label>
        <input id={`${id}-hp`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
    </FormFrame>
  );
}

/**
 * A labelled control that is no text input (the subject's select, the message's textarea), with
 * its hint and problem tied to it as the shared field does. Uncontrolled: what was chosen or
 * typed before the island woke stays in the DOM, and the form is read when it is sent.
 */
function Control({
  label,
  id,
  error,
  hint,
  children,
}: {
  label: string;
  id: string;
  error?: string;
  hint?: string;
  children: (described?: string) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(described)}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-mute">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The thank-you: its heading takes the focus, so a screen reader reads it out at once. */
function Sent({ s, onAnother }: { s: ContactFormStrings; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-3">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-ok outline-none">
        {s.sentTitle}
      </h2>
      <p className="text-ink-soft">{s.sentText}</p>
      <p>
        <button type="button" className="btn-ghost" onClick={onAnother}>
          {s.another}
        </button>
      </p>
    </div>
  );
}
