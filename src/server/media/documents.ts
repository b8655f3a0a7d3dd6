/**
 * The product downloads (seed data/downloads.ts) as files: /media/downloads/{sku}/{file}. The
 * demo shop has no manufacturer documents to hand out, so each is generated: a one-page PDF
 * for a manual or datasheet, plain-text release notes for firmware. The seed stores their sizes
 * from the same functions, so the account page's sizes are the real ones.
 */
import { DOWNLOADS, downloadPath, type DownloadDef } from '../db/seed/data/downloads.ts';
import { simplePdf } from './pdf.ts';

export type DocumentFile = { body: Buffer; contentType: string; filename: string };

const KIND_LABEL = { manual: 'Manual', datasheet: 'Datasheet', firmware: 'Firmware' } as const;

export function renderDownload(d: DownloadDef): DocumentFile {
  const intro = [
    `${KIND_LABEL[d.kind]} for product ${d.sku}`,
    'Framboos Elektronica - documentation for customers',
    '',
    'The demo shop generates this file in place of the manufacturer\'s document.',
    'In a live shop the real file is served from this address.',
  ];
  if (d.kind === 'firmware') {
    const text = [d.title.en, '='.repeat(d.title.en.length), '', ...intro, ''].join('\n');
    return { body: Buffer.from(text, 'utf8'), contentType: 'text/plain; charset=utf-8', filename: d.file };
  }
  return { body: simplePdf(d.title.en, intro), contentType: 'application/pdf', filename: d.file };
}

const byPath = new Map(DOWNLOADS.map((d) => [downloadPath(d), d]));

/** The file at a path below /media (without the leading "/media/"), or null when there is none. */
export function downloadFile(mediaPath: string): DocumentFile | null {
  const found = byPath.get(`/media/${mediaPath}`);
  return found ? renderDownload(found) : null;
}
