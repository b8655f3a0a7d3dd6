/**
 * Reads GET /api/search parameters (docs/search.md, the API): query, page, per_page, properties
 * (JSON), minprice, maxprice, category, country, locale; array parameters may repeat with `[]` keys
 * (`category[]=3&category[]=7`, `properties[kleur][]=zwart`).
 *
 * Lenient where a shopper's URL may be odd (page 0 becomes 1, per_page 1000 is capped, a
 * 10 000-character query is cut), strict where the value cannot mean anything (page=abc,
 * properties that are not JSON): those answer 422 with the field named.
 */
import { z } from 'zod';
import { isLocale, type Locale, type Shop } from '#src/lib/locales.ts';
import { vatRateBp } from '#src/lib/vat.ts';
import { FACET_PROPERTIES, MAX_QUERY_LENGTH, type FacetProperty } from './terms.ts';
import type { SearchInput } from './search.ts';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 60;
export const MAX_PAGE = 10_000;
const MAX_VALUES = 20;
const MAX_PRICE_EUROS = 1_000_000;

export type ParamErrors = Record<string, string[]>;
export type ParsedSearch = { ok: true; input: SearchInput; country: string } | { ok: false; errors: ParamErrors };

const wholeNumber = z
  .string()
  .trim()
  .regex(/^-?\d{1,9}$/, 'must be a whole number')
  .transform(Number);
const euros = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount like 12.50')
  .transform((v) => Math.round(Number(v) * 100))
  .refine((c) => c <= MAX_PRICE_EUROS * 100, 'is too large');
const propertyValue = z.string().trim().min(1).max(100);
const propertiesJson = z.record(z.string(), z.union([propertyValue, z.array(propertyValue).max(MAX_VALUES)]));

/** All values of a key, with and without the `[]` suffix. */
function all(params: URLSearchParams, key: string): string[] {
  return [...params.getAll(key), ...params.getAll(`${key}[]`)];
}

function first(params: URLSearchParams, key: string): string | undefined {
  return all(params, key)[0];
}

function readProperties(params: URLSearchParams, errors: ParamErrors): Partial<Record<FacetProperty, string[]>> {
  const picked: Partial<Record<FacetProperty, string[]>> = {};
  const raw = params.get('properties');
  if (raw !== null && raw.trim() !== '') {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      errors.properties = ['must be a JSON object like {"kleur":["zwart"]}'];
      return picked;
    }
    const parsed = propertiesJson.safeParse(json);
    if (!parsed.success) {
      errors.properties = ['must map property names to a value or a list of values'];
      return picked;
    }
    for (const name of FACET_PROPERTIES) {
      const value = parsed.data[name];
      if (value !== undefined) picked[name] = Array.isArray(value) ? value : [value];
    }
  }
  // Bracket form: properties[kleur][]=zwart (or properties[kleur]=zwart).
  for (const name of FACET_PROPERTIES) {
    const values = all(params, `properties[${name}]`)
      .map((v) => v.trim())
      .filter((v) => v && v.length <= 100);
    if (values.length) picked[name] = [...(picked[name] ?? []), ...values];
  }
  for (const name of FACET_PROPERTIES) {
    const values = picked[name];
    if (values) picked[name] = [...new Set(values)].slice(0, MAX_VALUES);
  }
  return picked;
}

function readNumber<T>(schema: z.ZodType<T>, raw: string | undefined, field: string, errors: ParamErrors): T | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  errors[field] = [parsed.error.issues[0]?.message ?? 'is invalid'];
  return undefined;
}

export function parseSearchParams(params: URLSearchParams, shop: Shop, region: string): ParsedSearch {
  const errors: ParamErrors = {};
  const query = (first(params, 'query') ?? first(params, 'q') ?? '').slice(0, MAX_QUERY_LENGTH * 2);

  const page = readNumber(wholeNumber, first(params, 'page'), 'page', errors) ?? 1;
  const perPage = readNumber(wholeNumber, first(params, 'per_page'), 'per_page', errors) ?? DEFAULT_PER_PAGE;

  const rawLocale = first(params, 'locale');
  let locale: Locale = shop.defaultLocale;
  if (rawLocale !== undefined && rawLocale !== '') {
    if (isLocale(rawLocale)) locale = rawLocale;
    else errors.locale = ['must be one of en, nl, de'];
  }

  const rawCountry = first(params, 'country');
  let country = region;
  if (rawCountry !== undefined && rawCountry !== '') {
    if (/^[A-Za-z]{2}$/.test(rawCountry)) country = rawCountry.toUpperCase();
    else errors.country = ['must be a two-letter country code'];
  }
  // The Dutch shop sells at Dutch prices whatever the client says (its country is fixed to NL).
  if (shop.fixedCountry) country = shop.fixedCountry;

  const categories: number[] = [];
  for (const raw of all(params, 'category')
    .flatMap((v) => v.split(','))
    .filter((v) => v.trim() !== '')) {
    const id = wholeNumber.safeParse(raw);
    if (!id.success || id.data < 1) {
      errors.category = ['must be category ids'];
      break;
    }
    if (categories.length < MAX_VALUES) categories.push(id.data);
  }

  const minPriceCents = readNumber(euros, first(params, 'minprice'), 'minprice', errors) ?? null;
  const maxPriceCents = readNumber(euros, first(params, 'maxprice'), 'maxprice', errors) ?? null;
  const properties = readProperties(params, errors);

  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    country,
    input: {
      query,
      locale,
      page: Math.min(Math.max(page, 1), MAX_PAGE),
      perPage: Math.min(Math.max(perPage, 1), MAX_PER_PAGE),
      categories: [...new Set(categories)],
      properties,
      // Bounds given the wrong way round still mean a range.
      minPriceCents: minPriceCents !== null && maxPriceCents !== null ? Math.min(minPriceCents, maxPriceCents) : minPriceCents,
      maxPriceCents: minPriceCents !== null && maxPriceCents !== null ? Math.max(minPriceCents, maxPriceCents) : maxPriceCents,
      vatRateBp: vatRateBp({ country }),
    },
  };
}
