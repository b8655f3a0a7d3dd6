/** A labelled form field with its hint and its error tied to it (aria-describedby, aria-invalid). */
import { useId, useState, type ReactNode } from 'react';

type Props = {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  error?: string;
  hint?: string;
  required?: boolean;
  onChange: (value: string) => void;
  /** For password fields: the labels of the show/hide button. */
  reveal?: { show: string; hide: string };
  children?: ReactNode;
};

export function Field({ label, name, type = 'text', autoComplete, value, error, hint, required = true, onChange, reveal }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">{label}</label>
      <div className="relative">
        <input
          id={id} name={name} type={type === 'password' && shown ? 'text' : type} autoComplete={autoComplete} value={value}
          required={required} aria-invalid={error ? true : undefined} aria-describedby={described}
          className={`w-full rounded-lg border px-3 py-2.5 outline-none focus:border-brand focus:ring-2 focus:ring-brand-light ${error ? 'border-danger' : 'border-line'} ${reveal ? 'pr-24' : ''}`}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        {reveal && (
          <button type="button" className="absolute inset-y-0 right-0 px-3 text-sm text-ink-soft underline hover:text-brand" aria-pressed={shown} onClick={() => setShown((v) => !v)}>
            {shown ? reveal.hide : reveal.show}
          </button>
        )}
      </div>
      {hint && <p id={`${id}-hint`} className="text-xs text-ink-mute">{hint}</p>}
      {error && <p id={`${id}-error`} className="text-sm text-danger">{error}</p>}
    </div>
  );
}
