/** Picks the shop locale a browser prefers from its Accept-Language header. Pure. */
import { isLocale, type Locale } from './locales.ts';

/**
 * The supported locale with the highest q-value; ties keep header order. Region subtags count
 * for their language ("de-AT" → de); "*" and unknown languages are skipped. A header that cannot
 * be read gives the fallback: a header is a preference, never an error.
 * @example negotiateLocale('fr-FR,de;q=0.8,en;q=0.5', 'en') // "de"
 */
export function negotiateLocale(header: string | null | undefined, fallback: Locale): Locale {
  if (!header) return fallback;
  let best: { locale: Locale; q: number } | null = null;
  // A browser sends a handful of tags; a longer header is cut rather than parsed in full.
  for (const part of header.slice(0, 1000).split(',').slice(0, 30)) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLocale(language)) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (q > 0 && (best === null || q > best.q)) best = { locale: language, q };
  }
  return best?.locale ?? fallback;
}
