/**
 * The search API contract (docs/api.md, catalogue, search and content; GET /api/search): what the
 * server answers and the search island reads, written down here so browser code needs nothing
 * from the server (docs/README.md, the rule of the rooms). Money leaves the server as euro amounts
 * with two decimals, computed in cents, with the VAT of the request's region. A unit test checks
 * that the server's answer keeps to this shape.
 */
import type { PropertyFilter } from './search-url.ts';

type Prices = {
  price: number;
  price_with_tax: number;
  /** Set only when discounted. */
  original_price: number | null;
  original_price_with_tax: number | null;
};

export type SearchVariantJson = Prices & {
  id: number;
  sku: string;
  name: string;
  slug: string;
  url: string;
  attributes: Record<string, string>;
  stock: number;
};

export type SearchProductJson = Prices & {
  id: number;
  sku: string;
  name: string;
  slug: string;
  /** The product page in the request's locale and shop. */
  url: string;
  brand: string | null;
  image_url: string | null;
  stock: number;
  in_stock: boolean;
  rating: number | null;
  review_count: number;
  /** VAT rate in percent. */
  tax_rate: number;
  variants: SearchVariantJson[];
};

export type SearchAnswer = {
  query: string;
  products: SearchProductJson[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** Keyed by category id. */
  product_categories: Record<string, { name: string; image_url: string | null; count: number; slug: string; url: string }>;
  product_properties: { name: PropertyFilter; options: { value: string; count: number }[] }[];
  /** Euros incl. VAT; null when nothing matched. */
  price_range: { min: number; max: number } | null;
  /** Misspelt words of the query with their correction. */
  corrections: Record<string, string>;
};
