/**
 * Turns the curated data into product specs with ids, SKUs, GTINs, prices, stock, dates, slugs and
 * properties. Pure and deterministic; the database rows are built from these specs later.
 */
import type { L10n, Family } from './data/types.ts';
import { localizeValue } from './data/types.ts';
import { BRANDS } from './data/brands.ts';
import { flattenCategories } from './data/categories.ts';
import { BOARD_FAMILIES } from './data/products-boards.ts';
import { POWER_FAMILIES } from './data/products-power.ts';
import { STORAGE_FAMILIES } from './data/products-storage.ts';
import { CABLE_FAMILIES } from './data/products-cables.ts';
import { CASE_FAMILIES } from './data/products-cases.ts';
import { SENSOR_FAMILIES } from './data/products-sensors.ts';
import { COMPONENT_FAMILIES } from './data/products-components.ts';
import { TOOL_FAMILIES } from './data/products-tools.ts';
import { MISC_FAMILIES } from './data/products-misc.ts';
import { COMPOSITES } from './data/kits.ts';
import { LOCALES, SKU_RE, createRng, daysBefore, exVatCents, fill, gtinForIndex, retailPrice, slugify } from './util.ts';
import type { Locale, Rng } from './util.ts';

export const ALL_FAMILIES: Family[] = [
  ...BOARD_FAMILIES,
  ...POWER_FAMILIES,
  ...STORAGE_FAMILIES,
  ...CABLE_FAMILIES,
  ...CASE_FAMILIES,
  ...SENSOR_FAMILIES,
  ...COMPONENT_FAMILIES,
  ...TOOL_FAMILIES,
  ...MISC_FAMILIES,
];

export type ProductProperty = { property: string; value: L10n };

export type ProductSpec = {
  id: number;
  masterId: number | null;
  sku: string;
  gtin: string | null;
  mpn: string | null;
  brandKey: string;
  categoryKey: string;
  priceCents: number;
  originalPriceCents: number | null;
  stock: number;
  weightGrams: number;
  isComposite: boolean;
  variantAttributes: Record<string, string> | null;
  publishedAt: Date;
  name: L10n;
  slug: L10n;
  short: L10n;
  description: L10n;
  props: ProductProperty[];
  imageCount: number;
};

/** Shared state while specs are produced: id/GTIN counters and uniqueness registries. */
export type CatalogContext = {
  nextId: number;
  nextGtin: number;
  skus: Set<string>;
  slugs: Record<Locale, Set<string>>;
  leafKeys: Set<string>;
};

export function createCatalogContext(): CatalogContext {
  const leafKeys = new Set(
    flattenCategories()
      .filter((c) => c.isLeaf)
      .map((c) => c.key),
  );
  return { nextId: 1, nextGtin: 0, skus: new Set(), slugs: { en: new Set(), nl: new Set(), de: new Set() }, leafKeys };
}

/** Registers a SKU; a clash gets a numeric suffix (only synthetic data can clash). */
export function claimSku(ctx: CatalogContext, sku: string, strict: boolean): string {
  if (!SKU_RE.test(sku)) throw new Error(`Seed data: invalid SKU "${sku}"`);
  let candidate = sku;
  for (let i = 2; ctx.skus.has(candidate); i++) {
    if (strict) throw new Error(`Seed data: duplicate SKU "${sku}"`);
    candidate = `${sku}-${i}`;
  }
  ctx.skus.add(candidate);
  return candidate;
}

export function claimSlugs(ctx: CatalogContext, names: L10n): L10n {
  const out = { en: '', nl: '', de: '' };
  for (const locale of LOCALES) {
    const base = slugify(names[locale]).slice(0, 180).replace(/-+$/, '') || 'product';
    let slug = base;
    for (let i = 2; ctx.slugs[locale].has(slug); i++) slug = `${base}-${i}`;
    ctx.slugs[locale].add(slug);
    out[locale] = slug;
  }
  return out;
}

const l10n = (f: (locale: Locale) => string): L10n => ({ en: f('en'), nl: f('nl'), de: f('de') });

/** Stock mostly between 1 and 250, about 8 % out of stock, a few large quantities. */
export function randomStock(rng: Rng): number {
  const r = rng.next();
  if (r < 0.08) return 0;
  if (r < 0.93) return rng.int(1, 250);
  return rng.int(251, 900);
}

/** Roughly 10 % of products get a former price 10–30 % above the current one. */
export function randomOriginalPrice(rng: Rng, priceIncl: number): number | null {
  if (!rng.chance(0.1)) return null;
  const original = exVatCents(retailPrice(priceIncl * (1.1 + rng.next() * 0.2), rng));
  return original > exVatCents(priceIncl) ? original : null;
}

/** Published in the two years before the base date. */
export const randomPublishedAt = (rng: Rng): Date => daysBefore(1 + rng.next() * 729);

function propsFor(brandKey: string, vars: Record<string, string>, specs: Family['specs']): ProductProperty[] {
  const brand = BRANDS[brandKey];
  if (!brand) throw new Error(`Seed data: unknown brand "${brandKey}"`);
  const props: ProductProperty[] = [{ property: 'merk', value: { en: brand, nl: brand, de: brand } }];
  const keys = Object.keys(vars).sort((a, b) => (a === 'kleur' ? -1 : b === 'kleur' ? 1 : 0));
  for (const key of keys) props.push({ property: key, value: localizeValue(key, vars[key] as string) });
  for (const [key, value] of Object.entries(specs ?? {})) {
    if (props.some((p) => p.property === key)) continue;
    props.push({ property: key, value: typeof value === 'string' ? localizeValue(key, value) : value });
  }
  return props;
}

