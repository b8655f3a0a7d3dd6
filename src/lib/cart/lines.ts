/**
 * What makes two cart lines the same line (docs/cart.md, lines). Pure: the server merges with these
 * rules and the browser store applies them optimistically.
 *
 * A kit's parts travel as its `options` string: the part ids in brackets, one id per piece, in
 * ascending order ("[12,15,15,33]" is part 12, two of part 15 and part 33). So the same kit with
 * the same parts in the same quantities has one canonical string and merges into one line.
 */

/** Parts of one kit: product id → pieces per kit. */
export type Parts = Map<number, number>;

const MAX_PART_ID = 2_147_483_647;

/**
 * Reads a kit's options; null when the string is not a bracketed list of positive ids.
 * @example parseParts('[15, 12,15]') // Map { 12 => 1, 15 => 2 }
 */
export function parseParts(options: string): Parts | null {
  const m = /^\s*\[([\d\s,]*)\]\s*$/.exec(options);
  if (!m) return null;
  const inner = (m[1] ?? '').trim();
  const parts: Parts = new Map();
  if (inner === '') return parts;
  for (const raw of inner.split(',')) {
    const text = raw.trim();
    if (!/^\d{1,10}$/.test(text)) return null;
    const id = Number(text);
    if (id < 1 || id > MAX_PART_ID) return null;
    parts.set(id, (parts.get(id) ?? 0) + 1);
  }
  return parts;
}

/**
 * The canonical options string of a kit's parts.
 * @example partsOptions(new Map([[15, 2], [12, 1]])) // "[12,15,15]"
 */
export function partsOptions(parts: Parts): string {
  const ids: number[] = [];
  for (const [id, quantity] of [...parts].sort((a, b) => a[0] - b[0])) {
    for (let i = 0; i < quantity; i++) ids.push(id);
  }
  return `[${ids.join(',')}]`;
}

/**
 * Options in canonical form: a kit's parts sorted, anything else trimmed.
 * @example normalizeOptions(' [3,1] ') // "[1,3]"
 */
export function normalizeOptions(options: string | null | undefined): string {
  const text = (options ?? '').trim();
  const parts = parseParts(text);
  return parts ? partsOptions(parts) : text;
}

/**
 * Lines with the same key are one line: same product and same options (kits: same parts).
 * @example lineKey({ product_id: 7, options: '[3,1]' }) // "7|[1,3]"
 */
export function lineKey(line: { product_id: number; options?: string | null }): string {
  return `${line.product_id}|${normalizeOptions(line.options)}`;
}

/**
 * A line is hidden when another line has the same product and the same parts (or options); the last
 * one is kept, at its own position.
 * @example visibleLines([{ id: 1, product_id: 5, options: '' }, { id: 2, product_id: 5, options: '' }]) // [line 2]
 */
export function visibleLines<T extends { product_id: number; options?: string | null }>(lines: readonly T[]): T[] {
  const lastIndex = new Map<string, number>();
  lines.forEach((line, i) => lastIndex.set(lineKey(line), i));
  return lines.filter((line, i) => lastIndex.get(lineKey(line)) === i);
}
