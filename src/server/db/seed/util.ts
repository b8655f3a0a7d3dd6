/**
 * Small deterministic helpers for the seed: a seeded PRNG (mulberry32), slugs, EAN-13 codes,
 * prices and dates. Nothing here reads the clock or Math.random, so a seed is reproducible.
 */

export type Locale = 'en' | 'nl' | 'de';
export const LOCALES: readonly Locale[] = ['en', 'nl', 'de'];

/** The fixed "now" of the seed; all dates are spread backwards from here. */
export const BASE_DATE = Date.UTC(2026, 10, 1, 0, 0, 0); // 2026-11-01T00:00:00Z
export const DAY_MS = 86_400_000;

/** mulberry32: tiny, fast, good enough for test data. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, 32 bit: turns a string key into a PRNG seed. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks an index by relative weights. */
  weighted(weights: readonly number[]): number;
  shuffle<T>(items: T[]): T[];
};

export function createRng(seed: string | number): Rng {
  const next = mulberry32(typeof seed === 'number' ? seed : hashString(seed));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted(weights) {
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(0, i);
        const tmp = items[i] as T;
        items[i] = items[j] as T;
        items[j] = tmp;
      }
      return items;
    },
  };
}

/** Lower-case ASCII slug with hyphens; German umlauts become ae/oe/ue and ß becomes ss. */
export function slugify(text: string): string {
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SKU_RE = /^[A-Z0-9](?:[A-Z0-9-]{0,62}[A-Z0-9])?$/;

/** Check digit of an EAN-13 from its first 12 digits. */
export function eanCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && eanCheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * The n-th GTIN of the seed: prefix 87 (GS1 Netherlands) and ten digits from a bijection on
 * 0…10^10-1 (an odd multiplier not divisible by 5 is invertible mod 10^10), so codes are
 * unique without looking sequential.
 */
export function gtinForIndex(n: number): string {
  const mod = 10_000_000_000n;
  const body = (BigInt(n) * 7_919_077n + 3_141_592_653n) % mod;
  const first12 = `87${body.toString().padStart(10, '0')}`;
  return first12 + String(eanCheckDigit(first12));
}

/** Consumer price in euros including 21 % VAT → cents excluding VAT. */
export function exVatCents(inclEuros: number): number {
  return Math.round((inclEuros * 100) / 1.21);
}

/** A believable consumer price ending in ,95 or ,50 near the given amount. */
export function retailPrice(euros: number, rng: Rng): number {
  if (euros < 2) return Math.max(0.5, Math.round(euros * 20) / 20);
  const whole = Math.max(1, Math.floor(euros));
  return rng.chance(0.8) ? whole + 0.95 : whole + 0.5;
}

/** A date `days` (may be fractional) before the base date. */
export function daysBefore(days: number): Date {
  return new Date(BASE_DATE - Math.floor((days * DAY_MS) / 60_000) * 60_000);
}

/** Replaces {name} placeholders; throws on a missing value so data mistakes surface early. */
export function fill(template: string, vars: Record<string, string>, where: string): string {
  return template.replace(/\{([a-z]+)\}/g, (_, key: string) => {
    const v = vars[key];
    if (v === undefined) throw new Error(`Seed data: missing {${key}} in ${where}`);
    return v;
  });
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
