/**
 * A JSON answer with an explicit cache policy (the API's one way to answer successfully). It
 * states its length, so the server's compression can leave small answers as they are.
 */
export function json(body: unknown, options: { status?: number; cacheControl?: string; headers?: Record<string, string> } = {}): Response {
  const text = JSON.stringify(body);
  return new Response(text, {
    status: options.status ?? 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
      'Cache-Control': options.cacheControl ?? 'no-store',
      ...options.headers,
    },
  });
}
