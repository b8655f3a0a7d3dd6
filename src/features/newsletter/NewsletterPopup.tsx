/**
 * The footer's newsletter sign-up (docs/newsletter.md): a button that opens a modal form with
 * name, e-mail, order type (particulier by default), the consent box and an optional box. The
 * island wakes on first touch (ADR 0008); a press of the button made while it loads is made again
 * once it is live, so the popup opens. The form is built only then, so nothing typed waits for
 * React; its texts come then too, with the shell's fetched fragment
 * (src/features/shell/island-strings.ts), and the page carries only the button's. Checks run in
 * a fixed order (name, e-mail, consent) and show the first problem at its field; the e-mail has
 * no check of its own beyond what an e-mail field's type gives.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '#src/lib/locales.ts';
import { DEFAULT_ORDER_TYPE, ORDER_TYPES } from '#src/lib/newsletter.ts';
import { INPUT_CLASS } from '#src/components/ui/Field.tsx';
import { apiCall, setApiLocale } from '../http/api.ts';
import { useModal } from '../shared/use-modal.ts';
import { useIslandStrings } from '../shell/use-island-strings.ts';
import type { NewsletterButtonStrings, NewsletterStrings } from './strings.ts';

type Props = { s: NewsletterButtonStrings; locale: Locale };
type Field = 'name' | 'email' | 'consent';
type Problem = { field: Field; message: string } | null;
type Outcome = { ok: boolean; text: string[] } | null;

export default function NewsletterPopup({ s, locale }: Props) {
  const [open, setOpen] = useState(false);
  const form = useIslandStrings('newsletter', open);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const wasOpen = useRef(false);
  // Focus goes back to the button once the dialog is gone: while it is there, the page behind it
  // (the button too) is inert and cannot take focus.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) opener.current?.focus();
  }, [open]);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="btn border border-white bg-transparent text-white hover:bg-white/10"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {s.open}
      </button>
      {open && form.strings && createPortal(<Dialog s={form.strings} locale={locale} onClose={close} />, document.body)}
      {open && form.failed && (
        <p role="alert" className="text-sm text-white">
          {s.unavailable}
        </p>
      )}
    </>
  );
}

function Dialog({ s, locale, onClose }: { s: NewsletterStrings; locale: Locale; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const id = useId();
  useModal(dialog, onClose);
  useLayoutEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, []);

  const field = (name: string) => formRef.current?.elements.namedItem(name) as HTMLInputElement | null;
  const show = (next: Problem) => {
    setProblem(next);
    if (next) field(next.field)?.focus();
  };

  const submit = async () => {
    if (busy) return;
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const emailField = field('email');
    setOutcome(null);
    // In this order, one problem at a time (docs/newsletter.md, checks).
    if (name === '') return show({ field: 'name', message: s.nameRequired });
    if (email === '') return show({ field: 'email', message: s.emailRequired });
    if (emailField?.validity.typeMismatch) return show({ field: 'email', message: s.emailInvalid });
    if (data.get('consent') === null) return show({ field: 'consent', message: s.agreeTermsError });
    show(null);
    setBusy(true);
    setApiLocale(locale);
    const orderType = String(data.get('order_type') ?? DEFAULT_ORDER_TYPE);
    const result = await apiCall<{ message?: string }>('POST', '/api/subscribe-newsletter', {
      body: { name, email, email_confirmation: email, order_type: orderType, projects: data.get('projects') !== null },
    });
    setBusy(false);
    if (result.ok) {
      form.reset();
      setOutcome({ ok: true, text: [s.thankYou, s.checkMail] });
      return;
    }
    const errors = result.data?.errors as Record<string, string[]> | undefined;
    const fieldProblem = errors && (['name', 'email'] as const).find((f) => errors[f]?.[0]);
    if (fieldProblem) return show({ field: fieldProblem, message: errors[fieldProblem]?.[0] ?? s.errorMessage });
    setOutcome({ ok: false, text: [s.errorMessage] });
  };

  const errorId = (f: Field) => `${id}-${f}-error`;
  const invalid = (f: Field) => (problem?.field === f ? { 'aria-invalid': true as const, 'aria-describedby': errorId(f) } : {});
  const error = (f: Field) =>
    problem?.field === f ? (
      <p id={errorId(f)} className="text-sm text-danger">
        {problem.message}
      </p>
    ) : null;

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="max-h-[100dvh] w-full max-w-lg overflow-y-auto rounded-t-xl bg-white p-5 text-ink shadow-xl sm:rounded-xl"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={`${id}-title`} className="text-xl font-bold">
              {s.title}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">{s.text}</p>
          </div>
          <button type="button" className="btn-ghost -mr-2 -mt-1 px-2" onClick={onClose} aria-label={s.close}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {outcome && (
          <div role="alert" className={`mt-4 rounded-lg p-3 text-sm ${outcome.ok ? 'bg-ok/10 text-ok' : 'bg-danger/10 text-danger'}`}>
            {outcome.text.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        <form
          ref={formRef}
          noValidate
          className="mt-4 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <fieldset disabled={busy} className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-name`} className="text-sm font-semibold">
                {s.name}
              </label>
              <input id={`${id}-name`} name="name" autoComplete="name" maxLength={100} className={INPUT_CLASS} {...invalid('name')} />
              {error('name')}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-email`} className="text-sm font-semibold">
                {s.email}
              </label>
              <input id={`${id}-email`} name="email" type="email" autoComplete="email" maxLength={254} className={INPUT_CLASS} {...invalid('email')} />
              {error('email')}
            </div>
            <fieldset className="m-0 border-0 p-0">
              <legend className="text-sm font-semibold">{s.orderType}</legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {ORDER_TYPES.map((type) => (
                  <label key={type} className="flex cursor-pointer items-center gap-1.5 text-sm">
                    <input type="radio" name="order_type" value={type} defaultChecked={type === DEFAULT_ORDER_TYPE} className="h-4 w-4 accent-brand" />
                    {s.orderTypes[type]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-col gap-1">
              <label className="flex cursor-pointer items-start gap-2 text-sm">
                <input type="checkbox" name="consent" value="1" className="mt-0.5 h-4 w-4 shrink-0 accent-brand" {...invalid('consent')} />
                <span>{s.consent}</span>
              </label>
              {error('consent')}
            </div>
            <label className="flex cursor-pointer items-start gap-2 text-sm">
              <input type="checkbox" name="projects" value="1" className="mt-0.5 h-4 w-4 shrink-0 accent-brand" />
              <span>
                {s.projects} <span className="text-ink-soft">{s.optional}</span>
              </span>
            </label>
            <button type="submit" className="btn-primary self-start">
              {busy ? s.subscribing : s.subscribe}
            </button>
          </fieldset>
        </form>
      </div>
    </div>
  );
}
