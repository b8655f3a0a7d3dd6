/**
 * The cart drawer (docs/menus-and-shell.md, cart drawer): title, the lines, a button to the cart
 * page with the total, a continue-shopping link, the empty-cart text. A modal dialog rendered into
 * <body>: locks page scroll, keeps focus inside, closes on Escape, backdrop click and route change,
 * and gives focus back to what opened it. Hydrates on the first opening (client:interaction with
 * whenEvent), so pages load no React for it until then; its texts come then too
 * (src/features/shell/island-strings.ts).
 */
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { plural } from '#src/lib/text.ts';
import type { Locale } from '#src/lib/locales.ts';
import { $cart, initCart } from './store.ts';
import { $cartDrawerOpen, closeCartDrawer } from './drawer.ts';
import { useModal } from '../shared/use-modal.ts';
import { Notices } from './Notices.tsx';
import { useIslandStrings } from '../shell/use-island-strings.ts';
import type { CartStrings } from './strings.ts';

/** Its texts come when it first opens (src/features/shell/island-strings.ts), not with every page. */
type Props = { locale: Locale; cartUrl: string };

/** What only a cart with lines shows (./DrawerLines.tsx): loaded then, at once if it has lines already. */
let lines: Promise<typeof import('./DrawerLines.tsx')> | null = null;
const loadLines = () => (lines ??= import('./DrawerLines.tsx'));
const DrawerLines = lazy(() => loadLines().then((m) => ({ default: m.DrawerLines })));
const DrawerToCart = lazy(() => loadLines().then((m) => ({ default: m.DrawerToCart })));
const DrawerDelivery = lazy(() => loadLines().then((m) => ({ default: m.DrawerDelivery })));
if (!$cart.get().isEmpty) void loadLines();

function Drawer({ s, locale, cartUrl }: { s: CartStrings; locale: Locale; cartUrl: string }) {
  const cart = useStore($cart);
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const close = useCallback(() => closeCartDrawer(), []);
  useModal(dialog, close);
  useEffect(() => {
    heading.current?.focus();
    void initCart();
    const onRoute = () => closeCartDrawer({ restoreFocus: false });
    window.addEventListener('popstate', onRoute);
    return () => window.removeEventListener('popstate', onRoute);
  }, []);
  return (
    <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title" className="fixed inset-0 z-50" data-cart-drawer>
      <div className="absolute inset-0 bg-ink/50" onClick={close} data-cart-backdrop />
      <section className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-xl">
        <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h2 id="cart-drawer-title" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
            {s.title}
            {cart.itemCount > 0 && <span className="ml-2 text-sm font-normal text-ink-soft">({plural(s.count, cart.itemCount, locale)})</span>}
          </h2>
          <button type="button" className="header-icon" aria-label={s.close} onClick={close}>
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </header>
        <Notices className="border-b border-line px-4 py-2 text-sm" />
        <Suspense fallback={<div className="flex-1" />}>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4">
            {cart.isEmpty ? (
              <div className="py-10 text-center">
                <p className="font-semibold">{s.empty}</p>
                <p className="mt-1 text-sm text-ink-soft">{s.emptyHint}</p>
              </div>
            ) : (
              <DrawerLines s={s} locale={locale} />
            )}
          </div>
          <footer className="flex flex-col gap-2 border-t border-line p-4">
            {!cart.isEmpty && <DrawerToCart s={s} locale={locale} cartUrl={cartUrl} />}
            <button type="button" className="btn-ghost w-full" onClick={close}>
              {s.continueShopping}
            </button>
            {!cart.isEmpty && <DrawerDelivery s={s} locale={locale} />}
          </footer>
        </Suspense>
      </section>
    </div>
  );
}

export default function CartDrawer({ locale, cartUrl }: Props) {
  const open = useStore($cartDrawerOpen);
  // The server renders nothing; the portal mounts after hydration, never during it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { strings, failed } = useIslandStrings('cart', open);
  // Without its texts the drawer cannot show: the cart page shows the same.
  useEffect(() => {
    if (failed && open) location.assign(cartUrl);
  }, [failed, open, cartUrl]);
  if (!open || !mounted || !strings) return null;
  return createPortal(<Drawer s={strings} locale={locale} cartUrl={cartUrl} />, document.body);
}
