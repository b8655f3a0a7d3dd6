/** An amount incl. and excl. VAT; the customer-type body class shows one (DESIGN.md "Prices and tax"). */
import { formatMoney } from '../../lib/money';
import type { Locale } from '../../lib/locales';

const cents = (euros: number) => Math.round(euros * 100);

export function Money({ incl, excl, locale, className = '' }: { incl: number; excl: number; locale: Locale; className?: string }) {
  return (
    <>
      <span className={`price-incl ${className}`}>{formatMoney(cents(incl), locale)}</span>
      <span className={`price-excl ${className}`}>{formatMoney(cents(excl), locale)}</span>
    </>
  );
}

export const money = (euros: number, locale: Locale) => formatMoney(cents(euros), locale);
