/** A labelled input with its problem below it, tied together for screen readers. */
import { useId, type InputHTMLAttributes } from 'react';

type Props = {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>;

/** An input's look without its width. */
export const INPUT_LOOK = 'rounded-lg border border-line bg-white px-3 py-2 outline-none focus:border-brand focus:ring-2 focus:ring-brand-light aria-[invalid=true]:border-danger';
export const INPUT_CLASS = `w-full ${INPUT_LOOK}`;

export function Field({ label, name, value, onValue, error, hint, className = '', ...input }: Props) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">{label}</label>
      <input id={id} name={name} value={value} onChange={(e) => onValue(e.currentTarget.value)}
        aria-invalid={error ? true : undefined} aria-describedby={described} className={INPUT_CLASS} {...input} />
      {hint && <p id={`${id}-hint`} className="text-xs text-ink-mute">{hint}</p>}
      {error && <p id={`${id}-error`} className="text-sm text-danger">{error}</p>}
    </div>
  );
}
