/**
 * Image presets (all WebP; docs/catalogue.md, media and image presets) and the URLs that serve
 * them. Pure: pages build srcsets with it and the media route parses requests with it, so both
 * agree on one URL scheme:
 *   /media/{preset}/{source path with .webp instead of .svg}
 *   e.g. /media/products/RPI5-8GB-1.svg → /media/thumbnail/products/RPI5-8GB-1.webp
 */

export type ImagePreset = {
  width: number;
  /** Set for presets with a fixed box (cropped to fill it); otherwise the height follows the source. */
  height?: number;
  quality: number;
};

export const IMAGE_PRESETS = {
  hero: { width: 1200, quality: 80 },
  thumbnail: { width: 300, quality: 70 },
  product: { width: 600, height: 600, quality: 75 },
  icon: { width: 100, quality: 70 },
  mobile: { width: 400, quality: 70 },
  homeCard: { width: 710, quality: 100 },
} as const satisfies Record<string, ImagePreset>;

export type PresetName = keyof typeof IMAGE_PRESETS;

export function isPresetName(value: string): value is PresetName {
  return Object.hasOwn(IMAGE_PRESETS, value);
}

const SOURCE_RE = /^\/media\/((?:products|categories|payment)\/[A-Za-z0-9-]{1,100})\.svg$/;
/** A photo of the media store keeps its own extension before the preset's `.webp`. */
const UPLOAD_RE = /^\/media\/(uploads\/products\/[a-z0-9-]{1,100}\.(?:jpg|png|webp))$/;

/**
 * The preset URL of a generated media image, or the source URL unchanged when it is not one
 * (an external or future uploaded image still renders, just unoptimised).
 * @example presetUrl('/media/products/RPI5-8GB-1.svg', 'thumbnail') // "/media/thumbnail/products/RPI5-8GB-1.webp"
 */
export function presetUrl(source: string, preset: PresetName): string {
  const m = SOURCE_RE.exec(source);
  if (m) return `/media/${preset}/${m[1]}.webp`;
  const photo = UPLOAD_RE.exec(source);
  return photo ? `/media/${preset}/${photo[1]}.webp` : source;
}

/** Whether `presetUrl` can optimise this source (so a srcset is worth writing). */
export function hasPresets(source: string): boolean {
  return SOURCE_RE.test(source) || UPLOAD_RE.test(source);
}

/**
 * A `srcset` value over presets of increasing width.
 * @example presetSrcset('/media/products/A-1.svg', ['mobile', 'product']) // "/media/mobile/products/A-1.webp 400w, /media/product/products/A-1.webp 600w"
 */
export function presetSrcset(source: string, presets: readonly PresetName[]): string | undefined {
  if (!hasPresets(source)) return undefined;
  return presets.map((p) => `${presetUrl(source, p)} ${IMAGE_PRESETS[p].width}w`).join(', ');
}

/**
 * A `srcset` of one picture for screens of twice the density (or more), where the `src` is the
 * picture for the rest: the browser takes `src` as the 1x candidate, so the list needs no
 * `sizes` and names the smaller picture once. For pictures shown at about the smaller preset's
 * width everywhere (a product card), this picks what a width list with `sizes` would.
 * @example doubleDensitySrcset('/media/products/A-1.svg', 'product') // "/media/product/products/A-1.webp 2x"
 */
export function doubleDensitySrcset(source: string, preset: PresetName): string | undefined {
  return hasPresets(source) ? `${presetUrl(source, preset)} 2x` : undefined;
}

export type PresetRequest = { preset: PresetName; sourcePath: string };

const REQUEST_RE = /^([A-Za-z]{1,16})\/((?:products|categories|payment)\/[A-Za-z0-9-]{1,100})\.webp$/;
const UPLOAD_REQUEST_RE = /^([A-Za-z]{1,16})\/(uploads\/products\/[a-z0-9-]{1,100}\.(?:jpg|png|webp))\.webp$/;

/**
 * Parses the path below /media/ of a preset request; null for anything that is not exactly
 * `{known preset}/{products|categories|payment}/{name}.webp`. The source still has to exist.
 * @example parsePresetPath('product/products/RPI5-8GB-1.webp') // { preset: 'product', sourcePath: 'products/RPI5-8GB-1.svg' }
 */
export function parsePresetPath(path: string): PresetRequest | null {
  const photo = UPLOAD_REQUEST_RE.exec(path);
  if (photo?.[1] && photo[2] && isPresetName(photo[1])) return { preset: photo[1], sourcePath: photo[2] };
  const m = REQUEST_RE.exec(path);
  if (!m?.[1] || !m[2] || !isPresetName(m[1])) return null;
  return { preset: m[1], sourcePath: `${m[2]}.svg` };
}

/**
 * The source a preset URL was made from (presetUrl's inverse), or the URL unchanged when it is not
 * one: the cart takes a card's picture back as the source the server's cart lines carry.
 * @example sourceOfPresetUrl('/media/thumbnail/products/RPI5-8GB-1.webp') // "/media/products/RPI5-8GB-1.svg"
 */
export function sourceOfPresetUrl(url: string): string {
  const request = url.startsWith('/media/') ? parsePresetPath(url.slice('/media/'.length)) : null;
  return request ? `/media/${request.sourcePath}` : url;
}
