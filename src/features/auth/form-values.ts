/**
 * What the login, registration, password reset and account forms share now that they wake on
 * first touch (`client:interaction`, ADR 0008): until the island is live the server's markup is
 * the form, so whatever a person typed or ticked meanwhile is only in the DOM. The forms read
 * their values from the form itself when it is sent (FormData), and a text field typed into (or
 * emptied) before the island woke hands that to its state at once, before any render could put
 * the server's value back. Boxes are left to the browser (`defaultChecked`) and read when sent.
 */
import { useEffect, useRef } from 'react';

/** A field's text as sent (empty when the form has no such field). */
export function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** Whether a checkbox of that name was ticked when the form was sent. */
export function tickedIn(data: FormData, name: string): boolean {
  return data.get(name) !== null;
}

/**
 * Hands each named text field's DOM value to its setter once, when the island wakes, and answers
 * the ref for the form. The shared form field passes on only text it finds; this also takes a
 * prefilled field that was emptied.
 */
export function useTypedBeforeWake(setters: Record<string, (value: string) => void>) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const root = form.current;
    if (!root) return;
    for (const [name, set] of Object.entries(setters)) {
      const field = root.elements.namedItem(name);
      if (field instanceof HTMLInputElement) set(field.value);
    }
    // Once, when the island wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return form;
}
