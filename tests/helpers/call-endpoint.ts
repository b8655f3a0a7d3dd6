/**
 * Calls an Astro endpoint (an `APIRoute` from src/pages/api) the way the server would, with the
 * locals the middleware sets for a shop, and reads its JSON answer.
 */
import type { APIContext, APIRoute } from 'astro';
import { SHOPS, type ShopId } from '#src/lib/locales.ts';
import { translator } from '#src/lib/i18n.ts';

export type Called<T> = { status: number; headers: Headers; body: T };

type CallOptions = {
  /** Route parameters as Astro passes them (decoded). */
  params?: Record<string, string | undefined>;
  headers?: Record<string, string>;
  shop?: ShopId;
};

export async function callEndpoint<T = Record<string, unknown>>(route: APIRoute, path: string, options: CallOptions = {}): Promise<Called<T>> {
  const shop = SHOPS[options.shop ?? 'international'];
  const url = new URL(path, shop.id === 'nl' ? 'http://nl.localhost' : 'http://localhost');
  const request = new Request(url, { headers: options.headers });
  const locals = { shop, locale: shop.defaultLocale, region: shop.defaultCountry, t: translator(shop.defaultLocale), requestUrl: url, origin: url.origin };
  const context = { url, request, params: options.params ?? {}, locals } as unknown as APIContext;
  const response = await route(context);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** The API's error contract (docs/api.md). */
export type ApiError = { error: true; message: string; status: number; errors?: Record<string, string[]> };
