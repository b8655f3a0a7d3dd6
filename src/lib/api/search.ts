/**
 * GET /api/search (and the suggestions of GET /api/suggest-products): its parameters and its
 * answer. Money is in euros with two decimals; the price filter is
 * in euros incl. VAT of the destination country.
 */
import * as z from 'zod/mini';
import { isLocale, type Locale } from '../locales.ts';
import { checked, euros, hasControl, report, request } from './common.ts';

/** The properties shoppers filter by (the server's facets, src/server/search/terms.ts). */
export const SEARCH_FACETS = ['kleur', 'merk'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 60;
export const MAX_PAGE = 10_000;
/** A query longer than this is cut; the search itself reads at most half of it. */
export const MAX_QUERY_CHARS = 400;
const MAX_VALUES = 20;
const MAX_PRICE_EUROS = 1_000_000;

const wholeNumber = z.pipe(checked(z.string(), z.trim(), z.regex(/^-?\d{1,9}$/, 'must be a whole number')), z.transform(Number));
const priceCents = checked(
  z.pipe(
    checked(z.string(), z.trim(), z.regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount like 12.50')),
    z.transform((v: string) => Math.round(Number(v) * 100)),
  ),
  z.refine((c) => c <= MAX_PRICE_EUROS * 100, 'is too large'),
);
// A value is a facet option's name: never a control character (a JSON value may hold an escaped
// NUL that the query string itself does not show).
const propertyValue = checked(
  z.string(),
  z.trim(),
  z.minLength(1),
  z.maxLength(100),
  z.refine((v) => !hasControl(v)),
);
const propertiesJson = z.record(z.string(), z.union([propertyValue, checked(z.array(propertyValue), z.maxLength(MAX_VALUES))]));

/**
 * What a search asks for, read from the URL. Lenient where a shopper's URL may be odd (page 0
 * becomes 1, per_page 1000 is capped, a 10 000-character query is cut), strict where a value
 * cannot mean anything (page=abc, properties that are not JSON): those are 422 with the field
 * named. `locale` and `country` are null when not given: the shop decides them.
 */
export type SearchQuery = {
  query: string;
  locale: Locale | null;
  country: string | null;
  page: number;
  perPage: number;
  categories: number[];
  properties: Partial<Record<SearchFacet, string[]>>;
  /** Price bounds in cents incl. VAT; null for open. */
  minPriceCents: number | null;
  maxPriceCents: number | null;
};

type Params = Pick<URLSearchParams, 'get' | 'getAll'>;
/** All values of a key, with and without the `[]` suffix (`category[]=3&category[]=7`). */
const all = (params: Params, key: string) => [...params.getAll(key), ...params.getAll(`${key}[]`)];
const first = (params: Params, key: string): string | undefined => all(params, key)[0];

/** The search parameters; array parameters may repeat with `[]` keys, properties also as `properties[kleur][]=zwart`. */
export const searchParams = z.pipe(
  z.custom<Params>((v) => v instanceof URLSearchParams, 'must be query parameters'),
  z.transform((params: Params, ctx): SearchQuery => {
    const problem = (field: string, message: string) => {
      report(ctx, message, { path: [field] });
    };
    const number = <T>(schema: z.ZodMiniType<T>, field: string): T | undefined => {
      const raw = first(params, field);
      if (raw === undefined || raw.trim() === '') return undefined;
      const parsed = z.safeParse(schema, raw);
      if (parsed.success) return parsed.data;
      problem(field, parsed.error.issues[0]?.message ?? 'is invalid');
      return undefined;
    };

    const query = (first(params, 'query') ?? first(params, 'q') ?? '').slice(0, MAX_QUERY_CHARS);
    const page = number(wholeNumber, 'page') ?? 1;
    const perPage = number(wholeNumber, 'per_page') ?? DEFAULT_PER_PAGE;

    const rawLocale = first(params, 'locale');
    let locale: Locale | null = null;
    if (rawLocale !== undefined && rawLocale !== '') {
      if (isLocale(rawLocale)) locale = rawLocale;
      else problem('locale', 'must be one of en, nl, de');
    }

    const rawCountry = first(params, 'country');
    let country: string | null = null;
    if (rawCountry !== undefined && rawCountry !== '') {
      if (/^[A-Za-z]{2}$/.test(rawCountry)) country = rawCountry.toUpperCase();
      else problem('country', 'must be a two-letter country code');
    }

    const categories: number[] = [];
    for (const raw of all(params, 'category')
      .flatMap((v) => v.split(','))
      .filter((v) => v.trim() !== '')) {
      const categoryId = z.safeParse(wholeNumber, raw);
      if (!categoryId.success || categoryId.data < 1) {
        problem('category', 'must be category ids');
        break;
      }
      if (categories.length < MAX_VALUES) categories.push(categoryId.data);
    }

    const minPriceCents = number(priceCents, 'minprice') ?? null;
    const maxPriceCents = number(priceCents, 'maxprice') ?? null;
    const properties = readProperties(params, (message) => problem('properties', message));

    return {
      query,
      locale,
      country,
      page: Math.min(Math.max(page, 1), MAX_PAGE),
      perPage: Math.min(Math.max(perPage, 1), MAX_PER_PAGE),
      categories: [...new Set(categories)],
      properties,
      // Bounds given the wrong way round still mean a range.
      minPriceCents: minPriceCents !== null && maxPriceCents !== null ? Math.min(minPriceCents, maxPriceCents) : minPriceCents,
      maxPriceCents: minPriceCents !== null && maxPriceCents !== null ? Math.max(minPriceCents, maxPriceCents) : maxPriceCents,
    };
  }),
);

function readProperties(params: Params, problem: (message: string) => void): Partial<Record<SearchFacet, string[]>> {
  const picked: Partial<Record<SearchFacet, string[]>> = {};
  const raw = params.get('properties');
  if (raw !== null && raw.trim() !== '') {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      problem('must be a JSON object like {"kleur":["zwart"]}');
      return picked;
    }
    const parsed = z.safeParse(propertiesJson, json);
    if (!parsed.success) {
      problem('must map property names to a value or a list of values');
      return picked;
    }
    for (const name of SEARCH_FACETS) {
      const value = parsed.data[name];
      if (value !== undefined) picked[name] = Array.isArray(value) ? value : [value];
    }
  }
  // Bracket form: properties[kleur][]=zwart (or properties[kleur]=zwart).
  for (const name of SEARCH_FACETS) {
    const values = all(params, `properties[${name}]`)
      .map((v) => v.trim())
      .filter((v) => v && v.length <= 100 && !hasControl(v));
    if (values.length) picked[name] = [...(picked[name] ?? []), ...values];
  }
  for (const name of SEARCH_FACETS) {
    const values = picked[name];
    if (values) picked[name] = [...new Set(values)].slice(0, MAX_VALUES);
  }
  return picked;
}

/** GET /api/search and GET /api/suggest-products. */
export const searchRequest = request({ query: searchParams });

const prices = {
  price: euros,
  price_with_tax: euros,
  /** Before a discount; null without one. */
  original_price: z.nullable(euros),
  original_price_with_tax: z.nullable(euros),
};

export const searchVariant = z.strictObject({
  id: z.int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  attributes: z.record(z.string(), z.string()),
  stock: z.int(),
  ...prices,
});

export const searchProduct = z.strictObject({
  id: z.int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  brand: z.nullable(z.string()),
  image_url: z.nullable(z.string()),
  stock: z.int(),
  in_stock: z.boolean(),
  rating: z.nullable(z.number()),
  review_count: z.int(),
  /** VAT rate in percent. */
  tax_rate: z.number(),
  ...prices,
  variants: z.array(searchVariant),
});

export const searchCategoryFacet = z.strictObject({
  name: z.string(),
  image_url: z.nullable(z.string()),
  count: z.int(),
  slug: z.string(),
  url: z.string(),
});

export const searchAnswer = z.strictObject({
  query: z.string(),
  products: z.array(searchProduct),
  current_page: z.int(),
  last_page: z.int(),
  per_page: z.int(),
  total: z.int(),
  /**
   * A very broad search answered from a sample of the products: `total` and the facets' counts
   * are estimates (two significant digits), and `last_page` is the sample's last page.
   */
  total_estimated: z.boolean(),
  /** The categories of the hits, keyed by id. */
  product_categories: z.record(z.string(), searchCategoryFacet),
  product_properties: z.array(z.strictObject({ name: z.string(), options: z.array(z.strictObject({ value: z.string(), count: z.int() })) })),
  /** Lowest and highest price incl. VAT among the hits before the price filter; null without hits. */
  price_range: z.nullable(z.strictObject({ min: euros, max: euros })),
  /** Spelling corrections that took part, e.g. { rasbery: 'raspberry' }. */
  corrections: z.record(z.string(), z.string()),
  /** The language whose words matched when the page's own found nothing ("kabel" on the English shop); null otherwise. */
  match_locale: z.nullable(z.enum(['en', 'nl', 'de'])),
  /** With nothing found: other searches that do find something. */
  did_you_mean: z.array(z.string()),
});

export type SearchAnswer = z.infer<typeof searchAnswer>;
export type SearchProductJson = z.infer<typeof searchProduct>;
