/**
 * The checkout's form fields: labelled, with hint and problem tied to the control for screen
 * readers (aria-describedby, aria-invalid). Their forms say method="post", so a send the island
 * never saw (no JavaScript) cannot put personal details into a URL. They are uncontrolled: the server renders their
 * values, what the shopper types stays in the DOM while the island wakes, and a step reads its
 * form with FormData when it is sent. Ids follow the field's name, so an error can point at it.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { INPUT_CLASS } from '#src/components/ui/Field.tsx';

/** The id of a field by its name in the request (`address.postcode` → `co-address-postcode`). */
export const fieldId = (name: string): string => `co-${name.replace(/[^a-z0-9_-]/gi, '-')}`;

function described(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Below({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
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
    </>
  );
}

type TextProps = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className' | 'id' | 'value'>;

/** A control under its label, with its hint and problem below it. */
function Labelled({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      <Below id={id} hint={hint} error={error} />
    </div>
  );
}

/** What ties a control to its problem and hint for screen readers. */
const ariaOf = (id: string, hint: string | undefined, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': described(id, hint, error),
});

export function TextField({ name, label, error, hint, className = '', type = 'text', ...input }: TextProps) {
  const id = fieldId(name);
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} name={name} type={type} className={INPUT_CLASS} {...ariaOf(id, hint, error)} {...input} />
    </Labelled>
  );
}

type SelectProps = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  options: { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'className' | 'id' | 'value' | 'children'>;

export function SelectField({ name, label, error, hint, className = '', options, ...select }: SelectProps) {
  const id = fieldId(name);
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <select id={id} name={name} className={INPUT_CLASS} {...ariaOf(id, hint, error)} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/**
 * The answer of a refused step above its form: the server's message, or "check the fields" with
 * a link to each field that has a problem. Focus comes here when no field can take it.
 */
export function FormProblem({ message, problems }: { message: string | null; problems: { name: string; label: string; text: string }[] }) {
  if (!message && problems.length === 0) return null;
  return (
    <div role="alert" tabIndex={-1} className="rounded-lg border border-danger bg-brand-light px-4 py-3 text-sm text-danger outline-none" data-form-problem>
      {message && <p className="font-semibold">{message}</p>}
      {problems.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {problems.map((p) => (
            <li key={p.name}>
              <a href={`#${fieldId(p.name)}`} className="text-danger underline">
                {p.label}: {p.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A group of fields under its legend (a part of the details form). */
export function Section({ legend, children, className = '' }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`m-0 flex min-w-0 flex-col gap-4 border-0 p-0 ${className}`}>
      <legend className="mb-3 p-0 text-lg font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}
