/**
 * At login or registration the guest's cart joins the customer's: every guest line is added to
 * the customer's cart, merged with the same line there (same product and parts), and capped by
 * what stock and the line limit allow, so nothing is doubled and nothing oversold; an order
 * bump's line comes along unless the customer's cart has it already; the guest's coupon comes
 * along when the customer's cart has none. The guest cart is then deleted. Both carts are
 * locked in id order, so two logins at once cannot deadlock.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { lineKey } from '#src/lib/cart/lines.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int } from '../db/decode.ts';

const ownerRow = z.object({ id: z.string(), customer_id: int.nullable() });
import { MAX_LINE_QUANTITY, MAX_LINES } from './limits.ts';
import { addToLine, createCart, replaceCoupon, type CartOwner } from './repository.ts';
import { loadState } from './state.ts';
import { demandByProduct } from './view.ts';

export async function mergeGuestCart(tx: Queryable, guestTokenHash: string | null, customerId: number, locale: Locale): Promise<void> {
  if (!guestTokenHash) return;
  const guestOwner: CartOwner = { kind: 'guest', tokenHash: guestTokenHash };
  const customerOwner: CartOwner = { kind: 'customer', customerId };
  const ids = await rows(
    tx,
    ownerRow,
    sql`
    SELECT id, customer_id FROM carts WHERE token_hash = ${guestTokenHash} OR customer_id = ${customerId} ORDER BY id FOR UPDATE`,
  );
  const guestRow = ids.find((r) => r.customer_id === null);
  if (!guestRow) return;
  const guest = await loadState(tx, { owner: guestOwner }, locale);
  if (!guest?.cart) return;
  const held = ids.find((r) => r.customer_id === customerId);
  const customerCart = held ? { id: held.id, version: 0, customerId } : await createCart(tx, customerOwner, locale);
  const mine = await loadState(tx, { cart: customerCart }, locale, { products: guest.lines.map((l) => l.productId) });
  if (!mine) return;

  const lines = [...mine.lines];
  const products = new Map([...mine.products, ...guest.products]);
  for (const line of guest.lines) {
    if (line.bumpId !== null && lines.some((l) => l.bumpId === line.bumpId)) continue;
    const key = lineKey({ product_id: line.productId, options: line.options });
    const existing =
      line.bumpId === null ? lines.find((l) => l.bumpId === null && lineKey({ product_id: l.productId, options: l.options }) === key) : undefined;
    if (!existing && lines.length >= MAX_LINES) continue;
    const demand = demandByProduct(lines);
    // What one unit of the line takes from stock: its product, or each part of a kit.
    const pieces = line.parts ?? [{ productId: line.productId, quantity: 1, step: 0 }];
    const room = Math.min(
      ...pieces.map((p) => {
        const facts = products.get(p.productId);
        if (!facts?.active) return 0;
        return Math.floor(Math.max(0, facts.stock - (demand.get(p.productId) ?? 0)) / p.quantity);
      }),
    );
    const quantity = Math.min(line.quantity, room, MAX_LINE_QUANTITY - (existing?.quantity ?? 0), line.bumpId === null ? Infinity : 1);
    if (quantity <= 0) continue;
    await addToLine(tx, customerCart.id, { productId: line.productId, quantity, options: line.options, parts: line.parts, bumpId: line.bumpId });
    if (existing) existing.quantity += quantity;
    else lines.push({ ...line, quantity });
  }
  const guestCoupon = guest.coupons[0];
  if (mine.coupons.length === 0 && guestCoupon) await replaceCoupon(tx, customerCart.id, guestCoupon.id);
  await tx.execute(sql`DELETE FROM carts WHERE id = ${guestRow.id}`);
  await tx.execute(sql`UPDATE carts SET version = version + 1, updated_at = now() WHERE id = ${customerCart.id}`);
}
