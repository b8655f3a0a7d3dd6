/**
 * The frame every account form shares: no browser validation (the server names each problem),
 * controls disabled while a call is on its way, an optional heading that names the form, and the
 * submit button with the form's answer beside it. The form is read when it is sent, so what was
 * typed or ticked before the island woke counts. Without JavaScript the form posts to the page,
 * which takes no posts: nothing typed ends up in an address.
 */
import type { ReactNode, RefObject } from 'react';
import { FormNotice } from './FormNotice.tsx';
import type { useAccountForm } from './use-form.ts';

type Props = {
  form: ReturnType<typeof useAccountForm>;
  /** The form element, for the island's own reads of its fields. */
  formRef?: RefObject<HTMLFormElement | null>;
  onSave: (data: FormData) => Promise<void>;
  /** The heading (h2) that names the form, with its id. */
  title?: { id: string; text: string };
  submit: string;
  saving: string;
  /** The submit button's look: `danger` for what cannot be undone. */
  tone?: 'primary' | 'danger';
  /** Buttons beside the submit button (a cancel). */
  actions?: ReactNode;
  /** Space between the parts: the notifications list breathes a little more. */
  gap?: 'gap-3' | 'gap-4';
  children: ReactNode;
};

export function FormFrame({ form, formRef, onSave, title, submit, saving, tone = 'primary', actions, gap = 'gap-3', children }: Props) {
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // Read before the fieldset is disabled: FormData skips disabled controls.
        void onSave(new FormData(e.currentTarget));
      }}
      aria-labelledby={title?.id}
    >
      <fieldset disabled={form.busy} className={`m-0 flex min-w-0 flex-col ${gap} border-0 p-0`}>
        {title && (
          <h2 id={title.id} className="text-lg font-bold">
            {title.text}
          </h2>
        )}
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={tone === 'danger' ? 'btn-danger' : 'btn-primary'}>
            {form.busy ? saving : submit}
          </button>
          {actions}
          <FormNotice notice={form.notice} />
        </div>
      </fieldset>
    </form>
  );
}
