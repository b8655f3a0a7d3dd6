/** One cart line: picture, name, price, quantity, remove; a kit's parts below. Shared by the drawer and the cart page. */
import { fill } from '#src/lib/text.ts';
import type { Locale } from '#src/lib/locales.ts';
import type { CartLine } from './optimistic.ts';
import { removeItem, removeOrderBump, updateQuantity } from './actions.ts';
import { PriceAmounts } from '#src/components/ui/Price.tsx';
import { amountsOfEuros } from '#src/components/ui/amounts.ts';
import { formatEuros } from '#src/lib/money.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import { KitParts } from './KitParts.tsx';
import type { CartStrings } from './strings.ts';
import { focusAfterRemoval, focusBack } from './focus.ts';

type Props = { line: CartLine; locale: Locale; s: CartStrings; variant: 'drawer' | 'page' };

export function LineItem({ line, locale, s, variant }: Props) {
  const temporary = typeof line.id !== 'number';
  const busy = temporary || !!line.isSyncing;
  const page = variant === 'page';
  const remove = async (event: { currentTarget: HTMLButtonElement }) => {
    // The drawer's title, or the cart page's summary (its empty state when the last line went).
    focusAfterRemoval(event.currentTarget, '[data-remove-line]', () =>
      document.querySelector<HTMLElement>(variant === 'drawer' ? '#cart-drawer-title' : '[data-cart-page] [data-cart-focus]'),
    );
    const result = await (line.isOrderBump && line.bumpId ? removeOrderBump(line.product_id, line.bumpId) : removeItem(line.id));
    // Refused: the line is back. If the place focus went to is gone with it (the empty cart), focus returns to the line.
    if (!result.success) requestAnimationFrame(() => focusBack(`li[data-line-id="${line.id}"] [data-remove-line]`));
  };
  const short = line.available && line.stock < line.quantity && !temporary;
  return (
    <li
      className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 py-4 ${busy ? 'opacity-70' : ''}`}
      aria-busy={busy || !!line.isUpdating}
      data-line={line.product_id}
      data-line-id={line.id}
    >
      <a href={line.url || undefined} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {line.image ? (
          <img
            src={line.image}
            alt=""
            width={96}
            height={96}
            className={`${page ? 'h-16 w-16 sm:h-24 sm:w-24' : 'h-16 w-16'} rounded-lg border border-line bg-surface-alt object-contain p-1`}
          />
        ) : (
          <span className={`${page ? 'h-16 w-16 sm:h-24 sm:w-24' : 'h-16 w-16'} block rounded-lg bg-surface-alt`} />
        )}
      </a>
      <div className="min-w-0">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            {line.isOrderBump && <p className="text-xs font-semibold uppercase tracking-wide text-brand">{s.bumps.badge}</p>}
            <a href={line.url || undefined} className="link-plain font-semibold leading-snug">
              {line.name}
            </a>
            {page && line.sku && <p className="text-xs text-ink-mute">{line.sku}</p>}
            <p className="text-sm text-ink-soft">
              <span className="price-incl">{fill(s.each, { price: formatEuros(line.price_with_tax, locale) })}</span>
              <span className="price-excl">{fill(s.each, { price: formatEuros(line.price, locale) })}</span>
              {line.original_price_with_tax !== null && line.original_price !== null && (
                <s className="ml-2 text-ink-mute">
                  <PriceAmounts price={amountsOfEuros(line.original_price_with_tax, line.original_price)} locale={locale} />
                </s>
              )}
            </p>
            {!line.available && <p className="text-sm font-semibold text-danger">{s.unavailable}</p>}
            {short && <p className="text-sm font-semibold text-warn">{fill(s.stockShort, { count: String(line.stock) })}</p>}
          </div>
          <p className="shrink-0 text-right font-bold">
            <PriceAmounts price={amountsOfEuros(line.total_with_tax, line.total)} locale={locale} />
          </p>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {line.isOrderBump ? (
            <span className="text-sm text-ink-soft">
              {s.quantity}: {line.quantity}
            </span>
          ) : (
            <QuantityStepper
              quantity={line.quantity}
              name={line.name}
              max={line.available ? Math.max(line.stock, line.quantity) : line.quantity}
              disabled={temporary}
              labels={s}
              onChange={(q) => void updateQuantity(line.id, q)}
            />
          )}
          <button
            type="button"
            className="text-sm text-ink-soft underline hover:text-danger disabled:no-underline"
            disabled={temporary}
            aria-label={fill(s.remove, { name: line.name })}
            onClick={(e) => void remove(e)}
            data-remove-line
          >
            {s.removeShort}
          </button>
        </div>
      </div>
      {line.composite_data && line.composite_data.length > 0 && (
        <div className={page ? 'col-span-2 sm:col-start-2 sm:col-span-1' : 'col-start-2'}>
          <KitParts itemId={line.id} parts={line.composite_data} editable={page} busy={busy} locale={locale} s={s} />
        </div>
      )}
    </li>
  );
}
