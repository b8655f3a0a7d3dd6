/**
 * Which compressed copy a request takes (docs/http-edge.md): brotli before gzip, an encoding
 * counted as accepted unless the request gives it `q=0`. Used by the page cache and the built
 * files alike, both of which answer copies compressed ahead of time.
 */
const ACCEPTS = {
  br: /(^|,)\s*br\s*(;\s*q=(?!0(\.0+)?\s*(,|$))[\d.]+)?\s*(,|$)/,
  gzip: /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0+)?\s*(,|$))[\d.]+)?\s*(,|$)/,
};

export function acceptsEncoding(accept: string | undefined, encoding: 'br' | 'gzip'): boolean {
  return ACCEPTS[encoding].test((accept ?? '').toLowerCase());
}

export function encodingFor(accept: string | undefined): 'br' | 'gzip' | null {
  if (acceptsEncoding(accept, 'br')) return 'br';
  if (acceptsEncoding(accept, 'gzip')) return 'gzip';
  return null;
}
