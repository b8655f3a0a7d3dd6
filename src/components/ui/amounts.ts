/**
 * Amounts as the shared views take them: integer cents incl. and excl. VAT, the server's unit
 * (docs/prices-and-vat.md, money). The API answers euros; an island turns them into cents here,
 * at its edge, before anything is shown. Pure.
 */
import { centsOf } from '#src/lib/money.ts';

/** One price both ways, in cents; the body class of the customer type shows one of them. */
export type Amounts = { incl: number; excl: number };

/** The API's euro amounts as cents. @example amountsOfEuros(24.2, 20) // { incl: 2420, excl: 2000 } */
export function amountsOfEuros(inclEuros: number, exclEuros: number): Amounts {
  return { incl: centsOf(inclEuros), excl: centsOf(exclEuros) };
}
