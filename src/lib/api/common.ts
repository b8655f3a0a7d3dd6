/**
 * Building blocks of the API's request and answer schemas (docs/http-edge.md), shared by the
 * server, which checks every request through them, and the browser, which reads answers with
 * them. Pure: zod and the shop's own constants, nothing of the server. Written with zod/mini,
 * whose functions a bundler can drop when unused: a page that reads one answer carries that
 * schema only, not the family's others.
 * The building blocks live by concern in src/lib/api/common/; this module is the one the rest of
 * the shop imports them from.
 */
export { isMessageKey, report, carry, type Ctx } from './common/problems.ts';
export * from './common/answers.ts';
export { UnreadableBody, jsonObject, inOrder, request, checked } from './common/requests.ts';
export * from './common/query.ts';
export * from './common/fields.ts';
export * from './common/ids.ts';
export * from './common/lookups.ts';
