/**
 * Everything the product page shows, read in two statements (the family of the slug, then its
 * media, specifications, categories, reviews, downloads and related candidates in one, and a
 * kit's steps beside it), never one query per variant, step product or review. Rows become the
 * app's own types here; names and texts fall back current locale → nl → en → de
 * (docs/catalogue.md).
 *
 * Variants: a master product and its variants form a family. Every variant keeps its own
 * localized slug, so a variant URL is a real, indexable page (own canonical, own GTIN and
 * price in the structured data), rendered as the family page with that variant selected. The
 * master's URL shows the family with no variant selected: a price range (AggregateOffer) and
 * the picker, and the visitor chooses before adding to the cart. We decided against
 * preselecting a variant there because a wrong keyboard layout or colour is worse than one
 * more click. `?variant=` is not used: query strings make pages noindex (docs/routing-and-seo.md).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES, type Locale } from '#src/lib/locales.ts';
import { attributeLabel, type VariantChoice } from '#src/lib/variants.ts';
import { onShopDatabase } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { preparedRows } from '../db/query.ts';
import { int, localizedText } from '../db/decode.ts';
import { jsonPart, jsonRows, readParts } from '../db/json-parts.ts';
import { intArrayParam } from '../db/sql-arrays.ts';
import { fallbackChain, localeFallback, pickLocalized as pick } from '../db/locale-order.ts';
import { kitSteps, type KitStep } from './kit-steps.ts';
import { reviewStatsParts, toReviewStats, type ReviewStats } from './product-reviews.ts';
import { downloadsPart, pickRelated, relatedCandidatesPart, toDownloads, type ProductDownload, type RelatedIds } from './related.ts';

export type { KitStep, KitStepProduct } from './kit-steps.ts';
export type { ProductReview, ReviewStats } from './product-reviews.ts';

export type ProductImage = { url: string; alt: string };

export type ProductVariant = VariantChoice & {
  sku: string;
  gtin: string | null;
  name: string;
  priceCents: number;
  /** The was-price: the lowest of the 30 days before the current price, when above it (docs/prices-and-vat.md, was-prices). */
  referencePriceCents: number | null;
};

export type ProductDetail = {
  /** The product the URL names (a master, a variant or a plain product). */
  id: number;
  sku: string;
  gtin: string | null;
  mpn: string | null;
  name: string;
  shortDescription: string;
  description: string;
  /** Excluding VAT. On a master: the lowest variant price. */
  priceCents: number;
  /** The was-price (docs/prices-and-vat.md, was-prices); none on a master page, which shows a price range. */
  referencePriceCents: number | null;
  /** On a master: the stock of all its active variants together. */
  stock: number;
  weightGrams: number | null;
  isComposite: boolean;
  /** Slug per locale for links and alternates; a locale without a translation gets the fallback's slug. */
  slugs: Record<Locale, string>;
  brand: string | null;
  /** The primary category and its ancestors, root first. */
  categories: { name: string; slug: string }[];
  images: ProductImage[];
  /** Localized specifications in display order (the brand is a field of its own). */
  properties: { key: string; value: string }[];
  /** Active variants of the family when the product is a master or a variant; empty otherwise. */
  variants: ProductVariant[];
  /** The variant the URL names; null on a master page and for plain products. */
  selectedVariantId: number | null;
  /** On a master page: the price range over its variants (excluding VAT). */
  priceRange: { lowCents: number; highCents: number } | null;
  steps: KitStep[];
  reviews: ReviewStats;
  /** The family's manuals, datasheets and firmware. */
  downloads: ProductDownload[];
  /** The accessories and related products to show beside it (their cards: ./related.ts loadRelatedCards). */
  related: RelatedIds;
  /** The family's product ids (master and active variants; the product alone without a family). */
  familyIds: number[];
  /** The shown product's primary category. */
  categoryId: number | null;
};

function slugsWithFallback(own: Partial<Record<string, string>> | null): Record<Locale, string> | null {
  if (!own) return null;
  const out: Partial<Record<Locale, string>> = {};
  for (const l of LOCALES) {
    const slug = fallbackChain(l)
      .map((f) => own[f])
      .find((s) => s !== undefined);
    if (!slug) return null;
    out[l] = slug;
  }
  return out as Record<Locale, string>;
}

