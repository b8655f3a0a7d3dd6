/**
 * The newsletter's sign-up (docs/newsletter.md): `POST /api/subscribe-newsletter` with name,
 * email, email_confirmation (the same address) and order_type; the optional `projects` box. The
 * answer is the same for every well-formed address, known or not.
 */
import * as z from 'zod/mini';
import { DEFAULT_ORDER_TYPE, NEWSLETTER_NAME_MAX, ORDER_TYPES, type OrderType } from '../newsletter.ts';
import { emailFormat, normalizeEmail } from './auth.ts';
import { form, hasControl, jsonObject, request, requiredText } from './common.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Every problem named once on its field, in the order of the form: name, e-mail, its confirmation, order type. */
export const subscribeRequest = request({
  body: jsonObject(
    form((f) => {
      const name = f.field('name', requiredText(NEWSLETTER_NAME_MAX, 'footer.nameRequired'), '');
      const raw = text(f.raw.email).trim();
      const email = normalizeEmail(raw);
      if (raw === '') f.problem('email', 'footer.emailRequired');
      else if (raw.length > 254 || hasControl(raw) || !emailFormat.safeParse(email).success) f.problem('email', 'footer.emailInvalid');
      else if (normalizeEmail(text(f.raw.email_confirmation)) !== email) f.problem('email_confirmation', 'footer.emailConfirmation');
      const type = f.raw.order_type;
      const orderType = type === undefined || type === null || type === '' ? DEFAULT_ORDER_TYPE : type;
      if (!(ORDER_TYPES as readonly unknown[]).includes(orderType)) f.problem('order_type', 'footer.orderTypeInvalid');
      const projects = f.raw.projects;
      if (projects !== undefined && typeof projects !== 'boolean') f.problem('projects', 'account.errors.booleanInvalid');
      return { name, email, orderType: orderType as OrderType, projects: projects === true };
    }),
  ),
});

export const subscribeAnswer = z.strictObject({ success: z.literal(true), message: z.string() });

/** POST /api/newsletter/unsubscribe?id=&sig= (a mail client's one-click unsubscribe, RFC 8058). */
export const unsubscribeRequest = request({
  query: z.pipe(
    z.transform((raw: unknown) => (raw instanceof URLSearchParams ? { id: raw.get('id') ?? '', sig: raw.get('sig') ?? '' } : raw)),
    z.object({ id: z.string(), sig: z.string() }),
  ),
});
export const unsubscribeAnswer = z.strictObject({ success: z.literal(true) });
