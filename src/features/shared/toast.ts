/**
 * A short message in a page-wide live region (`toast`), shown a few seconds — errors longer.
 * The region stays in the accessibility tree while hidden, so screen readers hear each message.
 * @example const show = toastIn('[data-cart-toast]'); show({ kind: 'info', text: 'Added' });
 */
export type ToastMessage = { kind: 'info' | 'error'; text: string };

export function toastIn(selector: string): (message: ToastMessage) => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (message) => {
    const toast = document.querySelector<HTMLElement>(selector);
    if (!toast) return;
    toast.textContent = message.text;
    toast.dataset.kind = message.kind;
    toast.dataset.show = '';
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      () => {
        delete toast.dataset.show;
        toast.textContent = '';
      },
      message.kind === 'error' ? 8000 : 4000,
    );
  };
}
