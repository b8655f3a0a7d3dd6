/**
 * Parts the two password reset forms share: a labelled field whose hint and error are tied to
 * the input (aria-describedby), the form's alert line, and the small rules around them.
 */
import { useEffect, useRef, useState } from 'react';

/** False in the server render and until the island runs: buttons wait, so no early click is lost. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The first message the API gave for a field (`errors.field[0]`), if any. */
export function fieldError(data: Record<string, unknown> | null, field: string): string | null {
  const errors = data?.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const list = (errors as Record<string, unknown>)[field];
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}

/** Moves focus to an element by id once the current render is on screen. */
export function focusById(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

type FieldProps = {
  id: string;
  /** The form field's name, as password managers know it. */
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  type: 'email' | 'password';
  autoComplete: 'email' | 'new-password';
  error: string | null;
  hint?: string;
};

/** The error line keeps its height when empty, so a message appearing does not push the form down. */
export function Field({ id, name, label, value, onValue, type, autoComplete, error, hint }: FieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Typed before the island woke up: the DOM has it, the state not yet.
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== value) onValue(typed);
  }, []);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">{label}</label>
      {hint && <p id={hintId} className="text-sm text-ink-soft">{hint}</p>}
      <input
        ref={input} id={id} name={name} type={type} value={value} autoComplete={autoComplete} required spellCheck={false}
        autoCapitalize="none" maxLength={type === 'email' ? 254 : 512}
        aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}
        className={`w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none focus:ring-2 focus:ring-brand-light ${error ? 'border-danger' : 'border-ink-mute focus:border-brand'}`}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
      <p id={errorId} className="min-h-5 text-sm text-danger">{error ?? ''}</p>
    </div>
  );
}

/**
 * The form's own message (network, rate limit, a link that does not work): always in the page, so
 * a screen reader reads it out when it fills; it takes room only then.
 */
export function FormAlert({ text }: { text: string | null }) {
  return (
    <div role="alert" className={text ? 'mb-3 rounded-lg border border-danger bg-white px-3 py-2 text-sm text-danger' : ''}>
      {text && <p>{text}</p>}
    </div>
  );
}
