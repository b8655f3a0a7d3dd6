/** Raw rows are decoded at the data layer's edge: both drivers' forms of a value decode alike. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bigint, fixedText, int, localizedText, numeric, timestamp } from '#src/server/db/decode.ts';
import { decodeRows, RowShapeError } from '#src/server/db/query.ts';

describe('column decoders', () => {
  it('read int8 as PGlite (number) and node-postgres (string) give it', () => {
    expect([bigint.parse(12), bigint.parse('12'), bigint.parse('-3')]).toEqual([12, 12, -3]);
    expect(() => bigint.parse('12abc')).toThrow();
  });

  it('read numeric from text, and as a number inside JSON', () => {
    expect([numeric.parse('4.5'), numeric.parse(4.5), numeric.parse('10')]).toEqual([4.5, 4.5, 10]);
    expect(() => numeric.parse('')).toThrow();
  });

  it('read timestamps as Dates, from a driver or an ISO string inside JSON', () => {
    const at = new Date('2026-03-01T10:00:00.000Z');
    expect(timestamp.parse(at).getTime()).toBe(at.getTime());
    expect(timestamp.parse('2026-03-01T11:00:00.123456+01:00').getTime()).toBe(at.getTime() + 123);
    expect(() => timestamp.parse('not a time')).toThrow();
  });

  it('trim fixed-width text and accept localized values with a locale missing', () => {
    expect(fixedText.parse('NL')).toBe('NL');
    expect(fixedText.parse('B ')).toBe('B');
    expect(localizedText.parse({ en: 'Case', nl: 'Behuizing' })).toEqual({ en: 'Case', nl: 'Behuizing' });
  });
});

describe('decodeRows', () => {
  const row = z.object({ id: int, total: bigint, name: z.string().nullable() });

  it('checks and converts every row, dropping columns the schema does not name', () => {
    expect(decodeRows(row, [{ id: 1, total: '7', name: null, extra: true }])).toEqual([{ id: 1, total: 7, name: null }]);
  });

  it('refuses a row of another shape, naming the row and the column', () => {
    const decode = () =>
      decodeRows(row, [
        { id: 1, total: 1, name: 'a' },
        { id: 'x', total: 1, name: 'b' },
      ]);
    expect(decode).toThrow(RowShapeError);
    expect(decode).toThrow(/#1[\s\S]*id/);
  });
});
