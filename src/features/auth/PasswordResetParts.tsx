/**
 * Parts the two password reset forms share: the form's alert line and the small rules around it
 * (their fields are the shop's one form field, src/components/ui/Field.tsx).
 */

/** The first message the API gave for a field (`errors.field[0]`), if any. */
export function fieldError(data: Record<string, unknown> | null, field: string): string | null {
  const errors = data?.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const list = (errors as Record<string, unknown>)[field];
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}

/**
 * What both forms' fields share: required, no spelling or capitals help (an address, a password),
 * and the error line keeps its height, so a message appearing does not push the form down.
 */
export const RESET_INPUT = { required: true, spellCheck: false, autoCapitalize: 'none', reserveErrorLine: true } as const;

/** Moves focus to an element by id once the current render is on screen. */
export function focusById(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
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
