/**
 * The search answer read with the API's own schema (src/lib/api/search.ts), never cast; null
 * when it does not parse, which the island counts as a failure.
 */
import { searchAnswer, type SearchAnswer } from '#src/lib/api/search.ts';

export function readSearchAnswer(body: unknown): SearchAnswer | null {
  const parsed = searchAnswer.safeParse(body);
  return parsed.success ? parsed.data : null;
}
