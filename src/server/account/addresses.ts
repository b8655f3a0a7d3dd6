/**
 * A customer's addresses: list, add, change, remove. Every change runs with the customer's row
 * locked, so two tabs cannot leave two defaults or pass the limit together. A change the
 * customer makes to what was validated (country, company, VAT number, street, house number,
 * postcode, city) leaves the address not validated (0): validating a business address and its
 * VAT number is a back-office step. Making it the default or changing the phone number keeps
 * the validation. The default moves to the address marked so; removing
 * the default makes the oldest remaining address the default.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AddressJson } from '#src/lib/auth/types.ts';
import type { AddressInput } from '#src/lib/api/account.ts';
import { db } from '../database.ts';
import type { Queryable } from '../db/client.ts';
import { rows } from '../db/query.ts';
import { countRow, idRow, int } from '../db/decode.ts';
import { addressRow } from '../auth/customers.ts';
import { ApiError } from '../http/api-error.ts';
import { accountGone, addressNotFound } from './errors.ts';

export const MAX_ADDRESSES = 20;

const oneRow = z.object({ one: int });
const removedRow = z.object({ is_default: z.boolean() });

export async function listAddresses(db: Queryable, customerId: number): Promise<AddressJson[]> {
  return rows(
    db,
    addressRow,
    sql`
    SELECT id, country_id, company, vat_number, street, house_number, postcode, city, phone, validated, is_default
    FROM customer_addresses WHERE customer_id = ${customerId} ORDER BY is_default DESC, id`,
  );
}

export async function countryExists(db: Queryable, id: string): Promise<boolean> {
  return (await rows(db, oneRow, sql`SELECT 1 AS one FROM countries WHERE id = ${id}`)).length > 0;
}

async function withCustomerLocked<T>(customerId: number, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const locked = await rows(tx, idRow, sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`);
    if (locked.length === 0) throw accountGone();
    return work(tx);
  });
}

async function makeDefault(tx: Queryable, customerId: number, addressId: number): Promise<void> {
  await tx.execute(sql`UPDATE customer_addresses SET is_default = (id = ${addressId}) WHERE customer_id = ${customerId}`);
}

/** The new address's id. */
export async function addAddress(customerId: number, a: AddressInput): Promise<number> {
  return withCustomerLocked(customerId, async (tx) => {
    const [counted] = await rows(tx, countRow, sql`SELECT count(*) AS n FROM customer_addresses WHERE customer_id = ${customerId}`);
    const count = counted?.n ?? 0;
    if (count >= MAX_ADDRESSES) throw new ApiError(422, 'account.errors.tooManyAddresses', { params: { max: MAX_ADDRESSES } });
    const [created] = await rows(
      tx,
      idRow,
      sql`
      INSERT INTO customer_addresses (customer_id, country_id, company, vat_number, street, house_number, postcode, city, phone, validated, is_default)
      VALUES (${customerId}, ${a.countryId}, ${a.company}, ${a.vatNumber}, ${a.street}, ${a.houseNumber}, ${a.postcode}, ${a.city}, ${a.phone}, 0, false)
      RETURNING id`,
    );
    const id = (created as { id: number }).id;
    if (a.isDefault || count === 0) await makeDefault(tx, customerId, id);
    return id;
  });
}

export async function changeAddress(customerId: number, addressId: number, a: AddressInput): Promise<void> {
  await withCustomerLocked(customerId, async (tx) => {
    const updated = await rows(
      tx,
      idRow,
      sql`
      UPDATE customer_addresses SET country_id = ${a.countryId}, company = ${a.company}, vat_number = ${a.vatNumber}, street = ${a.street},
        house_number = ${a.houseNumber}, postcode = ${a.postcode}, city = ${a.city}, phone = ${a.phone},
        validated = CASE
          WHEN (trim(country_id), company, vat_number, street, house_number, postcode, city)
            IS NOT DISTINCT FROM (${a.countryId}::text, ${a.company}::text, ${a.vatNumber}::text, ${a.street}::text,
              ${a.houseNumber}::text, ${a.postcode}::text, ${a.city}::text)
          THEN validated ELSE 0 END
      WHERE id = ${addressId} AND customer_id = ${customerId} RETURNING id`,
    );
    if (updated.length === 0) throw addressNotFound();
    if (a.isDefault) await makeDefault(tx, customerId, addressId);
  });
}

export async function removeAddress(customerId: number, addressId: number): Promise<void> {
  await withCustomerLocked(customerId, async (tx) => {
    const removed = await rows(
      tx,
      removedRow,
      sql`
      DELETE FROM customer_addresses WHERE id = ${addressId} AND customer_id = ${customerId} RETURNING is_default`,
    );
    if (removed.length === 0) throw addressNotFound();
    if (removed[0]?.is_default) {
      await tx.execute(sql`
        UPDATE customer_addresses SET is_default = true
        WHERE id = (SELECT min(id) FROM customer_addresses WHERE customer_id = ${customerId})`);
    }
  });
}
