/**
 * What the cart needs to know about the catalogue, each read in one query for a whole cart:
 * products (price, stock, name, media), kit steps, order bumps and coupons. Rows become the
 * cart's own types here; names fall back current locale → nl → en → de (spec §5).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../lib/locales.ts';
import type { KitStepRule } from '../../lib/cart/composite.ts';
import type { CouponFacts } from '../../lib/cart/coupons.ts';
import type { MediaJson } from '../../lib/cart/types.ts';
import type { LocalizedText } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { rows } from '../db/query.ts';

export type ProductFacts = {
  id: number;
  sku: string;
  priceCents: number;
  originalPriceCents: number | null;
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
  media: MediaJson[];
};

const fallbackOrder = (locale: Locale) => sql`ARRAY[${locale}, 'nl', 'en', 'de']::text[]`;

export const idList = (ids: Iterable<number>): SQL => sql.join([...ids].map((id) => sql`${id}`), sql`, `);

function pick(text: Partial<LocalizedText> | null, locale: Locale): string {
  if (!text) return '';
  for (const l of [locale, 'nl', 'en', 'de'] as const) if (text[l]) return text[l] as string;
  return '';
}

type ProductRow = {
  id: number; sku: string; price_cents: number; original_price_cents: number | null; stock: number; active: boolean;
  is_composite: boolean; master_product_id: number | null; has_variants: boolean; name: string; slug: string;
  short_description: string; media: { url: string; alt: LocalizedText | null }[] | null;
};

/** Facts of the given products (unknown ids are simply absent). A variant without images shows its master's. */
export async function productFacts(conn: Db, locale: Locale, ids: Iterable<number>): Promise<Map<number, ProductFacts>> {
  const unique = [...new Set(ids)];
  const out = new Map<number, ProductFacts>();
  if (unique.length === 0) return out;
  const result = await rows<ProductRow>(conn, sql`
    SELECT p.id, p.sku, p.price_cents, p.original_price_cents, p.stock, p.is_composite, p.master_product_id,
      (p.is_active AND (p.master_product_id IS NULL OR COALESCE(m.is_active, false))) AS active,
      EXISTS (SELECT 1 FROM products v WHERE v.master_product_id = p.id AND v.is_active) AS has_variants,
      t.name, t.slug, t.short_description,
      COALESCE(
        (SELECT json_agg(json_build_object('url', pm.url, 'alt', pm.alt) ORDER BY pm.position, pm.id) FROM product_media pm WHERE pm.product_id = p.id),
        (SELECT json_agg(json_build_object('url', pm.url, 'alt', pm.alt) ORDER BY pm.position, pm.id) FROM product_media pm WHERE pm.product_id = p.master_product_id)
      ) AS media
    FROM products p
    LEFT JOIN products m ON m.id = p.master_product_id
    JOIN LATERAL (SELECT name, slug, short_description FROM product_translations x WHERE x.product_id = p.id
                  ORDER BY array_position(${fallbackOrder(locale)}, x.locale::text) LIMIT 1) t ON true
    WHERE p.id IN (${idList(unique)})`);
  for (const r of result) {
    out.set(r.id, {
      id: r.id, sku: r.sku, priceCents: r.price_cents, originalPriceCents: r.original_price_cents, stock: Math.max(0, r.stock),
      active: r.active, isComposite: r.is_composite, masterId: r.master_product_id, hasVariants: r.has_variants,
      name: r.name, slug: r.slug, description: r.short_description,
      media: (r.media ?? []).map((m) => ({ url: m.url, alt: pick(m.alt, locale) || r.name })),
    });
  }
  return out;
}

export type KitStep = KitStepRule & { title: string; discountPercent: number };

type StepRow = {
  kit_id: number; step: number; title: LocalizedText; quantity_min: number; quantity_max: number; optional: boolean;
  infinite: boolean; discount_percent: number; product_id: number; is_default: boolean;
};

