/**
 * The header's shop rating (docs/menus-and-shell.md, shop rating), browser only. Below `lg` a
 * button whose tooltip opens on click and closes after 2 s (its text goes into a status region,
 * so screen readers hear it; empty, it takes no room); from `lg` a hover box, shown by CSS on
 * hover and focus, which Escape dismisses until the pointer or focus leaves it.
 */
export const RATING_TIP_MS = 2000;

export function enhanceRating(header: HTMLElement): void {
  const button = header.querySelector<HTMLElement>('[data-rating-tip]');
  const bubble = button?.nextElementSibling;
  const hover = header.querySelector('[data-rating-hover]');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (text = '') => {
    clearTimeout(timer);
    if (bubble) bubble.textContent = text;
    if (text) timer = setTimeout(show, RATING_TIP_MS);
  };
  button?.addEventListener('click', () => show(bubble?.textContent ? '' : button.dataset.text));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    show();
    hover?.classList.add('is-dismissed');
  });
  for (const type of ['pointerleave', 'focusout']) hover?.addEventListener(type, () => hover.classList.remove('is-dismissed'));
}
