/**
 * What the account layout shows around every account page: who is logged in, and whether the
 * Business item belongs in the menu (docs/accounts.md, account pages).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { onShopDatabase } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';

export type AccountShell = { firstname: string; lastname: string; email: string; hasValidatedAddress: boolean };

const shellRow = z.object({ firstname: z.string(), lastname: z.string(), email: z.string(), validated: z.boolean() });

export async function loadAccountShell(db: Queryable, customerId: number): Promise<AccountShell | null> {
  const [found] = await rows(
    db,
    shellRow,
    sql`
    SELECT firstname, lastname, email,
      EXISTS (SELECT 1 FROM customer_addresses a WHERE a.customer_id = c.id AND a.validated = 1) AS validated
    FROM customers c WHERE c.id = ${customerId}`,
  );
  return found ? { firstname: found.firstname, lastname: found.lastname, email: found.email, hasValidatedAddress: found.validated } : null;
}

export const accountShell = onShopDatabase(loadAccountShell);
