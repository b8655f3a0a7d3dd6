/**
 * Whether a VAT number is registered, as the EU's VIES service says (docs/vat-numbers-and-addresses.md).
 * A clear answer (valid or invalid) is kept a day, so a checkout asks once; "unavailable" is
 * never kept, so the next step asks again. VIES being down never blocks an order: the order is
 * taken with VAT and flagged for a person to check.
 */
import { sql } from 'drizzle-orm';
import { parseVatNumber } from '#src/lib/checkout/vat-number.ts';
import { z } from 'zod';
import type { VatCheck } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { config } from '../config.ts';
import { vatCheckerFor, type VatChecker } from '../vat/vies.ts';

let checker: VatChecker | undefined;
const vatChecker = (): VatChecker => (checker ??= vatCheckerFor(config()));

const KEEP_HOURS = 24;
const checkRow = z.object({ status: z.enum(['valid', 'invalid']) });

const numberRow = z.object({ vat_number: z.string() });

/**
 * `formatted`: a VAT number already checked for format and check digits, with its prefix
 * (BE0403170701). A logged-in customer's number that the shop itself validated on one of their
 * addresses counts as valid without asking VIES (docs/accounts.md, addresses).
 */
export async function checkVatNumber(db: Queryable, formatted: string, customerId: number | null = null): Promise<VatCheck> {
  if (customerId !== null) {
    const validated = await rows(
      db,
      numberRow,
      sql`SELECT vat_number FROM customer_addresses WHERE customer_id = ${customerId} AND validated = 1 AND vat_number IS NOT NULL`,
    );
    const same = (stored: string) => {
      const parsed = parseVatNumber(stored);
      return parsed.ok && parsed.formatted === formatted;
    };
    if (validated.some((a) => same(a.vat_number))) return 'valid';
  }
  const [kept] = await rows(
    db,
    checkRow,
    sql`SELECT status FROM vat_number_checks WHERE vat_number = ${formatted} AND checked_at > now() - make_interval(hours => ${KEEP_HOURS})`,
  );
  if (kept) return kept.status;
  const answer = await vatChecker().check(formatted.slice(0, 2), formatted.slice(2));
  if (answer.status === 'unavailable') return 'unavailable';
  await db.execute(sql`
    INSERT INTO vat_number_checks (vat_number, status, name, checked_at) VALUES (${formatted}, ${answer.status}, ${answer.name ?? null}, now())
    ON CONFLICT (vat_number) DO UPDATE SET status = EXCLUDED.status, name = EXCLUDED.name, checked_at = now()`);
  return answer.status;
}
