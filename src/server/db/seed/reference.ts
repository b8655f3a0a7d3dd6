/**
 * Seeds the shop's reference data: categories with their translations, countries, offer bars,
 * popular searches, payment methods, coupons and content pages.
 */
import * as s from '../schema.ts';
import type { FlatCategory } from './data/categories.ts';
import { countryRows } from './data/countries.ts';
import { COUPONS, OFFER_BARS, PAYMENT_METHODS, POPULAR_SEARCHES } from './data/misc.ts';
import { CONTENT_PAGES } from './data/pages.ts';
import type { SeedInsert } from './index.ts';
import { LOCALES, daysBefore } from './util.ts';

export async function seedReferenceData({ insert, categories }: { insert: SeedInsert; categories: FlatCategory[] }): Promise<void> {
  await insert(
    'categories',
    s.categories,
    categories.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      position: c.position,
      imageUrl: `/media/categories/${c.id}.svg`,
      artwork: c.kind,
      createdAt: daysBefore(800),
    })),
  );
  await insert(
    'category_translations',
    s.categoryTranslations,
    categories.flatMap((c) =>
      LOCALES.map((locale) => ({
        categoryId: c.id,
        locale,
        name: c.def.name[locale],
        slug: c.def.slug[locale],
        description: c.def.description[locale],
        metaTitle: c.def.name[locale],
        metaDescription: c.def.description[locale],
      })),
    ),
  );
  await insert('countries', s.countries, countryRows());
  await insert(
    'offer_bars',
    s.offerBars,
    LOCALES.flatMap((locale) => OFFER_BARS[locale].map((o) => ({ locale, ...o }))),
  );
  await insert(
    'popular_searches',
    s.popularSearches,
    LOCALES.flatMap((locale) => POPULAR_SEARCHES[locale].map((query, position) => ({ locale, query, position }))),
  );
  await insert(
    'payment_methods',
    s.paymentMethods,
    PAYMENT_METHODS.map((p, position) => ({ ...p, imageUrl: `/media/payment/${p.id}.svg`, position })),
  );
  await insert(
    'coupons',
    s.coupons,
    COUPONS.map((c) => ({
      code: c.code,
      type: c.type,
      amount: c.amount,
      minOrderCents: c.minOrderCents ?? 0,
      startsAt: c.startsAt ? new Date(c.startsAt) : null,
      endsAt: c.endsAt ? new Date(c.endsAt) : null,
      usageLimit: c.usageLimit ?? null,
      timesUsed: c.timesUsed ?? 0,
      isActive: c.isActive ?? true,
      createdAt: daysBefore(400),
    })),
  );
  await insert(
    'content_pages',
    s.contentPages,
    CONTENT_PAGES.flatMap((p) =>
      LOCALES.map((locale) => ({
        translationKey: p.key,
        locale,
        ...p.locales[locale],
        isPublished: !p.draft,
        updatedAt: daysBefore(30),
      })),
    ),
  );
}
