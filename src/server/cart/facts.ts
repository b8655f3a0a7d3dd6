/**
 * What the cart needs to know about the catalogue: products (price, stock, name, picture), kit
 * steps, order bumps and coupons. Each comes as an SQL fragment over a set of ids, so a cart's
 * whole state can be read in one query (./state.ts), and as a function for single look-ups by
 * the operations. Rows become the cart's own types here; names fall back current locale → nl →
 * en → de (docs/catalogue.md, products).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import type { KitStepRule } from '#src/lib/cart/composite.ts';
import type { CouponFacts } from '#src/lib/cart/coupons.ts';
import type { MediaJson } from '#src/lib/cart/types.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int, localizedText, timestamp } from '../db/decode.ts';
import { localeFallback, pickLocalized as pick } from '../db/locale-order.ts';
import { intArray } from '../db/sql-arrays.ts';

export type ProductFacts = {
  id: number;
  sku: string;
  priceCents: number;
  /** The was-price: the lowest of the 30 days before the current price, when above it (docs/prices-and-vat.md). */
  referencePriceCents: number | null;
  stock: number;
  /** Active, and for a variant its master is active too. */
  active: boolean;
  isComposite: boolean;
  masterId: number | null;
  /** A master with active variants: a variant must be chosen. */
  hasVariants: boolean;
  name: string;
  slug: string;
  description: string;
  /** The product's first picture (a variant without its own: its master's); a cart line shows one. */
  media: MediaJson[];
};

export const idList = (ids: Iterable<number>): SQL =>
  sql.join(
    [...ids].map((id) => sql`${id}`),
    sql`, `,
  );

/** A row of productRowsSql; alone or inside a JSON array (./state.ts), the same. */
export const productRow = z.object({
  id: int,
  sku: z.string(),
  price_cents: int,
  reference_price_cents: int.nullable(),
  stock: int,
  active: z.boolean(),
  is_composite: z.boolean(),
  master_product_id: int.nullable(),
  has_variants: z.boolean(),
  name: z.string(),
  slug: z.string(),
  short_description: z.string(),
  picture: z.object({ url: z.string(), alt: localizedText.nullable() }).nullable(),
});
export type ProductRow = z.output<typeof productRow>;

/**
 * Product rows for the ids `ids` selects (a subquery of one column). Whether a product has active
 * variants is asked once for all the ids, not per product: on a small catalogue PostgreSQL reads
 * the whole products table for such a check rather than its index, and per product that was a
 * third of a cart's read (docs/cart.md, products by their key).
 */
export function productRowsSql(locale: Locale, ids: SQL): SQL {
  const picture = (owner: SQL) => sql`(SELECT json_build_object('url', pm.url, 'alt', pm.alt) FROM product_media pm
    WHERE pm.product_id = ${owner} ORDER BY pm.position, pm.id LIMIT 1)`;
  return sql`
    WITH wanted (id) AS MATERIALIZED (${ids}),
    masters AS MATERIALIZED (SELECT DISTINCT v.master_product_id AS id FROM products v
                WHERE v.is_active AND v.master_product_id IN (SELECT id FROM wanted))
    SELECT p.id, p.sku, p.price_cents, p.reference_price_cents, p.stock, p.is_composite, p.master_product_id,
      (p.is_active AND (p.master_product_id IS NULL OR COALESCE(m.is_active, false))) AS active,
      EXISTS (SELECT 1 FROM masters WHERE masters.id = p.id) AS has_variants,
      t.name, t.slug, t.short_description,
      COALESCE(${picture(sql`p.id`)}, ${picture(sql`p.master_product_id`)}) AS picture
    FROM products p
    LEFT JOIN products m ON m.id = p.master_product_id
    JOIN LATERAL (SELECT name, slug, short_description FROM product_translations x WHERE x.product_id = p.id
                  ORDER BY array_position(${localeFallback(locale)}, x.locale::text) LIMIT 1) t ON true
    WHERE p.id IN (SELECT id FROM wanted)`;
}

export function toProductFacts(rowsOf: readonly ProductRow[], locale: Locale): Map<number, ProductFacts> {
  const out = new Map<number, ProductFacts>();
  for (const r of rowsOf) {
    out.set(r.id, {
      id: r.id,
      sku: r.sku,
      priceCents: r.price_cents,
      referencePriceCents: r.reference_price_cents,
      stock: Math.max(0, r.stock),
      active: r.active,
      isComposite: r.is_composite,
      masterId: r.master_product_id,
      hasVariants: r.has_variants,
      name: r.name,
      slug: r.slug,
      description: r.short_description,
      media: r.picture ? [{ url: r.picture.url, alt: pick(r.picture.alt, locale) || r.name }] : [],
    });
  }
  return out;
}

/** Facts of the given products (unknown ids are simply absent). */
export async function productFacts(db: Queryable, locale: Locale, ids: Iterable<number>): Promise<Map<number, ProductFacts>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  return toProductFacts(await rows(db, productRow, productRowsSql(locale, sql`SELECT unnest(${intArray(unique)})`)), locale);
}

export type KitStep = KitStepRule & { title: string; discountPercent: number };