const familyRow = z.object({
  /** The row of the product the slug names. */
  is_hit: z.boolean(),
  id: int,
  master_product_id: int.nullable(),
  sku: z.string(),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  price_cents: int,
  reference_price_cents: int.nullable(),
  stock: int,
  weight_grams: int.nullable(),
  is_composite: z.boolean(),
  variant_attributes: z.record(z.string(), z.string()).nullable(),
  category_id: int.nullable(),
  brand: z.string().nullable(),
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  slugs: z.record(z.string(), z.string()).nullable(),
});

const mediaRows = z.array(z.object({ product_id: int, url: z.string(), alt: localizedText.nullable() }));
const propertyRows = z.array(z.object({ product_id: int, property: z.string(), value: z.string() }));
const namedSlugRows = z.array(z.object({ name: z.string(), slug: z.string() }));

/**
 * The family of the product a slug names, in the page's locale: its master first, then its
 * active variants, the named product's row marked. Slugs of every locale are looked up (three
 * index probes on (locale, slug), not a scan over every locale's slugs), the page's own first.
 */
async function familyOfSlug(db: Queryable, locale: Locale, slug: string) {
  return preparedRows(
    db,
    familyRow,
    sql`
    WITH hit AS (
      SELECT p.id, coalesce(p.master_product_id, p.id) AS family_id FROM product_translations pt JOIN products p ON p.id = pt.product_id
      WHERE (pt.locale, pt.slug) IN (('en', ${slug}), ('nl', ${slug}), ('de', ${slug})) AND p.is_active
        AND (p.master_product_id IS NULL OR EXISTS (SELECT 1 FROM products m WHERE m.id = p.master_product_id AND m.is_active))
      ORDER BY array_position(${localeFallback(locale)}, pt.locale::text), p.id LIMIT 1)
    SELECT p.id = hit.id AS is_hit, p.id, p.master_product_id, p.sku, p.gtin, p.mpn, p.price_cents, p.reference_price_cents, p.stock, p.weight_grams,
      p.is_composite, p.variant_attributes, p.category_id, b.name AS brand, t.name, t.short_description, t.description,
      (SELECT json_object_agg(x.locale, x.slug) FROM product_translations x WHERE x.product_id = p.id) AS slugs
    FROM hit JOIN products p ON p.id = hit.family_id OR (p.master_product_id = hit.family_id AND p.is_active)
    LEFT JOIN brands b ON b.id = p.brand_id
    JOIN LATERAL (SELECT name, short_description, description FROM product_translations x WHERE x.product_id = p.id
                  ORDER BY array_position(${localeFallback(locale)}, x.locale::text) LIMIT 1) t ON true
    ORDER BY p.master_product_id NULLS FIRST, p.id`,
  );
}

/** The primary category and its ancestors, root first, as a part of the page's statement. */
const categoryChainPart = (locale: Locale, categoryId: number | null) =>
  jsonPart(
    sql`
    WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM categories WHERE id = ${categoryId}::integer AND is_active
      UNION ALL
      SELECT c.id, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id
      WHERE c.is_active AND up.depth < 10
    )
    SELECT COALESCE(json_agg(json_build_object('name', t.name, 'slug', t.slug) ORDER BY up.depth DESC), '[]'::json) FROM up
    JOIN LATERAL (SELECT name, slug FROM category_translations ct WHERE ct.category_id = up.id
                  ORDER BY array_position(${localeFallback(locale)}, ct.locale::text) LIMIT 1) t ON true`,
    namedSlugRows,
  );

/**
 * The product page for a slug in the page's locale; null when unknown or inactive.
 * Slugs of other locales are accepted too (for products not translated into the page's
 * language); the page redirects to `slugs[locale]` when the URL's slug differs from it.
 */
