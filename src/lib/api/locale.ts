/**
 * POST /change-locale (docs/api.md, language): the shopper's new interface language. Request and
 * answer, shared by the server and the browser.
 */
import * as z from 'zod/mini';
import { LOCALES } from '../locales.ts';
import { jsonObject, request } from './common.ts';

/** `{ locale }`: one of the shop's languages; anything else is 422 naming `locale`. */
export const changeLocaleRequest = request({
  body: jsonObject(z.object({ locale: z.enum(LOCALES, { error: 'must be one of en, nl, de' }) })),
});

/** `saved`: the language was stored on the logged-in customer (for the mails); false for a guest. */
export const changeLocaleAnswer = z.strictObject({ locale: z.enum(LOCALES), saved: z.boolean() });
