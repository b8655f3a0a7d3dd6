/**
 * The downloads of the products a customer bought in orders that were paid (or got further:
 * processing, shipped, delivered); cancelled and refunded orders give none. A download of a
 * master product counts for each of its variants. Titles and product names in the page's
 * language.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '#src/lib/locales.ts';
import { PAID_OR_LATER } from '#src/lib/account/order-status.ts';
import type { DownloadJson, DownloadKind } from '#src/lib/account/types.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { bigint, int, localizedText } from '../db/decode.ts';

const downloadRow = z.object({
  id: int,
  product_id: int,
  title: localizedText,
  url: z.string(),
  kind: z.string(),
  size_bytes: bigint.nullable(),
  product_name: z.string().nullable(),
  product_slug: z.string().nullable(),
});

const KINDS: readonly DownloadKind[] = ['manual', 'datasheet', 'firmware'];

export async function customerDownloads(db: Queryable, customerId: number, locale: Locale): Promise<DownloadJson[]> {
  const statuses = sql.join(
    PAID_OR_LATER.map((s) => sql`${s}`),
    sql`, `,
  );
  const found = await rows(
    db,
    downloadRow,
    sql`
    WITH bought AS (
      SELECT DISTINCT p.id, p.master_product_id FROM orders o
      JOIN order_items i ON i.order_id = o.id
      JOIN products p ON p.id = i.product_id
      WHERE o.customer_id = ${customerId} AND o.status IN (${statuses})
    )
    SELECT d.id, d.product_id, d.title, d.url, d.kind, d.size_bytes, t.name AS product_name, t.slug AS product_slug
    FROM product_downloads d
    LEFT JOIN product_translations t ON t.product_id = d.product_id AND t.locale = ${locale}
    WHERE d.product_id IN (SELECT id FROM bought UNION SELECT master_product_id FROM bought WHERE master_product_id IS NOT NULL)
    ORDER BY t.name, d.position, d.id`,
  );
  return found.map((d) => ({
    id: d.id,
    product_id: d.product_id,
    product_name: d.product_name ?? '',
    product_slug: d.product_slug,
    title: d.title[locale] || (d.title.en ?? ''),
    url: d.url,
    kind: (KINDS as readonly string[]).includes(d.kind) ? (d.kind as DownloadKind) : 'manual',
    size_bytes: d.size_bytes,
  }));
}
