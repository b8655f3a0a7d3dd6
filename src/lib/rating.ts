/** Star ratings: 5 stars, rounding up to whole or half stars (docs/catalogue.md). Pure. */

export type Star = 'full' | 'half' | 'empty';

export const MAX_STARS = 5;

/**
 * Rounds an average up to the next half star, within 0–5.
 * @example roundUpToHalf(4.2) // 4.5
 * @example roundUpToHalf(4.5) // 4.5
 * @example roundUpToHalf(4.51) // 5
 */
export function roundUpToHalf(average: number): number {
  if (!Number.isFinite(average) || average <= 0) return 0;
  // Averages arrive rounded to one decimal; the epsilon keeps 4.5 from becoming 5 through float noise.
  return Math.min(MAX_STARS, Math.ceil(average * 2 - 1e-9) / 2);
}

/** @example stars(3.2) // ['full', 'full', 'full', 'half', 'empty'] */
export function stars(average: number): Star[] {
  const value = roundUpToHalf(average);
  return Array.from({ length: MAX_STARS }, (_, i) => (value >= i + 1 ? 'full' : value >= i + 0.5 ? 'half' : 'empty'));
}
