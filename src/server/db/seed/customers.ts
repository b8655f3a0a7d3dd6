/** Seeds the demo customers and their addresses (data/customers.ts); answers their ids by e-mail. */
import { createHash } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client.ts';
import * as s from '../schema.ts';
import { hashPassword } from '#src/server/auth/passwords.ts';
import { DEMO_CUSTOMERS } from './data/customers.ts';

type Insert = (name: string, table: PgTable, rows: object[]) => Promise<void>;

export async function seedCustomers(tx: Queryable, { insert }: { insert: Insert }): Promise<Map<string, number>> {
  // A salt derived from the e-mail keeps the seed deterministic; real accounts get random salts.
  const salt = (email: string) => createHash('sha256').update(`seed:${email}`).digest().subarray(0, 16);
  await insert(
    'customers',
    s.customers,
    await Promise.all(
      DEMO_CUSTOMERS.map(async (c) => ({
        email: c.email,
        passwordHash: await hashPassword(c.password, salt(c.email)),
        firstname: c.firstname,
        lastname: c.lastname,
        accountType: c.accountType,
        locale: c.locale,
        newsletter: c.newsletter,
      })),
    ),
  );
  const ids = new Map((await tx.select({ id: s.customers.id, email: s.customers.email }).from(s.customers)).map((r) => [r.email, r.id]));
  await insert(
    'customer_addresses',
    s.customerAddresses,
    DEMO_CUSTOMERS.flatMap((c) =>
      c.addresses.map((a) => ({
        customerId: ids.get(c.email) as number,
        countryId: a.countryId,
        company: a.company ?? null,
        vatNumber: a.vatNumber ?? null,
        street: a.street,
        houseNumber: a.houseNumber,
        postcode: a.postcode,
        city: a.city,
        phone: a.phone ?? null,
        validated: a.validated ? 1 : 0,
        isDefault: a.isDefault ?? false,
      })),
    ),
  );
  return ids;
}
