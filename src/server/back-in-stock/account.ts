/** A customer's open back-in-stock sign-ups as the API and the notifications page show them. */
import { href } from '#src/lib/routes.ts';
import type { Locale, Shop } from '#src/lib/locales.ts';
import type { OpenSignUpJson } from '#src/lib/api/back-in-stock.ts';
import type { Queryable } from '../db/client.ts';
import { customerSignUps } from './store.ts';

export async function signUpsJson(db: Queryable, customerId: number, locale: Locale, shop: Shop): Promise<OpenSignUpJson[]> {
  return (await customerSignUps(db, customerId, locale)).map((s) => ({
    product_id: s.productId,
    name: s.name,
    url: href('product', locale, shop, { slug: s.slug }),
    image: s.imageUrl,
    created_at: s.createdAt,
  }));
}
