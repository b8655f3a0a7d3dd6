/** A JSON answer with an explicit cache policy (the API's one way to answer successfully). */
export function json(body: unknown, options: { status?: number; cacheControl?: string; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: options.status ?? 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': options.cacheControl ?? 'no-store',
      ...options.headers,
    },
  });
}
