/** The JSON body of API writes, read no further than 16 KB (src/server/http/endpoint.ts reads every request through it). */
import { UnreadableBody } from '#src/lib/api/common.ts';
import { InputError } from './api-error.ts';

const MAX_BODY_BYTES = 16 * 1024;

const tooLarge = () => new InputError({ body: [`may not be larger than ${MAX_BODY_BYTES} bytes`] });

const utf8 = new TextDecoder();

/**
 * The body as text, read no further than the cap: a client announcing or sending more is
 * refused without the server holding it in memory.
 */
async function cappedText(request: Request): Promise<string> {
  const length = request.headers.get('content-length');
  const announced = Number(length ?? '0');
  if (announced > MAX_BODY_BYTES) throw tooLarge();
  // An announced empty body is empty: no stream to read (most cart calls send none).
  if (!request.body || length === '0') return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return utf8.decode(Buffer.concat(chunks));
}

/**
 * A NUL can only be written `\u0000` in JSON text; only a body holding that escape pays for a
 * look at every name.
 */
const NUL_ESCAPE = /\\u0000/i;

/**
 * The JSON object body of a write; an empty body is `{}`. A name holding a NUL is refused
 * outright: PostgreSQL cannot store a NUL, and no schema cleans a name the way it cleans a
 * field's text (a record of settings would carry it to the database as it is). NULs in values
 * are the field schemas' to strip or refuse, and the endpoint refuses any they let through.
 */
async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await cappedText(request);
  if (text.trim() === '') return {};
  let body: unknown;
  let nulName = false;
  try {
    body = NUL_ESCAPE.test(text)
      ? JSON.parse(text, (name, value: unknown) => {
          if (name.includes('\0')) nulName = true;
          return value;
        })
      : JSON.parse(text);
  } catch {
    throw new InputError({ body: ['must be valid JSON'] });
  }
  if (nulName) throw new InputError({ body: ['may not contain NUL characters in its names'] });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new InputError({ body: ['must be a JSON object'] });
  return body as Record<string, unknown>;
}

/**
 * The body for the request schemas (src/server/http/endpoint.ts): the JSON object, `{}` when
 * empty, or an UnreadableBody saying what is wrong with it, which the call's body schema
 * reports; a call that takes no body never reports it.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | UnreadableBody> {
  try {
    return await jsonBody(request);
  } catch (err) {
    if (err instanceof InputError) return new UnreadableBody(err.errors.body?.[0] ?? 'must be a JSON object');
    throw err;
  }
}