export const stepRow = z.object({
  kit_id: int,
  step: int,
  title: localizedText,
  quantity_min: int,
  quantity_max: int,
  optional: z.boolean(),
  infinite: z.boolean(),
  discount_percent: int,
  product_id: int,
  is_default: z.boolean(),
  position: int,
});
export type StepRow = z.output<typeof stepRow>;

/** The steps of the kits `kitIds` selects, with their choices in step and position order. */
export function stepRowsSql(kitIds: SQL): SQL {
  return sql`
    SELECT s.product_id AS kit_id, s.step, s.title, s.quantity_min, s.quantity_max, s.optional, s.infinite, s.discount_percent,
      sp.product_id, sp.is_default, sp.position
    FROM composite_steps s
    JOIN composite_step_products sp ON sp.step_id = s.id
    WHERE s.product_id IN (${kitIds})
    ORDER BY s.product_id, s.step, sp.position, sp.product_id`;
}

export function toKitSteps(rowsOf: readonly StepRow[], locale: Locale): Map<number, KitStep[]> {
  const out = new Map<number, KitStep[]>();
  for (const r of rowsOf) {
    let steps = out.get(r.kit_id);
    if (!steps) out.set(r.kit_id, (steps = []));
    let step = steps.at(-1);
    if (step?.step !== r.step) {
      step = {
        step: r.step,
        title: pick(r.title, locale),
        quantityMin: r.quantity_min,
        quantityMax: r.quantity_max,
        optional: r.optional,
        infinite: r.infinite,
        discountPercent: r.discount_percent,
        products: [],
      };
      steps.push(step);
    }
    step.products.push({ id: r.product_id, isDefault: r.is_default });
  }
  return out;
}

export async function kitSteps(db: Queryable, locale: Locale, kitIds: Iterable<number>): Promise<Map<number, KitStep[]>> {
  const unique = [...new Set(kitIds)];
  if (unique.length === 0) return new Map();
  return toKitSteps(await rows(db, stepRow, stepRowsSql(idList(unique))), locale);
}

export type BumpFacts = {
  id: number;
  productId: number;
  triggerProductId: number | null;
  discountPercent: number;
  title: string;
  description: string;
};

export const bumpRow = z.object({
  id: int,
  product_id: int,
  trigger_product_id: int.nullable(),
  discount_percent: int,
  title: localizedText,
  description: localizedText.nullable(),
  is_active: z.boolean(),
  position: int,
});
export type BumpRow = z.output<typeof bumpRow>;

const BUMP_COLUMNS = sql`id, product_id, trigger_product_id, discount_percent, title, description, is_active, position`;

/** Active bumps a cart holding the products `productIds` selects may offer (no trigger, or a trigger among them). */
export function bumpRowsSql(productIds: SQL): SQL {
  return sql`SELECT ${BUMP_COLUMNS} FROM order_bumps
    WHERE is_active AND (trigger_product_id IS NULL OR trigger_product_id IN (${productIds})) ORDER BY position, id`;
}

const toBump = (r: BumpRow, locale: Locale): BumpFacts => ({
  id: r.id,
  productId: r.product_id,
  triggerProductId: r.trigger_product_id,
  discountPercent: r.discount_percent,
  title: pick(r.title, locale),
  description: pick(r.description, locale),
});

export const toBumps = (rowsOf: readonly BumpRow[], locale: Locale): BumpFacts[] => rowsOf.map((r) => toBump(r, locale));

/** One order bump by id, active or not; null when unknown. */
export async function bumpById(db: Queryable, locale: Locale, id: number): Promise<(BumpFacts & { isActive: boolean }) | null> {
  const found = (await rows(db, bumpRow, sql`SELECT ${BUMP_COLUMNS} FROM order_bumps WHERE id = ${id}`))[0];
  return found ? { ...toBump(found, locale), isActive: found.is_active } : null;
}

export type Coupon = CouponFacts & { id: number; code: string; type: 1 | 2; amount: number };

export const couponRow = z.object({
  id: int,
  code: z.string(),
  type: int,
  amount: int,
  min_order_cents: int,
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  usage_limit: int.nullable(),
  times_used: int,
  customer_id: int.nullable(),
  is_active: z.boolean(),
});
export type CouponRow = z.output<typeof couponRow>;

export const toCoupon = (r: CouponRow): Coupon => ({
  id: r.id,
  code: r.code,
  type: r.type === 1 ? 1 : 2,
  amount: r.amount,
  minOrderCents: r.min_order_cents,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  usageLimit: r.usage_limit,
  timesUsed: r.times_used,
  customerId: r.customer_id,
  isActive: r.is_active,
});

const COUPON_COLUMNS = sql`c.id, c.code, c.type, c.amount, c.min_order_cents, c.starts_at, c.ends_at, c.usage_limit, c.times_used, c.customer_id, c.is_active`;

/** A coupon by its normalised code; null when there is none. */
export async function couponByCode(db: Queryable, code: string): Promise<Coupon | null> {
  const result = await rows(db, couponRow, sql`SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.code = ${code}`);
  return result[0] ? toCoupon(result[0]) : null;
}

/** The coupons applied to the cart `cartId` selects; `applied` orders them. */
export function cartCouponRowsSql(cartId: SQL): SQL {
  return sql`SELECT ${COUPON_COLUMNS}, a.id AS applied FROM cart_adjustments a JOIN coupons c ON c.id = a.coupon_id WHERE a.cart_id = ${cartId}`;
}
