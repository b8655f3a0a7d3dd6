/**
 * Seeds what ties the curated products together: the kits' steps with their products, the order
 * bumps and the accessory and related product links.
 */
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { COMPOSITES, ORDER_BUMPS } from './data/kits.ts';
import { PRODUCT_LINKS } from './data/links.ts';
import type { ProductSpec } from './catalog.ts';
import type { SeedInsert, SeedSummary } from './index.ts';

export async function seedKitsAndLinks(
  tx: Tx,
  { insert, summary, products: curated }: { insert: SeedInsert; summary: SeedSummary; products: readonly ProductSpec[] },
): Promise<void> {
  const idBySku = new Map(curated.map((p) => [p.sku, p.id]));
  const id = (sku: string) => {
    const found = idBySku.get(sku);
    if (found === undefined) throw new Error(`Seed data: unknown SKU ${sku}`);
    return found;
  };
  for (const kit of COMPOSITES) {
    const steps = await tx
      .insert(s.compositeSteps)
      .values(
        kit.steps.map((step, i) => ({
          productId: id(kit.sku),
          step: i + 1,
          title: step.title,
          quantityMin: step.min,
          quantityMax: step.max,
          optional: step.optional ?? false,
          infinite: step.infinite ?? false,
          discountPercent: step.discount,
        })),
      )
      .returning({ id: s.compositeSteps.id, step: s.compositeSteps.step });
    summary.composite_steps += steps.length;
    await insert(
      'composite_step_products',
      s.compositeStepProducts,
      kit.steps.flatMap((step, i) => {
        const stepId = steps.find((r) => r.step === i + 1)?.id as number;
        const def = step.optional ? null : (step.default ?? step.products[0]);
        return step.products.map((sku, position) => ({ stepId, productId: id(sku), position, isDefault: sku === def }));
      }),
    );
  }
  await insert(
    'order_bumps',
    s.orderBumps,
    ORDER_BUMPS.map((b, position) => ({
      productId: id(b.product),
      triggerProductId: b.trigger ? id(b.trigger) : null,
      title: b.title,
      description: b.description,
      discountPercent: b.discount,
      isActive: b.active ?? true,
      position,
    })),
  );
  await insert(
    'product_links',
    s.productLinks,
    PRODUCT_LINKS.flatMap((l) => [
      ...(l.accessories ?? []).map((sku, position) => ({ productId: id(l.sku), linkedProductId: id(sku), kind: 'accessory', position })),
      ...(l.related ?? []).map((sku, position) => ({ productId: id(l.sku), linkedProductId: id(sku), kind: 'related', position })),
    ]),
  );
}
