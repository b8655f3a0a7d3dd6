/**
 * What every checkout step's form shares: busy while its call is on its way (the button says
 * "Saving…", a second press does nothing), the refusal (the server's message and the problem of
 * each field, in the page's language), and focus on the first field with a problem after a
 * refused send — or on the message when no field has one. Nothing typed is touched.
 */
import { useEffect, useRef, useState } from 'react';
import type { Failure, FieldErrors } from './api.ts';
import type { CheckoutStrings } from './strings.ts';

export type Refusal = { message: string | null; fields: FieldErrors };

export function useStep(s: Pick<CheckoutStrings, 'network' | 'failed' | 'checkFields'>) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>({ message: null, fields: {} });
  const form = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const running = useRef(false);

  useEffect(() => {
    // Back from the next page out of the browser's cache: the step is ready to be sent again.
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  useEffect(() => {
    if (!focusPending.current) return;
    const root = form.current;
    if (!root) return;
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
    const target = field && field.offsetParent !== null ? field : root.querySelector<HTMLElement>('[data-form-problem]');
    // A commit can come between clearing the old refusal and drawing the new one (a click replayed
    // while the island woke): focus waits until the problem is on the page.
    if (!target) return;
    focusPending.current = false;
    target.focus();
    if (target === field) field?.scrollIntoView({ block: 'center' });
  }, [refusal]);

  /**
   * Shows a refused call: field problems where they belong (with "check the fields" above the
   * form, unless `alone`: one field's problem said at the field is enough), else the message.
   */
  function refuse(failure: Pick<Failure, 'status' | 'message' | 'fields'>, { alone = false } = {}): void {
    const hasFields = Object.keys(failure.fields).length > 0;
    const message = hasFields ? (alone ? null : s.checkFields) : (failure.message ?? (failure.status === 0 ? s.network : s.failed));
    focusPending.current = true;
    setRefusal({ message, fields: failure.fields });
  }

  /** The shopper changed a field: its problem is theirs to judge again, until the next send. */
  function edited(name: string): void {
    setRefusal((current) => {
      if (!(name in current.fields)) return current;
      const fields = { ...current.fields };
      delete fields[name];
      return { message: Object.keys(fields).length > 0 || !current.message ? current.message : null, fields };
    });
  }

  /** Runs the step's call once at a time; the button stays busy until `work` settles (or leaves the page). */
  async function run(work: () => Promise<'stay' | 'leave'>): Promise<void> {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setRefusal({ message: null, fields: {} });
    let leaving = false;
    try {
      leaving = (await work()) === 'leave';
    } catch (err) {
      console.error('[checkout] step failed:', err);
      refuse({ status: 0, message: s.failed, fields: {} });
    } finally {
      // On the way to the next page the button stays busy, so it is not pressed twice.
      if (!leaving) {
        running.current = false;
        setBusy(false);
      }
    }
  }

  return { busy, refusal, form, refuse, edited, run, setRefusal };
}