export async function loadProductDetail(db: Queryable, locale: Locale, slug: string): Promise<ProductDetail | null> {
  if (slug.length === 0 || slug.length > 250) return null;
  const family = await familyOfSlug(db, locale, slug);
  const shown = family.find((r) => r.is_hit);
  const master = family.find((r) => r.id === (shown?.master_product_id ?? shown?.id));
  if (!master || !shown) return null;
  const variantRows = family.filter((r) => r.master_product_id === master.id);
  const familyIds = family.map((r) => r.id);

  const [around, steps] = await Promise.all([
    readParts(db, {
      media: jsonPart(
        jsonRows(sql`SELECT product_id, url, alt FROM product_media WHERE product_id = ANY(${intArrayParam([shown.id, master.id])}) ORDER BY position, id`),
        mediaRows,
      ),
      properties: jsonPart(
        jsonRows(sql`
        SELECT product_id, property, value FROM (
          SELECT DISTINCT ON (product_id, property) product_id, property, value, position
          FROM product_properties WHERE product_id = ANY(${intArrayParam(familyIds)})
          ORDER BY product_id, property, array_position(${localeFallback(locale)}, locale::text)
        ) p ORDER BY product_id, position, property`),
        propertyRows,
      ),
      categories: categoryChainPart(locale, shown.category_id),
      ...reviewStatsParts(locale, familyIds),
      downloads: downloadsPart(familyIds),
      related: relatedCandidatesPart(familyIds, shown.category_id),
    }),
    shown.is_composite ? kitSteps(db, locale, shown.id) : Promise.resolve([]),
  ]);
  const { media, properties, categories } = around;

  const slugs = slugsWithFallback(shown.slugs);
  if (!slugs) return null;
  const propsOf = (id: number) => properties.filter((p) => p.product_id === id);
  const variants: ProductVariant[] = [];
  for (const v of variantRows) {
    const vSlugs = slugsWithFallback(v.slugs);
    if (!vSlugs) continue;
    const labels = new Map(propsOf(v.id).map((p) => [p.property, p.value]));
    const attributes: ProductVariant['attributes'] = {};
    for (const [key, value] of Object.entries(v.variant_attributes ?? {})) attributes[key] = { value, label: attributeLabel(key, value, labels.get(key)) };
    variants.push({
      id: v.id,
      slug: vSlugs[locale],
      stock: v.stock,
      attributes,
      sku: v.sku,
      gtin: v.gtin,
      name: v.name,
      priceCents: v.price_cents,
      referencePriceCents: v.reference_price_cents,
    });
  }
  const isMasterPage = shown.id === master.id && variants.length > 0;
  const prices = variants.map((v) => v.priceCents);
  const imagesOf = (id: number) => media.filter((m) => m.product_id === id).map((m) => ({ url: m.url, alt: pick(m.alt, locale) || shown.name }));
  const ownImages = imagesOf(shown.id);

  return {
    id: shown.id,
    sku: shown.sku,
    gtin: shown.gtin,
    mpn: shown.mpn,
    name: shown.name,
    shortDescription: shown.short_description || master.short_description,
    description: shown.description || master.description,
    priceCents: isMasterPage ? Math.min(...prices) : shown.price_cents,
    referencePriceCents: isMasterPage ? null : shown.reference_price_cents,
    stock: isMasterPage ? variants.reduce((sum, v) => sum + Math.max(0, v.stock), 0) : shown.stock,
    weightGrams: shown.weight_grams,
    isComposite: shown.is_composite,
    slugs,
    brand: shown.brand,
    categories,
    images: ownImages.length > 0 ? ownImages : imagesOf(master.id),
    properties: propsOf(shown.id)
      .filter((p) => p.property !== 'merk')
      .map((p) => ({ key: p.property, value: p.value })),
    variants,
    selectedVariantId: shown.master_product_id === null ? null : shown.id,
    priceRange: isMasterPage ? { lowCents: Math.min(...prices), highCents: Math.max(...prices) } : null,
    steps,
    reviews: toReviewStats(around.reviewSummary, around.latestReviews),
    downloads: toDownloads(around.downloads, locale),
    related: pickRelated(around.related),
    familyIds,
    categoryId: shown.category_id,
  };
}

export const findProductDetail = onShopDatabase(loadProductDetail);
