/** An amount incl. and excl. VAT; the customer-type body class shows one (docs/prices-and-vat.md). */
import { formatEuros } from '../../lib/money';
import type { Locale } from '../../lib/locales';


export function Money({ incl, excl, locale, className = '' }: { incl: number; excl: number; locale: Locale; className?: string }) {
  return (
    <>
      <span className={`price-incl ${className}`}>{formatEuros(incl, locale)}</span>
      <span className={`price-excl ${className}`}>{formatEuros(excl, locale)}</span>
    </>
  );
}

export const money = formatEuros;
