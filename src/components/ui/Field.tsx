/**
 * A labelled form field with its hint and its problem tied to the input for screen readers
 * (aria-describedby, aria-invalid): every form of the account, login, registration and password
 * reset. A password field can carry a show/hide button. Islands wake on first use, so what was
 * typed before that is still only in the DOM: the field hands it to its owner when it wakes.
 */
import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';

/** An input's look without its width (also for selects and lone inputs beside a field). */
export const INPUT_LOOK =
  'rounded-lg border border-ink-mute bg-white px-3 py-2.5 outline-none focus:border-brand focus:ring-2 focus:ring-brand-light aria-[invalid=true]:border-danger';
export const INPUT_CLASS = `w-full ${INPUT_LOOK}`;

export type FieldProps = {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  /** The problem with the value, shown below it. */
  error?: string | null;
  /** What the value must be like, shown below it. */
  hint?: string;
  /** A password field's show/hide button, with its two labels. */
  reveal?: { show: string; hide: string };
  /** The error line keeps its height while empty, so a message appearing does not push the form down. */
  reserveErrorLine?: boolean;
  /** Classes of the field's wrapper (its place in a grid). */
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'className' | 'children'>;

export default function Field({
  label,
  name,
  value,
  onValue,
  error,
  hint,
  reveal,
  reserveErrorLine = false,
  className = '',
  id,
  type = 'text',
  ...input
}: FieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Typed before the island woke up: the DOM has it, the state not yet.
    const typed = ref.current?.value ?? '';
    if (typed !== '' && typed !== value) onValue(typed);
  }, []);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : 'flex flex-col gap-1'}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          name={name}
          type={reveal && shown ? 'text' : type}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={reveal ? `${INPUT_CLASS} pr-24` : INPUT_CLASS}
          onChange={(e) => onValue(e.currentTarget.value)}
          {...input}
        />
        {reveal && (
          <button
            type="button"
            className="absolute inset-y-0 right-0 px-3 text-sm text-ink-soft underline hover:text-brand"
            aria-pressed={shown}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? reveal.hide : reveal.show}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-ink-mute">
          {hint}
        </p>
      )}
      {reserveErrorLine ? (
        <p id={errorId} className="min-h-5 text-sm text-danger">
          {error ?? ''}
        </p>
      ) : (
        error && (
          <p id={errorId} className="text-sm text-danger">
            {error}
          </p>
        )
      )}
    </div>
  );
}
