/**
 * The draft of a checkout in progress, one per cart (docs/checkout.md, the guard and saved
 * details): the details, delivery method and payment method the shopper saved, each checked
 * when it was saved. It lives as long as its cart, is removed when the order is placed, and on
 * logout (the customer's cart keeps its lines, not the details). Read leniently: a draft that no
 * longer parses is no draft.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { informationJson, type InformationJson } from '#src/lib/api/checkout.ts';
import type { Queryable } from '../db/client.ts';
import type { VatCheck } from '../db/schema.ts';
import { rows } from '../db/query.ts';

export type Draft = {
  information: InformationJson | null;
  deliveryMethod: string | null;
  paymentMethod: string | null;
  /** What VIES said of the details' VAT number when they were saved. */
  vatCheck: VatCheck | null;
};

export const EMPTY_DRAFT: Draft = { information: null, deliveryMethod: null, paymentMethod: null, vatCheck: null };

const stored = z.object({
  information: z.unknown().optional(),
  delivery_method: z.string().nullable().optional(),
  payment_method: z.string().nullable().optional(),
  vat_check: z.enum(['valid', 'invalid', 'unavailable']).nullable().optional(),
});
const draftRow = z.object({ data: z.unknown() });

export function readDraft(data: unknown): Draft {
  const parsed = stored.safeParse(data);
  if (!parsed.success) return EMPTY_DRAFT;
  const information = informationJson.safeParse(parsed.data.information);
  return {
    information: information.success ? information.data : null,
    deliveryMethod: parsed.data.delivery_method ?? null,
    paymentMethod: parsed.data.payment_method ?? null,
    vatCheck: parsed.data.vat_check ?? null,
  };
}

export async function loadDraft(db: Queryable, cartId: string): Promise<Draft> {
  const [row] = await rows(db, draftRow, sql`SELECT data FROM checkout_drafts WHERE cart_id = ${cartId}`);
  return row ? readDraft(row.data) : EMPTY_DRAFT;
}

export async function saveDraft(db: Queryable, cartId: string, draft: Draft): Promise<void> {
  const data = JSON.stringify({
    information: draft.information,
    delivery_method: draft.deliveryMethod,
    payment_method: draft.paymentMethod,
    vat_check: draft.vatCheck,
  });
  await db.execute(sql`
    INSERT INTO checkout_drafts (cart_id, data, updated_at) VALUES (${cartId}, ${data}::jsonb, now())
    ON CONFLICT (cart_id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`);
}

export async function deleteDraft(db: Queryable, cartId: string): Promise<void> {
  await db.execute(sql`DELETE FROM checkout_drafts WHERE cart_id = ${cartId}`);
}

/** At logout: the customer's saved checkout details go; the cart stays for the next login. */
export async function deleteCustomerDraft(db: Queryable, customerId: number): Promise<void> {
  await db.execute(sql`DELETE FROM checkout_drafts WHERE cart_id IN (SELECT id FROM carts WHERE customer_id = ${customerId})`);
}
