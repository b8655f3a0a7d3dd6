/** The answer of a form, read out when it changes. */
import type { Notice } from './use-form.ts';

export function FormNotice({ notice }: { notice: Notice }) {
  return (
    <p role="status" aria-live="polite" className={`min-h-5 text-sm ${notice?.ok ? 'text-ok' : 'text-danger'}`}>
      {notice?.text ?? ''}
    </p>
  );
}
