/**
 * The contact form's call (docs/contact.md, the call): `POST /api/contact` with name, email,
 * subject, order_number (optional) and message, plus the form's two spam traps: the honeypot
 * field and the signed render time. The fields are read by the one pure reader the form also
 * uses (src/lib/contact.ts); every problem is named once on its field, in the form's order.
 */
import * as z from 'zod/mini';
import { CONTACT_FIELDS, FORM_TOKEN_FIELD, HONEYPOT_FIELD, checkContactForm, type ContactMessage } from '../contact.ts';
import { form, jsonObject, request } from './common.ts';

/** A token is a time and a signature; anything much longer is not one. */
const TOKEN_MAX = 200;

export type ContactRequest = {
  message: ContactMessage;
  /** The honeypot had something in it. */
  honeypot: boolean;
  /** The form's signed render time as sent; '' when missing or not text. */
  token: string;
};

export const contactRequest = request({
  body: jsonObject(
    form((f): ContactRequest => {
      const check = checkContactForm(f.raw);
      if (!check.ok) {
        for (const field of CONTACT_FIELDS) {
          const problem = check.problems[field];
          if (problem) f.problem(field, problem.key, problem.values);
        }
      }
      const trap = f.raw[HONEYPOT_FIELD];
      const token = f.raw[FORM_TOKEN_FIELD];
      return {
        // Never read when the check failed: a problem noted above ends the read with a 422.
        message: check.ok ? check.value : ({} as ContactMessage),
        honeypot: trap !== undefined && trap !== null && trap !== '' && trap !== false,
        token: typeof token === 'string' && token.length <= TOKEN_MAX ? token : '',
      };
    }),
  ),
});

export const contactAnswer = z.strictObject({ success: z.literal(true), message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswer>;
