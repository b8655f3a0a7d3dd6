/**
 * Offer-bar HTML comes from shop staff but is still limited to a few inline tags: everything is
 * escaped, then only attribute-less <strong>, <em>, <b>, <i>, <br> and <span> are put back.
 * @example limitedInlineHtml('<strong>-10%</strong><script>x</script>') // "<strong>-10%</strong>&lt;script&gt;x&lt;/script&gt;"
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const ALLOWED = /&lt;(\/?)(strong|em|b|i|br|span)\s*(\/?)&gt;/gi;

export function limitedInlineHtml(html: string): string {
  return escapeHtml(html).replace(ALLOWED, (_m, close: string, tag: string, self: string) => `<${close}${tag.toLowerCase()}${self ? ' /' : ''}>`);
}
