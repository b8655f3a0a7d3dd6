/** The API error contract of DESIGN.md: { error: true, message, status, errors? }. */
export function jsonError(status: number, message: string, errors?: Record<string, string[]>): Response {
  return new Response(JSON.stringify({ error: true, message, status, ...(errors ? { errors } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
