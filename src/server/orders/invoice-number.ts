/**
 * Invoice numbers (docs/invoices.md): one gap-free sequence per calendar year, e.g. 2026-000042,
 * given when an order is paid. The counter row is locked by its UPDATE and the number is taken
 * in the transaction that marks the order paid, so a number is never skipped (a rolled-back
 * payment gives its number back) and never given twice.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';

/** The year of an instant in the shop's time zone (an order paid on New Year's Eve at 23:30 belongs to that year). */
export function shopYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(at));
}

/** @example invoiceNumberOf(2026, 42) // "2026-000042" */
export const invoiceNumberOf = (year: number, n: number): string => `${year}-${String(n).padStart(6, '0')}`;

export async function assignInvoiceNumber(tx: Queryable, orderId: number, at = new Date()): Promise<string> {
  const year = shopYear(at);
  const [counter] = await rows(
    tx,
    z.object({ last: int }),
    sql`INSERT INTO invoice_counters (year, last) VALUES (${year}, 1)
      ON CONFLICT (year) DO UPDATE SET last = invoice_counters.last + 1 RETURNING last`,
  );
  const number = invoiceNumberOf(year, counter!.last);
  await tx.execute(sql`UPDATE orders SET invoice_number = ${number}, invoiced_at = ${at.toISOString()} WHERE id = ${orderId} AND invoice_number IS NULL`);
  return number;
}
