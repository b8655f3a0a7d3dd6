/**
 * A checkout step beside its order summary (docs/checkout.md, layout): on wide screens the
 * summary is a sticky column on the right; on narrow ones a collapsed "Show order summary (€ …)"
 * above the step, opened without JavaScript (a details element).
 */
import type { ReactNode } from 'react';
import { formatEuros } from '#src/lib/money.ts';
import { fill } from '#src/lib/text.ts';
import type { Locale } from '#src/lib/locales.ts';
import type { SummaryJson } from '#src/lib/api/checkout.ts';
import { OrderSummary } from './Summary.tsx';
import type { CheckoutStrings } from './strings.ts';
import './checkout.css';

type Props = {
  summary: SummaryJson | null;
  s: CheckoutStrings;
  locale: Locale;
  business: boolean;
  children: ReactNode;
  /** Under the summary in its column (the review's terms and order button). */
  aside?: ReactNode;
  /** The summary is the step's content (review): on narrow screens it shows open, below the step. */
  summaryOpen?: boolean;
};

export function StepLayout({ summary, s, locale, business, children, aside, summaryOpen = false }: Props) {
  const total = summary ? formatEuros(summary.total, locale) : '';
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      {summary && !summaryOpen && (
        <details className="co-summary card lg:hidden">
          <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3 font-semibold">
            <span>
              <span className="co-show">{fill(s.summary.show, { total })}</span>
              <span className="co-hide">{fill(s.summary.hide, { total })}</span>
            </span>
            <span aria-hidden="true" className="co-chevron text-ink-mute">
              ▾
            </span>
          </summary>
          <div className="border-t border-line px-4 py-4">
            <OrderSummary summary={summary} s={s} locale={locale} business={business} />
          </div>
        </details>
      )}
      <div className="flex min-w-0 flex-col gap-6">{children}</div>
      <aside aria-labelledby="co-summary-d-title" className={`${summaryOpen ? 'flex' : 'hidden lg:flex'} card flex-col gap-4 p-4 lg:sticky lg:top-4`}>
        <h2 id="co-summary-d-title" className="text-lg font-bold">
          {s.summary.title}
        </h2>
        {summary ? <OrderSummary summary={summary} s={s} locale={locale} business={business} /> : <p className="text-ink-soft">{s.cartEmpty}</p>}
        {aside}
      </aside>
    </div>
  );
}
