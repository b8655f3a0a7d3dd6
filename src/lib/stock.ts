/**
 * Stock shown in bands: exact counts only when few are left (they matter to the buyer then),
 * otherwise "20+" style floors, so competitors do not read exact inventory off the page. Pure.
 */
export type StockBand =
  | { kind: 'out' }
  /** 1–5 left: show the exact count. */
  | { kind: 'low'; count: number }
  /** 6–19: show the exact count. */
  | { kind: 'some'; count: number }
  /** 20 or more: show the floor of the band. */
  | { kind: 'many'; atLeast: 20 | 50 | 100 };

/**
 * @example stockBand(0) // { kind: 'out' }
 * @example stockBand(3) // { kind: 'low', count: 3 }
 * @example stockBand(75) // { kind: 'many', atLeast: 50 }
 */
export function stockBand(stock: number): StockBand {
  if (!Number.isFinite(stock) || stock <= 0) return { kind: 'out' };
  const count = Math.floor(stock);
  if (count <= 5) return { kind: 'low', count };
  if (count < 20) return { kind: 'some', count };
  return { kind: 'many', atLeast: count >= 100 ? 100 : count >= 50 ? 50 : 20 };
}
