/**
 * Loads everything a cart's answer needs in three round trips: its lines; then kit steps,
 * order bumps and coupons together; then the facts of every product involved (lines, kit
 * parts, offered bumps) in one query.
 */
import type { Locale } from '../../lib/locales.ts';
import type { Db } from '../db/client.ts';
import { bumpsFor, cartCoupons, kitSteps, productFacts } from './facts.ts';
import { loadLines, type CartRow } from './repository.ts';
import type { CartState } from './view.ts';

export const EMPTY_STATE: CartState = { cart: null, lines: [], products: new Map(), steps: new Map(), bumps: [], coupons: [] };

export async function loadState(conn: Db, cart: CartRow, locale: Locale): Promise<CartState> {
  const lines = await loadLines(conn, cart.id);
  const kitIds = lines.filter((l) => l.parts).map((l) => l.productId);
  const [steps, bumps, coupons] = await Promise.all([
    kitSteps(conn, locale, kitIds),
    bumpsFor(conn, locale, lines.filter((l) => l.bumpId === null).map((l) => l.productId)),
    cartCoupons(conn, cart.id),
  ]);
  const ids = new Set<number>();
  for (const line of lines) {
    ids.add(line.productId);
    for (const part of line.parts ?? []) ids.add(part.productId);
  }
  for (const bump of bumps) ids.add(bump.productId);
  const products = await productFacts(conn, locale, ids);
  return { cart, lines, products, steps, bumps, coupons };
}
