/**
 * The media store: real product photos, kept as files under DATA_DIR/media and served at
 * /media/uploads/products/{name}.{jpg,png,webp} (docs/catalogue.md, media). A photo replaces a
 * generated picture by its product_media row pointing at it (./photos.ts does both at once), so
 * every reader of product pictures shows it without knowing photos exist; the image presets
 * render it like a generated one.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { config } from '../config.ts';

const UPLOAD_RE = /^uploads\/products\/([a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?)\.(jpg|png|webp)$/;
const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export type StoredFile = { body: Buffer; contentType: string };

/** The directory of the media store. */
export const mediaStoreDir = (): string => resolve(config().DATA_DIR, 'media');

/** Whether a path below /media/ names a stored photo (strictly: lower-case name, known type). */
export const isUploadPath = (path: string): boolean => UPLOAD_RE.test(path);

/** A stored photo by its path below /media/; null when the path is not one or no such file exists. */
export async function readUpload(path: string): Promise<StoredFile | null> {
  const m = UPLOAD_RE.exec(path);
  if (!m) return null;
  try {
    return { body: await readFile(resolve(mediaStoreDir(), path)), contentType: TYPES[m[2] as keyof typeof TYPES] };
  } catch {
    return null;
  }
}
