/**
 * The account's downloads (docs/adr/0011-account.md): the files of the products the customer
 * bought.
 */
import * as z from 'zod/mini';
import { id } from '../common.ts';

export const DOWNLOAD_KINDS = ['manual', 'datasheet', 'firmware'] as const;

export const download = z.strictObject({
  id,
  product_id: id,
  product_name: z.string(),
  product_slug: z.nullable(z.string()),
  title: z.string(),
  url: z.string(),
  kind: z.enum(DOWNLOAD_KINDS),
  size_bytes: z.nullable(z.int()),
});

/** GET /api/account/downloads: the files of the products bought in paid (or later) orders. */
export const downloadsAnswer = z.strictObject({ downloads: z.array(download) });

export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];
export type DownloadJson = z.infer<typeof download>;
