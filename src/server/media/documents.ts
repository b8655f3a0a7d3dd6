/**
 * The product downloads (table product_downloads) as files: /media/downloads/{sku}/{file}. The
 * demo shop has no manufacturer documents to hand out, so each is generated from its row: a
 * one-page PDF for a manual or datasheet, plain-text release notes for firmware. The seed stores
 * their sizes from the same function, so the account page's sizes are the real ones.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DownloadKind } from '#src/lib/account/types.ts';
import { onShopDatabase } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { localizedText } from '../db/decode.ts';
import { pickLocalized } from '../db/locale-order.ts';
import { simplePdf } from './pdf.ts';

export type DocumentFile = { body: Buffer; contentType: string; filename: string };

/** What a generated document says: the product's SKU, the kind of document and its English title. */
export type DocumentSource = { sku: string; kind: DownloadKind; title: string; filename: string };

const KIND_LABEL = { manual: 'Manual', datasheet: 'Datasheet', firmware: 'Firmware' } as const;

export function renderDocument(d: DocumentSource): DocumentFile {
  const intro = [
    `${KIND_LABEL[d.kind]} for product ${d.sku}`,
    'Framboos Elektronica - documentation for customers',
    '',
    "The demo shop generates this file in place of the manufacturer's document.",
    'In a live shop the real file is served from this address.',
  ];
  if (d.kind === 'firmware') {
    const text = [d.title, '='.repeat(d.title.length), '', ...intro, ''].join('\n');
    return { body: Buffer.from(text, 'utf8'), contentType: 'text/plain; charset=utf-8', filename: d.filename };
  }
  return { body: simplePdf(d.title, intro), contentType: 'application/pdf', filename: d.filename };
}

const downloadRow = z.object({
  sku: z.string(),
  kind: z.enum(['manual', 'datasheet', 'firmware']).catch('manual'),
  title: localizedText,
  url: z.string(),
});

/** Longer than any address a download is served at. */
const MAX_PATH = 300;

/** The file at a path below /media (without the leading "/media/"), or null when there is none. */
export async function loadDownloadFile(db: Queryable, mediaPath: string): Promise<DocumentFile | null> {
  if (mediaPath.length > MAX_PATH) return null;
  const [found] = await rows(
    db,
    downloadRow,
    sql`
    SELECT p.sku, d.kind, d.title, d.url FROM product_downloads d JOIN products p ON p.id = d.product_id
    WHERE d.url = ${`/media/${mediaPath}`} ORDER BY d.id LIMIT 1`,
  );
  if (!found) return null;
  const filename = found.url.slice(found.url.lastIndexOf('/') + 1);
  return renderDocument({ sku: found.sku, kind: found.kind, title: pickLocalized(found.title, 'en'), filename });
}

export const downloadFile = onShopDatabase(loadDownloadFile);
