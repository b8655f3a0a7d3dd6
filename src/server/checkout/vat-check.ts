/**
 * Whether a VAT number is registered, as the EU's VIES service says (docs/vat-numbers-and-addresses.md).
 * A clear answer (valid or invalid) is kept a day, so a checkout asks once; "unavailable" is
 * never kept, so the next step asks again. VIES being down never blocks an order: the order is
 * taken with VAT and flagged for a person to check.
 */
import { sql } from 'drizzle-orm';
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

/** `formatted`: a VAT number already checked for format and check digits, with its prefix (BE0403170701). */
export async function checkVatNumber(db: Queryable, formatted: string): Promise<VatCheck> {
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
