/**
 * The back-in-stock calls (docs/catalogue.md, back in stock; docs/api.md): a sign-up from the
 * product page, and a customer's own list with its removal. A product id that cannot be one is
 * the product's 404, as for a product that does not exist.
 */
import * as z from 'zod/mini';
import { emailFormat, normalizeEmail } from './auth.ts';
import { asId, form, hasControl, jsonObject, objectId, request, timestamp } from './common.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * POST /api/back-in-stock `{ product_id, email? }`: the e-mail is the guest's (required without a
 * login, ignored with one); read in the form's order, each problem named once.
 */
export const signUpRequest = request({
  body: jsonObject(
    form((f) => {
      const productId = asId(f.raw.product_id);
      if (productId === null) f.problem('product_id', 'reviews.errors.productNotFound');
      const raw = text(f.raw.email).trim();
      const email = raw === '' ? null : normalizeEmail(raw);
      if (email !== null && (raw.length > 254 || hasControl(raw) || !emailFormat.safeParse(email).success)) f.problem('email', 'backInStock.form.emailInvalid');
      return { productId: productId ?? 0, email };
    }),
  ),
});

export const signUpAnswer = z.strictObject({ success: z.literal(true), message: z.string() });

export const openSignUp = z.strictObject({
  product_id: z.int(),
  name: z.string(),
  /** The product page in the request's language. */
  url: z.string(),
  image: z.nullable(z.string()),
  created_at: timestamp,
});

/** GET /api/account/back-in-stock (bearer): the customer's open sign-ups, newest first. */
export const signUpsAnswer = z.strictObject({ signups: z.array(openSignUp) });

/** DELETE /api/account/back-in-stock/{productId} (bearer). */
export const removeSignUpRequest = request({ params: z.object({ productId: objectId('backInStock.errors.notSignedUp') }) });
export const removeSignUpAnswer = z.strictObject({ success: z.literal(true), message: z.string(), signups: z.array(openSignUp) });

export type OpenSignUpJson = z.infer<typeof openSignUp>;
