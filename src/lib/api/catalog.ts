/**
 * The small catalogue calls: categories, the slug and translation lookups behind canonical
 * links and the language switch, popular searches, the offer bar, the menu and the search
 * panel's suggestions. Lookup problems are reported in plain English with every problem of a
 * field; an unknown slug is a 404, never a 500.
 */
import * as z from 'zod/mini';
import { MENU_ITEM_TYPES, type MenuItem } from '../menu.ts';
import { checked, euros, everyLocale, localeField, perLocale, query, queryInOrder, queryLocaleField, request, slugField } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Requests

/** `{slug}` from the path and an optional `?locale=` naming the slug's locale, both checked at once. */
export const slugLookupRequest = z.object({
  params: z.object({ slug: slugField }),
  query: query({ locale: queryLocaleField }),
});

/** GET /api/pages/slugs/{path}: a path that may be nested ("service/warranty"), matched without slashes at its ends. */
export const pageSlugsRequest = z.object({
  params: z.object({
    slug: z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' ? v.split('/').filter(Boolean).join('/') : v)),
      slugField,
    ),
  }),
  query: query({ locale: queryLocaleField }),
});

/** `?locale=` of a list; absent means "by Accept-Language". */
export const localeRequest = request({ query: query({ locale: queryLocaleField }) });

const MAX_CATEGORIES = 100;
const limitField = z.pipe(
  z.pipe(
    z.nullish(z.string()),
    z.transform((v) => (v === null || v === undefined || v.trim() === '' ? null : v.trim())),
  ),
  z.nullable(
    z.pipe(
      checked(
        z.pipe(checked(z.string(), z.regex(/^\d{1,50}$/, 'must be a whole number')), z.transform(Number)),
        z.refine((n) => n >= 1, 'must be at least 1'),
      ),
      z.transform((n: number) => Math.min(n, MAX_CATEGORIES)),
    ),
  ),
);

/** GET /api/categories?locale=&limit=: the locale is looked at first, then the limit (capped at 100; absent: all). */
export const categoriesRequest = request({ query: queryInOrder({ locale: queryLocaleField, limit: limitField }) });

/** GET /api/offer-bars/random/{locale}. */
export const offerBarRequest = request({ params: z.object({ locale: localeField }) });

// ---------------------------------------------------------------------------------------------
// Answers

const slugs = perLocale(z.string());

/** GET /api/categories: the active top-level categories in menu order; `count` counts active products in it or below. */
export const categoriesAnswer = z.strictObject({
  categories: z.array(z.strictObject({ id: z.int(), name: z.string(), slug: z.string(), image_url: z.nullable(z.string()), count: z.int() })),
});

/** The localized slugs of one thing, for canonical and alternate links. */
export const localizedSlugsAnswer = z.strictObject({ localized_slugs: slugs });
/** GET /api/category-seo/{slug}. */
export const categorySeoAnswer = localizedSlugsAnswer;
/** GET /api/posts/slugs/{slug}. */
export const postSlugsAnswer = localizedSlugsAnswer;
/** GET /api/projects/slugs/{slug}. */
export const projectSlugsAnswer = localizedSlugsAnswer;
/** GET /api/pages/slugs/{path}. */
export const pageSlugsAnswer = localizedSlugsAnswer;

/** GET /api/products/translations/{slug}: `all_slugs` and `slug` are the same map (clients read either). */
export const productTranslationsAnswer = z.strictObject({
  success: z.literal(true),
  translations: perLocale(z.strictObject({ name: z.string(), slug: z.string() })),
  all_slugs: slugs,
  slug: slugs,
});

/** GET /api/products/slug/{slug}, the fallback of the translation lookup. */
export const productSlugAnswer = z.strictObject({ id: z.int(), slugs });

/** GET /api/posts/translations/{slug} and /api/projects/translations/{slug}. */
export const articleTranslationsAnswer = z.strictObject({
  success: z.literal(true),
  translations: perLocale(z.strictObject({ title: z.string(), slug: z.string() })),
  all_slugs: slugs,
  slug: slugs,
});
export const postTranslationsAnswer = articleTranslationsAnswer;
export const projectTranslationsAnswer = articleTranslationsAnswer;

/** GET /api/posts/{slug}, the fallback of the post translation lookup. */
export const postAnswer = z.strictObject({ title: z.string(), slug: z.string(), locale: localeField, all_slugs: slugs });

/** GET /api/projects/slug/{slug}, the fallback of the project translation lookup. */
export const projectSlugAnswer = z.strictObject({ slugs });

/** GET /api/popular-searches, in the order shop staff gave them. */
export const popularSearchesAnswer = z.strictObject({ popular_searches: z.array(z.string()) });

/** GET /api/offer-bars/random/{locale}: HTML of a few inline tags, sanitised, and a link ready to follow (204 when there is none). */
export const offerBarAnswer = z.strictObject({ content: z.string(), url: z.string() });

/** A menu item; see src/lib/menu.ts for `value` per type. */
export const menuItem: z.ZodMiniType<MenuItem> = z.strictObject({
  id: z.string(),
  name: everyLocale(z.string()),
  type: z.enum(MENU_ITEM_TYPES),
  value: z.union([perLocale(z.string()), z.string(), z.null()]),
  get children() {
    return z.array(menuItem);
  },
});

/** GET /api/menu: the items a client in `locale` can show. */
export const menuAnswer = z.strictObject({ locale: localeField, menuItems: z.array(menuItem) });

/** GET /api/suggest-products: the best few matches as typed, or the newest products without a query. */
export const suggestAnswer = z.strictObject({
  products: z.array(
    z.strictObject({
      id: z.int(),
      name: z.string(),
      url: z.string(),
      image_url: z.nullable(z.string()),
      price: euros,
      price_with_tax: euros,
      in_stock: z.boolean(),
    }),
  ),
});

export type CategoriesAnswer = z.infer<typeof categoriesAnswer>;
export type LocalizedSlugsAnswer = z.infer<typeof localizedSlugsAnswer>;
export type ProductTranslationsAnswer = z.infer<typeof productTranslationsAnswer>;
export type ArticleTranslationsAnswer = z.infer<typeof articleTranslationsAnswer>;
export type MenuAnswer = z.infer<typeof menuAnswer>;
export type SuggestAnswer = z.infer<typeof suggestAnswer>;
