/**
 * The order sync (docs/adr/0011-account.md): linking earlier guest orders placed with the
 * account's e-mail address, confirmed with a code sent by mail, and the state of that request.
 */
import * as z from 'zod/mini';
import { jsonObject, report, request, timestamp } from '../common.ts';

/** POST /api/account/orders/sync/confirm `{ code }`: the 6 digits of the mail, spaces allowed as people copy them. */
export const syncConfirmRequest = request({
  body: jsonObject(
    z.object({
      code: z.pipe(
        z.optional(z.unknown()),
        z.transform((raw, ctx) => {
          const code = typeof raw === 'string' ? raw.replace(/\s/g, '') : '';
          if (/^\d{6}$/.test(code)) return code;
          return report(ctx, 'account.errors.codeFormat');
        }),
      ),
    }),
  ),
});

export const SYNC_STATES = ['none', 'code_sent', 'expired', 'locked', 'finished'] as const;

export const syncStatus = z.strictObject({
  /** Guest orders placed with the account's e-mail that are not linked yet. */
  guest_orders: z.int(),
  state: z.enum(SYNC_STATES),
  /** While a code is out: when it stops working and how many tries are left. */
  expires_at: z.nullable(timestamp),
  attempts_left: z.nullable(z.int()),
  /** Of the last confirmed request: orders found and linked. */
  total: z.int(),
  linked: z.int(),
  finished_at: z.nullable(timestamp),
});

/** GET /api/account/orders/sync/status. */
export const syncStatusAnswer = z.strictObject({ status: syncStatus });
/** POST /api/account/orders/sync and …/sync/confirm. */
export const syncWriteAnswer = z.strictObject({ success: z.literal(true), message: z.string(), status: syncStatus });

export type SyncState = (typeof SYNC_STATES)[number];
export type SyncStatusJson = z.infer<typeof syncStatus>;
