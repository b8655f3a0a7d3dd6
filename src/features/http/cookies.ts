/** Reads a cookie in the browser; null when absent. @example readCookie('XSRF-TOKEN') */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > -1 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Writes a cookie the server reads too, as every cookie of the shop: `Path=/`, `SameSite=Lax`,
 * `Secure` on HTTPS (docs/browser-state.md, cookies). @example writeCookie('region', 'DE', 7)
 */
export function writeCookie(name: string, value: string, days: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}
