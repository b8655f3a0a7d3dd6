/**
 * The API error contract (docs/api.md): { error: true, message, status, errors? }, plus fields of
 * the error's own where a client needs them (e.g. `available` with a stock error).
 */
export function jsonError(status: number, message: string, errors?: Record<string, string[]>, extra: Record<string, unknown> = {}): Response {
  const text = JSON.stringify({ ...extra, error: true, message, status, ...(errors ? { errors } : {}) });
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)), 'Cache-Control': 'no-store' },
  });
}