function fillL10n(template: L10n, vars: Record<string, string>, where: string): L10n {
  return l10n((locale) => {
    const localized: Record<string, string> = {};
    for (const [k, v] of Object.entries(vars)) localized[k] = localizeValue(k, v)[locale];
    return fill(template[locale], localized, `${where} (${locale})`);
  });
}

/** All curated products (masters, variants, standalone products and composite kits). */
export function buildCuratedCatalog(ctx: CatalogContext): ProductSpec[] {
  const specs: ProductSpec[] = [];
  for (const family of ALL_FAMILIES) {
    if (!ctx.leafKeys.has(family.cat)) throw new Error(`Seed data: "${family.cat}" is not a leaf category`);
    let masterId: number | null = null;
    let masterPublished: Date | null = null;
    if (family.master) {
      const m = family.master;
      const rng = createRng(`product:${m.sku}`);
      const prices = family.items.map((i) => i[2]);
      const name = m.name;
      const spec: ProductSpec = {
        id: ctx.nextId++,
        masterId: null,
        sku: claimSku(ctx, m.sku, true),
        gtin: null,
        mpn: m.mpn,
        brandKey: family.brand,
        categoryKey: family.cat,
        priceCents: exVatCents(Math.min(...prices)),
        originalPriceCents: null,
        stock: 0,
        weightGrams: family.items[0]?.[3] ?? 100,
        isComposite: false,
        variantAttributes: null,
        publishedAt: randomPublishedAt(rng),
        name,
        slug: claimSlugs(ctx, name),
        short: fillL10n(family.short, {}, m.sku),
        description: fillL10n(family.desc, {}, m.sku),
        props: propsFor(family.brand, {}, family.specs),
        imageCount: rng.int(1, 3),
      };
      specs.push(spec);
      masterId = spec.id;
      masterPublished = spec.publishedAt;
    }
    const firstVariantIndex = specs.length;
    for (const [sku, mpn, price, weight, vars = {}, extra = {}] of family.items) {
      const rng = createRng(`product:${sku}`);
      const name = fillL10n(family.name, vars, sku);
      const original = extra.was !== undefined ? exVatCents(extra.was) : randomOriginalPrice(rng, price);
      specs.push({
        id: ctx.nextId++,
        masterId,
        sku: claimSku(ctx, sku, true),
        gtin: gtinForIndex(ctx.nextGtin++),
        mpn,
        brandKey: family.brand,
        categoryKey: family.cat,
        priceCents: exVatCents(price),
        originalPriceCents: original,
        stock: extra.stock ?? randomStock(rng),
        weightGrams: weight,
        isComposite: false,
        variantAttributes: masterId ? { ...vars } : null,
        publishedAt: masterPublished ?? randomPublishedAt(rng),
        name,
        slug: claimSlugs(ctx, name),
        short: fillL10n(family.short, vars, sku),
        description: fillL10n(family.desc, vars, sku),
        props: propsFor(family.brand, vars, family.specs),
        imageCount: rng.int(1, 3),
      });
    }
    if (masterId !== null) {
      const master = specs[firstVariantIndex - 1] as ProductSpec;
      master.stock = specs.slice(firstVariantIndex).reduce((sum, s) => sum + s.stock, 0);
    }
  }
  const bySku = new Map(specs.map((s) => [s.sku, s]));
  for (const kit of COMPOSITES) {
    if (!ctx.leafKeys.has(kit.cat)) throw new Error(`Seed data: "${kit.cat}" is not a leaf category`);
    const rng = createRng(`product:${kit.sku}`);
    let price = 0;
    let stock = Number.POSITIVE_INFINITY;
    for (const step of kit.steps) {
      for (const sku of step.products) if (!bySku.has(sku)) throw new Error(`Seed data: kit ${kit.sku} refers to unknown SKU ${sku}`);
      if (step.optional) continue;
      const def = bySku.get(step.default ?? step.products[0] ?? '') as ProductSpec;
      price += Math.round(def.priceCents * step.min * (1 - step.discount / 100));
      stock = Math.min(stock, Math.floor(def.stock / Math.max(1, step.min)));
    }
    specs.push({
      id: ctx.nextId++,
      masterId: null,
      sku: claimSku(ctx, kit.sku, true),
      gtin: gtinForIndex(ctx.nextGtin++),
      mpn: kit.mpn,
      brandKey: kit.brand,
      categoryKey: kit.cat,
      priceCents: price,
      originalPriceCents: null,
      stock: Number.isFinite(stock) ? stock : 0,
      weightGrams: kit.weight,
      isComposite: true,
      variantAttributes: null,
      publishedAt: randomPublishedAt(rng),
      name: kit.name,
      slug: claimSlugs(ctx, kit.name),
      short: kit.short,
      description: kit.desc,
      props: propsFor(kit.brand, {}, undefined),
      imageCount: rng.int(1, 3),
    });
  }
  return specs;
}
