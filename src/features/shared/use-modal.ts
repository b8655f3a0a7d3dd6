/**
 * Modal behaviour for a dialog rendered into <body>: the page behind is inert and does not scroll
 * (docs/menus-and-shell.md, overlays and scroll lock), Tab wraps inside the dialog, Escape closes.
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

export function useModal(ref: RefObject<HTMLElement | null>, onClose: () => void): void {
  // Layout effect: the page is locked before the first paint of the dialog, and unlocked before
  // the opener gets its focus back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const body = document.body;
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    // How many dialogs are open, for CSS: bars fixed to the screen give way (src/styles/global.css, sticky bars).
    root.dataset.modals = String(Number(root.dataset.modals ?? 0) + 1);
    const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    // Keeps the page from shifting sideways when its scrollbar goes away.
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    const host = dialog.parentElement === body ? dialog : dialog.closest('body > *');
    const made: HTMLElement[] = [];
    for (const el of body.children) {
      // A native modal dialog already open (the first-visit question) stays usable: it is drawn
      // above everything, and until it closes the browser keeps the rest inert, this one too.
      if (el instanceof HTMLDialogElement && el.matches(':modal')) continue;
      if (el !== host && el instanceof HTMLElement && !el.inert) {
        el.inert = true;
        made.push(el);
      }
    }
    return () => {
      const open = Number(root.dataset.modals ?? 1) - 1;
      if (open > 0) root.dataset.modals = String(open);
      else delete root.dataset.modals;
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      for (const el of made) el.inert = false;
    };
  }, [ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKey);
    return () => dialog.removeEventListener('keydown', onKey);
  }, [ref, onClose]);
}
