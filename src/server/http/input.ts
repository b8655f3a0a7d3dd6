/** Input of JSON API calls, checked at the boundary: ids from the path and the JSON body. */
import { InputError } from './api-error.ts';

const ID = /^\d{1,10}$/;

/** A positive database id from the path; 422 otherwise. */
export function idParam(value: string | undefined, field: string): number {
  const id = ID.test(value ?? '') ? Number(value) : 0;
  if (id < 1 || id > 2_147_483_647) throw new InputError({ [field]: ['must be a positive whole number'] });
  return id;
}

const MAX_BODY_BYTES = 16 * 1024;

/** The JSON object body of a write; an empty body is `{}`. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new InputError({ body: [`may not be larger than ${MAX_BODY_BYTES} bytes`] });
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new InputError({ body: ['must be valid JSON'] });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new InputError({ body: ['must be a JSON object'] });
  return body as Record<string, unknown>;
}

