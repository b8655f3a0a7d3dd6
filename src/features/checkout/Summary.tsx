/**
 * The order as it would be placed now (docs/checkout.md, prices, VAT and coupons): its lines with
 * their kit parts, the coupon, shipping, VAT per rate and the totals excl. and incl. VAT, priced
 * by the server for the delivery address. Lines and the subtotal show incl. VAT for a private
 * shopper and excl. VAT for a business; the totals show both. A total without VAT (an export
 * outside the EU, a reverse charge) is never labelled "incl. VAT" (docs/prices-and-vat.md, labels
 * that tell the truth).
 */
import { formatEuros } from '#src/lib/money.ts';
import { HOME_COUNTRY, vatRateBp } from '#src/lib/vat.ts';
import { fill } from '#src/lib/text.ts';
import type { Locale } from '#src/lib/locales.ts';
import type { SummaryJson } from '#src/lib/api/checkout.ts';
import { formatRate } from './format.ts';
import type { CheckoutStrings } from './strings.ts';

type Props = {
  summary: SummaryJson;
  s: CheckoutStrings;
  locale: Locale;
  business: boolean;
};

export function OrderSummary({ summary, s, locale, business }: Props) {
  const m = s.summary;
  const money = (euros: number) => formatEuros(euros, locale);
  const discount = business ? summary.discount : summary.discount_with_tax;
  const abroad = summary.country !== HOME_COUNTRY;
  const exported = vatRateBp({ country: summary.country }) === 0;
  const noVat = summary.reverse_charge || exported;
  return (
    <div className="flex flex-col gap-4" data-checkout-summary>
      <ul className="flex flex-col divide-y divide-line" aria-label={m.title}>
        {summary.lines.map((line) => (
          <li key={`${line.product_id}-${line.sku}`} className="flex gap-3 py-3 first:pt-0">
            {line.image ? (
              <img
                src={line.image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="h-14 w-14 shrink-0 rounded-lg border border-line bg-white object-contain"
              />
            ) : (
              <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-lg border border-line bg-surface-alt" />
            )}
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold leading-snug">{line.name}</p>
              <p className="text-xs text-ink-mute">{fill(m.quantity, { count: String(line.quantity) })}</p>
              {line.parts.length > 0 && (
                <details className="mt-1 text-xs text-ink-soft">
                  <summary className="cursor-pointer text-brand-dark underline">{m.contents}</summary>
                  <ul className="mt-1 list-disc pl-4">
                    {line.parts.map((part) => (
                      <li key={part.name}>{fill(m.part, { quantity: String(part.quantity), name: part.name })}</li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
            <p className="shrink-0 text-sm font-semibold">{money(business ? line.total : line.total_with_tax)}</p>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1.5 border-t border-line pt-3 text-sm">
        <Row label={m.subtotal} value={money(business ? summary.subtotal : summary.subtotal_with_tax)} />
        {summary.coupon && <Row label={fill(m.coupon, { code: summary.coupon.code })} value={`− ${money(discount)}`} tone="ok" />}
        <Row
          label={summary.shipping ? `${m.shipping} (${summary.shipping.name})` : m.shipping}
          value={
            summary.shipping
              ? summary.shipping.price === 0
                ? m.free
                : money(business ? summary.shipping.price : summary.shipping.price_with_tax)
              : m.shippingLater
          }
          muted={!summary.shipping}
        />
        <Row label={m.totalExcl} value={money(summary.total_without_tax)} strong={business} />
        {summary.reverse_charge ? (
          <Row label={m.reverseCharge} value={money(0)} />
        ) : (
          summary.vat.map((v) => <Row key={v.rate} label={fill(m.vat, { rate: formatRate(v.rate, locale) })} value={money(v.amount)} />)
        )}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-2">
          <dt className={business ? 'font-semibold' : 'text-base font-bold'}>{noVat ? m.totalNoVat : m.total}</dt>
          <dd className={business ? 'font-semibold' : 'text-lg font-bold'} data-checkout-total>
            {money(summary.total)}
          </dd>
        </div>
      </dl>
      {summary.reverse_charge && <p className="rounded-lg bg-sky px-3 py-2 text-xs text-navy">{m.reverseChargeNote}</p>}
      {/* Only abroad could a confirmed number take the VAT off; at home the check changes nothing. */}
      {!summary.reverse_charge && abroad && summary.vat_check === 'unavailable' && (
        <p className="rounded-lg bg-sky px-3 py-2 text-xs text-navy">{m.vatUnavailable}</p>
      )}
      {!summary.reverse_charge && abroad && summary.vat_check === 'invalid' && (
        <p className="rounded-lg bg-brand-light px-3 py-2 text-xs text-danger">{m.vatInvalid}</p>
      )}
      <p className="text-xs text-ink-mute">{exported ? m.pricesExport : business ? m.pricesExcl : m.pricesIncl}</p>
    </div>
  );
}

function Row({ label, value, tone, muted = false, strong = false }: { label: string; value: string; tone?: 'ok'; muted?: boolean; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'font-semibold' : 'text-ink-soft'}>{label}</dt>
      <dd className={`text-right ${tone === 'ok' ? 'text-ok' : muted ? 'text-ink-mute' : ''} ${strong ? 'font-semibold' : ''}`}>{value}</dd>
    </div>
  );
}
