/**
 * How the API's schemas report request problems (docs/http-edge.md). Pure.
 *
 * Messages of request problems are either an i18n key (`auth.errors.emailRequired`), which the
 * server answers in the caller's language, or plain English (`must be a whole number`), sent as
 * written; an i18n key never has a space, plain English always does.
 */
import * as z from 'zod/mini';

/** An issue message that names a translation rather than being one. */
export const isMessageKey = (message: string): boolean => /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(message);

/** The context a transform gets. */
export type Ctx = z.core.ParsePayload;

/**
 * Reports a problem from a transform: `message` is an i18n key or plain English, `params`
 * fill in an i18n key's values (`status` answers with that status instead of 422).
 */
export function report(ctx: Ctx, message: string, extra: { path?: PropertyKey[]; params?: Record<string, string | number> } = {}): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value, path: extra.path ?? [], ...(extra.params ? { params: extra.params } : {}) });
  return z.NEVER;
}

/** Hands on the problems of a part, under its name. */
export function carry(ctx: Ctx, issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]): never {
  for (const issue of issues) ctx.issues.push({ ...issue, path: [...prefix, ...issue.path] } as z.core.$ZodRawIssue);
  return z.NEVER;
}

export type Problem = { message: string; params?: Record<string, string | number> };
export const fail = (ctx: Ctx, problem: Problem) => report(ctx, problem.message, problem.params ? { params: problem.params } : {});