/** The steps of the given kits with their choices (active products only), in step and position order. */
export async function kitSteps(conn: Db, locale: Locale, kitIds: Iterable<number>): Promise<Map<number, KitStep[]>> {
  const unique = [...new Set(kitIds)];
  const out = new Map<number, KitStep[]>();
  if (unique.length === 0) return out;
  const result = await rows<StepRow>(conn, sql`
    SELECT s.product_id AS kit_id, s.step, s.title, s.quantity_min, s.quantity_max, s.optional, s.infinite, s.discount_percent,
      sp.product_id, sp.is_default
    FROM composite_steps s
    JOIN composite_step_products sp ON sp.step_id = s.id
    WHERE s.product_id IN (${idList(unique)})
    ORDER BY s.product_id, s.step, sp.position, sp.product_id`);
  for (const r of result) {
    let steps = out.get(r.kit_id);
    if (!steps) out.set(r.kit_id, (steps = []));
    let step = steps.at(-1);
    if (step?.step !== r.step) {
      step = {
        step: r.step, title: pick(r.title, locale), quantityMin: r.quantity_min, quantityMax: r.quantity_max,
        optional: r.optional, infinite: r.infinite, discountPercent: r.discount_percent, products: [],
      };
      steps.push(step);
    }
    step.products.push({ id: r.product_id, isDefault: r.is_default });
  }
  return out;
}

export type BumpFacts = {
  id: number;
  productId: number;
  triggerProductId: number | null;
  discountPercent: number;
  title: string;
  description: string;
};

/** Active order bumps that a cart holding these products may offer (no trigger, or a trigger among them). */
export async function bumpsFor(conn: Db, locale: Locale, productIds: Iterable<number>): Promise<BumpFacts[]> {
  const ids = [...new Set(productIds)];
  const result = await rows<{ id: number; product_id: number; trigger_product_id: number | null; discount_percent: number; title: LocalizedText; description: LocalizedText | null }>(conn, sql`
    SELECT id, product_id, trigger_product_id, discount_percent, title, description FROM order_bumps
    WHERE is_active AND (trigger_product_id IS NULL ${ids.length ? sql`OR trigger_product_id IN (${idList(ids)})` : sql``})
    ORDER BY position, id`);
  return result.map((r) => ({
    id: r.id, productId: r.product_id, triggerProductId: r.trigger_product_id, discountPercent: r.discount_percent,
    title: pick(r.title, locale), description: pick(r.description, locale),
  }));
}

/** One active-or-not order bump by id; null when unknown. */
export async function bumpById(conn: Db, locale: Locale, id: number): Promise<(BumpFacts & { isActive: boolean }) | null> {
  const result = await rows<{ id: number; product_id: number; trigger_product_id: number | null; discount_percent: number; title: LocalizedText; description: LocalizedText | null; is_active: boolean }>(conn, sql`
    SELECT id, product_id, trigger_product_id, discount_percent, title, description, is_active FROM order_bumps WHERE id = ${id}`);
  const r = result[0];
  if (!r) return null;
  return {
    id: r.id, productId: r.product_id, triggerProductId: r.trigger_product_id, discountPercent: r.discount_percent,
    title: pick(r.title, locale), description: pick(r.description, locale), isActive: r.is_active,
  };
}

export type Coupon = CouponFacts & { id: number; code: string; type: 1 | 2; amount: number };

type CouponRow = {
  id: number; code: string; type: number; amount: number; min_order_cents: number; starts_at: string | Date | null;
  ends_at: string | Date | null; usage_limit: number | null; times_used: number; customer_id: number | null; is_active: boolean;
};

const toCoupon = (r: CouponRow): Coupon => ({
  id: r.id, code: r.code, type: r.type === 1 ? 1 : 2, amount: r.amount, minOrderCents: r.min_order_cents,
  startsAt: r.starts_at === null ? null : new Date(r.starts_at), endsAt: r.ends_at === null ? null : new Date(r.ends_at),
  usageLimit: r.usage_limit, timesUsed: r.times_used, customerId: r.customer_id, isActive: r.is_active,
});

const COUPON_COLUMNS = sql`c.id, c.code, c.type, c.amount, c.min_order_cents, c.starts_at, c.ends_at, c.usage_limit, c.times_used, c.customer_id, c.is_active`;

/** A coupon by its normalised code; null when there is none. */
export async function couponByCode(conn: Db, code: string): Promise<Coupon | null> {
  const result = await rows<CouponRow>(conn, sql`SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.code = ${code}`);
  return result[0] ? toCoupon(result[0]) : null;
}

/** The coupons applied to a cart, in the order they were applied. */
export async function cartCoupons(conn: Db, cartId: string): Promise<Coupon[]> {
  const result = await rows<CouponRow>(conn, sql`
    SELECT ${COUPON_COLUMNS} FROM cart_adjustments a JOIN coupons c ON c.id = a.coupon_id WHERE a.cart_id = ${cartId} ORDER BY a.id`);
  return result.map(toCoupon);
}
