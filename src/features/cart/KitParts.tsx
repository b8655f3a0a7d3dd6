/**
 * The parts of a kit line (docs/cart.md, kits). On the cart page each part's pieces per kit can
 * change within its step's limits and optional parts can go; in the drawer they are listed only.
 */
import { fill } from '#src/lib/text.ts';
import type { Locale } from '#src/lib/locales.ts';
import type { CompositeEntryJson } from '#src/lib/cart/types.ts';
import { removeKitPart, updateKitPart } from './actions.ts';
import { PriceAmounts } from '#src/components/ui/Price.tsx';
import { amountsOfEuros } from '#src/components/ui/amounts.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import type { CartStrings } from './strings.ts';

type Props = { itemId: number | string; parts: CompositeEntryJson[]; editable: boolean; busy: boolean; locale: Locale; s: CartStrings };

export function KitParts({ itemId, parts, editable, busy, locale, s }: Props) {
  return (
    <details className="mt-2 text-sm" open={editable}>
      <summary className="cursor-pointer font-semibold text-ink-soft">{s.kit.parts}</summary>
      <ul className="mt-2 flex flex-col gap-2 border-l-2 border-line pl-3">
        {parts.map((part) => (
          <li key={part.product_id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1">
            <span className="min-w-0">
              <span className="block text-xs text-ink-mute">{part.step_title}</span>
              <span className="font-medium">{part.product_name}</span>
              {part.discount > 0 && <span className="ml-2 whitespace-nowrap text-xs font-semibold text-ok">−{part.discount}%</span>}
            </span>
            <span className="text-right">
              <PriceAmounts price={amountsOfEuros(part.total_with_tax, part.total)} locale={locale} />
            </span>
            <span className="col-span-2 flex flex-wrap items-center gap-3">
              {editable && part.min_allowed < part.max_allowed ? (
                <QuantityStepper
                  quantity={part.quantity}
                  name={part.product_name}
                  max={part.max_allowed}
                  disabled={busy}
                  labels={{ quantityOf: s.kit.pieces, increase: s.increase, decrease: s.decrease }}
                  onChange={(q) => void updateKitPart(itemId, part.product_id, Math.max(part.min_allowed, q))}
                />
              ) : (
                <span className="text-ink-soft">{fill(s.kit.perKit, { count: String(part.quantity) })}</span>
              )}
              {editable && part.can_remove && (
                <button
                  type="button"
                  className="text-xs text-ink-soft underline hover:text-danger"
                  disabled={busy}
                  aria-label={fill(s.kit.removePart, { name: part.product_name })}
                  onClick={() => void removeKitPart(itemId, part.product_id)}
                >
                  {s.removeShort}
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
