/**
 * Column decoders for the zod schemas that check raw rows (./query.ts). The two drivers answer
 * some types differently, and a value built inside JSON (json_agg, row_to_json) is plain JSON,
 * so each decoder accepts every form the shop's queries produce and answers one:
 *
 * | type                         | PGlite | node-postgres | inside JSON | decoded  |
 * |------------------------------|--------|---------------|-------------|----------|
 * | int8 (count(*), bigint)      | number | string        | number      | number   |
 * | numeric (round(avg(…)))      | string | string        | number      | number   |
 * | timestamptz                  | Date   | Date          | string      | Date     |
 * | char(n) (country ids)        | padded | padded        | padded      | trimmed  |
 */
import { z } from 'zod';

const toNumber = (value: string | number): number => (typeof value === 'number' ? value : Number(value));

/** int4 and smaller, and ids: a whole number. */
export const int = z.int();

/** int8: count(*), sums of integers, bigint columns. */
export const bigint = z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(toNumber);

/** numeric: averages and other exact decimals. */
export const numeric = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(toNumber);

/** timestamptz as a Date. */
export const timestamp = z
  .union([z.date(), z.string()])
  .transform((v) => (v instanceof Date ? v : new Date(v)))
  .pipe(z.date());

/** char(n): fixed-width text comes padded with spaces. */
export const fixedText = z.string().transform((v) => v.trim());

/** A localized JSON value ({ en, nl, de }); a locale may be missing. */
export const localizedText = z.object({ en: z.string().optional(), nl: z.string().optional(), de: z.string().optional() });

/** `RETURNING id` and other look-ups of a serial id. */
export const idRow = z.object({ id: int });

/** `SELECT count(*) AS n`. */
export const countRow = z.object({ n: bigint });
