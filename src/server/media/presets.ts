/**
 * Renders generated media in an image preset (docs/catalogue.md, media) as WebP with sharp, and
 * keeps recent results in a byte-bounded LRU so a hot image is encoded once per process (encoding
 * costs tens of milliseconds; serving a cached buffer costs nothing).
 */
import sharp from 'sharp';
import { IMAGE_PRESETS, parsePresetPath, type PresetName } from '#src/lib/image-presets.ts';
import { renderMediaPath } from './sources.ts';
import { isUploadPath, readUpload } from './store.ts';
import { byteLru } from './byte-lru.ts';

/** 32 MB holds every preset of a few hundred products (about 5–40 KB each). */
const CACHE_BYTES = 32 * 1024 * 1024;
const cache = byteLru<Buffer>(CACHE_BYTES);

/** SVGs rasterise at 72 dpi by default; this is the width they are drawn at then. */
async function intrinsicWidth(svg: Buffer): Promise<number> {
  const meta = await sharp(svg).metadata();
  return meta.width ?? 600;
}

export async function encodePreset(svgMarkup: string, preset: PresetName): Promise<Buffer> {
  const spec: { width: number; height?: number; quality: number } = IMAGE_PRESETS[preset];
  const svg = Buffer.from(svgMarkup);
  // Rasterise the vector at the target size instead of scaling a small bitmap up.
  const density = Math.min(72 * Math.max(1, spec.width / (await intrinsicWidth(svg))), 2400);
  return sharp(svg, { density }).resize({ width: spec.width, height: spec.height, fit: 'cover' }).webp({ quality: spec.quality }).toBuffer();
}

/** WebP bytes for a path below /media/ such as "thumbnail/products/RPI5-8GB-1.webp"; null → 404. */
export async function renderPresetPath(path: string): Promise<Buffer | null> {
  const request = parsePresetPath(path);
  if (!request) return null;
  if (isUploadPath(request.sourcePath)) {
    const photo = await readUpload(request.sourcePath);
    if (!photo) return null;
    const spec: { width: number; height?: number; quality: number } = IMAGE_PRESETS[request.preset];
    return cache.get(path, () =>
      sharp(photo.body)
        .resize({ width: spec.width, height: spec.height, fit: 'cover', withoutEnlargement: !spec.height })
        .webp({ quality: spec.quality })
        .toBuffer(),
    );
  }
  const svg = await renderMediaPath(request.sourcePath);
  if (svg === null) return null;
  return cache.get(path, () => encodePreset(svg, request.preset));
}
