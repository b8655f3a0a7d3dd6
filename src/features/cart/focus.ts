/**
 * Focus for a control whose entry leaves a list: rather than fall back to the page, it moves to
 * the same control of the next entry, else of the previous one, else to a fallback.
 */

/** The same control in the next entry, else the previous one (found before the entry goes). */
export function neighbourControl(control: HTMLElement, same: string): HTMLElement | undefined {
  const entry = control.closest('li');
  return [entry?.nextElementSibling, entry?.previousElementSibling]
    .map((el) => el?.querySelector<HTMLElement>(same) ?? undefined)
    .find((el) => el && !el.hasAttribute('disabled'));
}

/**
 * For an optimistic removal (the entry leaves at once): after the next paint, focus goes to the
 * neighbour, else to the fallback, looked up then (an empty state may have replaced the list).
 * When the removal failed at once and the entry is back, focus stays where it is.
 */
export function focusAfterRemoval(control: HTMLElement, same: string, fallback: () => HTMLElement | null | undefined): void {
  const neighbour = neighbourControl(control, same);
  requestAnimationFrame(() => {
    if (control.isConnected) return;
    if (neighbour?.isConnected) neighbour.focus();
    else fallback()?.focus();
  });
}

/** Focuses the element when focus has fallen to the page (the element it was on is gone). */
export function focusBack(selector: string): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  document.querySelector<HTMLElement>(selector)?.focus();
}
