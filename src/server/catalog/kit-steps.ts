/**
 * The steps of a composite kit with the products to choose in each (docs/catalogue.md, kits), for
 * the product page: one query, in step and position order.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { int, localizedText } from '../db/decode.ts';
import { localeFallback, pickLocalized as pick } from '../db/locale-order.ts';

export type KitStepProduct = {
  id: number;
  sku: string;
  name: string;
  slug: string;
  /** Price excluding VAT, before and after the step discount. */
  priceCents: number;
  discountedCents: number;
  stock: number;
  imageUrl: string | null;
  /** The choice preselected in the kit (required steps only). */
  isDefault: boolean;
};

/** A step of a composite kit (docs/catalogue.md, kits). */
export type KitStep = {
  step: number;
  title: string;
  quantityMin: number;
  quantityMax: number;
  optional: boolean;
  /** No upper limit: quantityMax is only the suggested amount. */
  infinite: boolean;
  discountPercent: number;
  products: KitStepProduct[];
};

const stepRow = z.object({
  step: int,
  title: localizedText,
  quantity_min: int,
  quantity_max: int,
  optional: z.boolean(),
  infinite: z.boolean(),
  discount_percent: int,
  is_default: z.boolean(),
  id: int,
  sku: z.string(),
  price_cents: int,
  stock: int,
  name: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
});

/** The steps of a kit with their products, in step and position order. */
export async function kitSteps(db: Queryable, locale: Locale, productId: number): Promise<KitStep[]> {
  const result = await rows(
    db,
    stepRow,
    sql`
    SELECT s.step, s.title, s.quantity_min, s.quantity_max, s.optional, s.infinite, s.discount_percent,
      sp.is_default, p.id, p.sku, p.price_cents, p.stock, t.name, t.slug,
      (SELECT url FROM product_media m WHERE m.product_id = p.id ORDER BY m.position, m.id LIMIT 1) AS image_url
    FROM composite_steps s
    JOIN composite_step_products sp ON sp.step_id = s.id
    JOIN products p ON p.id = sp.product_id AND p.is_active
    JOIN LATERAL (SELECT name, slug FROM product_translations x WHERE x.product_id = p.id
                  ORDER BY array_position(${localeFallback(locale)}, x.locale::text) LIMIT 1) t ON true
    WHERE s.product_id = ${productId}
    ORDER BY s.step, sp.position, p.id`,
  );
  const steps: KitStep[] = [];
  for (const r of result) {
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
    step.products.push({
      id: r.id,
      sku: r.sku,
      name: r.name,
      slug: r.slug,
      priceCents: r.price_cents,
      discountedCents: Math.round((r.price_cents * (100 - r.discount_percent)) / 100),
      stock: r.stock,
      imageUrl: r.image_url,
      isDefault: r.is_default,
    });
  }
  return steps;
}
