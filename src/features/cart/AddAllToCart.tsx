/**
 * "Add all parts to cart" under a project's parts (docs/catalogue.md, covers and parts): the
 * parts one after another through the cart store's own add, each with its pieces, so the queue,
 * the optimistic lines and the notices work as for any add-to-cart button. The first add that
 * fails stops the rest (its notice says why); what was added stays. The island wakes on first use
 * (ADR 0008): the page carries no script for it before then, and the press that woke it is made
 * again once it is live.
 */
import { useRef, useState } from 'react';
import { addToCart } from './store.ts';
import { openCartDrawer } from './drawer.ts';
import type { LinePreview } from './optimistic.ts';

/** A product to add: its pieces, and its line as the cart shows it until the server answers (euros). */
export type AddAllItem = { productId: number; quantity: number; preview: LinePreview };

type Props = { items: AddAllItem[]; label: string };

export default function AddAllToCart({ items, label }: Props) {
  const [busy, setBusy] = useState(false);
  // A second press while the parts go in adds nothing (the state shows only after a render).
  const running = useRef(false);
  const addAll = async (button: HTMLButtonElement) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    openCartDrawer(button);
    try {
      for (const item of items) {
        const result = await addToCart(item.productId, item.quantity, { preview: item.preview });
        if (!result.success) break;
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn-primary" aria-disabled={busy || undefined} onClick={(event) => void addAll(event.currentTarget)}>
      {label}
    </button>
  );
}
