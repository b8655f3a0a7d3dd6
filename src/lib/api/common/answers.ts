/**
 * Building blocks of the API's answers (docs/http-edge.md): the error contract of every call,
 * money, locales, timestamps and ids as JSON carries them. Pure.
 */
import * as z from 'zod/mini';
import { LOCALES } from '#src/lib/locales.ts';
import { checked } from './requests.ts';

/** The error contract of every call: `{ error: true, message, status, errors? }`, plus fields of the error's own (e.g. `available`). */
export const errorAnswer = z.looseObject({
  error: z.literal(true),
  message: z.string(),
  status: checked(z.int(), z.gte(400), z.lte(599)),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** Families whose answers carry `success` say `false` on errors too. */
  success: z.optional(z.literal(false)),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** Euros with two decimals (computed in cents on the server). */
export const euros = z.number();
export const locale = z.enum(LOCALES);
/** A value per locale; a locale without a translation is absent. */
export const perLocale = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(value: T) =>
  z.strictObject({ en: z.optional(value), nl: z.optional(value), de: z.optional(value) });
/** A value for every locale. */
export const everyLocale = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(value: T) => z.strictObject({ en: value, nl: value, de: value });
/** An ISO date and time as JSON carries it. */
export const timestamp = z.string();
/** A database id. */
export const id = checked(z.int(), z.positive());
