/**
 * Fields of a form body (docs/http-edge.md): each is total (takes anything) and reports at most
 * one problem, an i18n key, so a 422 names every bad field once in the caller's language. Text is
 * trimmed and loses control characters (PostgreSQL refuses NUL in text, and none belongs in a
 * name or an address line). Pure.
 */
import * as z from 'zod/mini';
import { fail, report, type Problem } from './problems.ts';

const CONTROL = /[\u0000-\u001f\u007f]/g;
export const cleanText = (text: string): string => text.replace(CONTROL, '').trim();
/** Text with a control character in it (an e-mail address must not be silently changed into another). */
export const hasControl = (text: string): boolean => /[\u0000-\u001f\u007f]/.test(text);
const length = (text: string) => [...text].length;

/** A required text of at most `max` characters. */
export const requiredText = /* @__NO_SIDE_EFFECTS__ */ (max: number, missingKey: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx) => {
      const text = typeof value === 'string' ? cleanText(value) : '';
      if (text === '') return fail(ctx, { message: missingKey });
      if (length(text) > max) return fail(ctx, { message: 'account.errors.tooLong' });
      return text;
    }),
  );

/** An optional text of at most `max` characters; null when missing or empty. */
export const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx): string | null => {
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string') return fail(ctx, { message: 'account.errors.textInvalid' });
      const text = cleanText(value);
      if (length(text) > max) return fail(ctx, { message: 'account.errors.tooLong' });
      return text === '' ? null : text;
    }),
  );

/** A password as typed (never trimmed). */
export const secret = /* @__NO_SIDE_EFFECTS__ */ (missingKey: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx) => {
      const text = typeof value === 'string' && value.length <= 512 ? value : '';
      if (text === '') return fail(ctx, { message: missingKey });
      return text;
    }),
  );

/** An optional true/false; undefined when missing. */
export const flag = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx): boolean | undefined => {
      if (value === undefined) return undefined;
      if (typeof value !== 'boolean') return fail(ctx, { message: 'account.errors.booleanInvalid' });
      return value;
    }),
  );

/**
 * Reads the fields of a form one by one with their schemas, in the order a person fills them
 * in; rules between fields (a confirmation, a VAT number that needs its company) are plain code
 * in `read`. Every problem is reported once, on its field, in reading order.
 * @example form((f) => ({ name: f.field('name', requiredText(100, 'auth.errors.firstnameRequired')) }))
 */
/* @__NO_SIDE_EFFECTS__ */
export function form<T>(read: (f: FormReader) => T | Promise<T>) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform(async (raw, ctx): Promise<T> => {
      const reader = new FormReader(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});
      const out = await read(reader);
      if (reader.ok) return out;
      for (const [field, problem] of reader.problems) report(ctx, problem.message, { path: [field], ...(problem.params ? { params: problem.params } : {}) });
      return z.NEVER;
    }),
  );
}

export class FormReader {
  readonly raw: Record<string, unknown>;
  readonly problems = new Map<string, Problem>();
  constructor(raw: Record<string, unknown>) {
    this.raw = raw;
  }

  /** The field read with its schema; `fallback` when it has a problem (noted once). */
  field<S extends z.ZodMiniType>(name: string, schema: S): z.output<S> | undefined;
  field<S extends z.ZodMiniType, F>(name: string, schema: S, fallback: F): z.output<S> | F;
  field(name: string, schema: z.ZodMiniType, fallback?: unknown): unknown {
    const parsed = z.safeParse(schema, this.raw[name]);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const params = issue && 'params' in issue ? (issue.params as Record<string, string | number> | undefined) : undefined;
    this.problem(name, issue?.message ?? 'is invalid', params);
    return fallback;
  }

  /** Notes a problem with a field, unless it has one already. */
  problem(name: string, message: string, params?: Record<string, string | number>): void {
    if (!this.problems.has(name)) this.problems.set(name, params ? { message, params } : { message });
  }

  has(name: string): boolean {
    return this.problems.has(name);
  }

  get ok(): boolean {
    return this.problems.size === 0;
  }
}
