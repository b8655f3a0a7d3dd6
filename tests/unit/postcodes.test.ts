/** Postcodes by country as the checkout accepts and stores them (docs/vat-numbers-and-addresses.md, postcodes). */
import { describe, expect, it } from 'vitest';
import { checkPostcode, normalizePostcode, postcodeExample } from '#src/lib/checkout/postcodes.ts';

type Case = { good: [input: string, stored: string][]; bad: string[]; example: string };

const CASES: Record<string, Case> = {
  NL: {
    good: [
      ['1234 AB', '1234 AB'],
      ['1234ab', '1234 AB'],
      ['  3821   al ', '3821 AL'],
      ['9999 ZZ', '9999 ZZ'],
      ['1000 AA', '1000 AA'],
    ],
    bad: ['0123 AB', '0999 ZZ', '123 AB', '12345 AB', '1234 A', '1234 ABC', '1234-AB', '1234 SS', '1234 SA', '1234 SD', 'AB 1234', ''],
    example: '1234 AB',
  },
  BE: {
    good: [
      ['1000', '1000'],
      [' 9999 ', '9999'],
    ],
    bad: ['0999', '999', '10000', 'B-1000', '1000 AB', ''],
    example: '1000',
  },
  DE: {
    good: [
      ['10115', '10115'],
      ['01067', '01067'],
    ],
    bad: ['1011', '101155', '10 115', 'D-10115', 'ABCDE', ''],
    example: '10115',
  },
  GB: {
    good: [
      ['SW1A 1AA', 'SW1A 1AA'],
      ['sw1a1aa', 'SW1A 1AA'],
      ['EC1A 1BB', 'EC1A 1BB'],
      ['W1A 0AX', 'W1A 0AX'],
      ['M1 1AE', 'M1 1AE'],
      ['B33 8TH', 'B33 8TH'],
      ['b338th', 'B33 8TH'],
      ['CR2 6XH', 'CR2 6XH'],
      ['DN55 1PT', 'DN55 1PT'],
      ['BT1 5GS', 'BT1 5GS'],
      ['GIR 0AA', 'GIR 0AA'],
      ['gir0aa', 'GIR 0AA'],
      ['  SW1A   1AA ', 'SW1A 1AA'],
    ],
    bad: ['QA1 1AA', 'VA1 1AA', 'XA1 1AA', 'AI1 1AA', 'AJ1 1AA', 'SW1A 1AC', 'SW1A 1IA', 'W1L 1AA', 'SW1A1A', 'SW1A 1AAA', '12345', 'GIR 0AB', ''],
    example: 'SW1A 1AA',
  },
  FR: {
    good: [
      ['75001', '75001'],
      ['20000', '20000'],
    ],
    bad: ['7500', '750011', '75 001', '2A000', ''],
    example: '75001',
  },
  AT: {
    good: [
      ['1010', '1010'],
      ['9020', '9020'],
    ],
    bad: ['0100', '101', '10100', 'A-1010', ''],
    example: '1010',
  },
  LU: {
    good: [
      ['1311', '1311'],
      ['L-1311', '1311'],
      ['l-1311', '1311'],
      ['L 1311', '1311'],
      ['L1311', '1311'],
    ],
    bad: ['131', '13111', 'LU-1311', 'B-1311', ''],
    example: '1311',
  },
  DK: {
    good: [
      ['2100', '2100'],
      ['0800', '0800'],
    ],
    bad: ['210', '21000', 'DK-2100', ''],
    example: '2100',
  },
  CH: {
    good: [
      ['8001', '8001'],
      ['1000', '1000'],
    ],
    bad: ['0800', '800', '80010', 'CH-8001', ''],
    example: '8001',
  },
  PL: {
    good: [
      ['00-950', '00-950'],
      ['00950', '00-950'],
      ['31 - 008', '31-008'],
    ],
    bad: ['00-95', '0-950', '00-9500', '00_950', ''],
    example: '00-950',
  },
  ES: {
    good: [
      ['28013', '28013'],
      ['01001', '01001'],
      ['52006', '52006'],
    ],
    bad: ['00123', '53001', '99999', '2801', '280134', ''],
    example: '28013',
  },
  IT: {
    good: [
      ['00184', '00184'],
      ['20121', '20121'],
    ],
    bad: ['0018', '001844', 'I-00184', ''],
    example: '00184',
  },
  SE: {
    good: [
      ['114 55', '114 55'],
      ['11455', '114 55'],
      ['981 38', '981 38'],
    ],
    bad: ['014 55', '1145', '114 555', 'S-114 55', ''],
    example: '114 55',
  },
  IE: {
    good: [
      ['D02 X285', 'D02 X285'],
      ['a65f4e2', 'A65 F4E2'],
      ['D6W 1234', 'D6W 1234'],
      ['t12ac34', 'T12 AC34'],
      ['', ''],
      ['   ', ''],
    ],
    bad: ['B02 X285', 'D02 X28', 'D02 X2855', 'D02 XB8I', 'D6X 1234', '12345'],
    example: 'D02 X285',
  },
  PT: {
    good: [
      ['1100-148', '1100-148'],
      ['1100148', '1100-148'],
      ['4000 - 322', '4000-322'],
    ],
    bad: ['0100-148', '1100-14', '1100', '1100-1488', ''],
    example: '1100-148',
  },
};

describe.each(Object.entries(CASES))('postcodes of %s', (country, { good, bad, example }) => {
  it.each(good)('accepts %j as %j', (input, stored) => {
    expect(checkPostcode(country, input)).toEqual({ ok: true, value: stored });
    expect(normalizePostcode(country, input)).toBe(stored);
  });
  it.each(bad)('rejects %j with an example', (input) => {
    expect(checkPostcode(country, input)).toEqual({ ok: false, example });
  });
  it('has an example that passes its own rule', () => {
    expect(postcodeExample(country)).toBe(example);
    expect(checkPostcode(country, example)).toEqual({ ok: true, value: example });
  });
});

describe('postcodes of other countries', () => {
  it('take 1 to 10 letters, digits, spaces and dashes, upper-cased with single spaces', () => {
    expect(checkPostcode('US', '90210')).toEqual({ ok: true, value: '90210' });
    expect(checkPostcode('US', '90210-1234')).toEqual({ ok: true, value: '90210-1234' });
    expect(checkPostcode('CA', 'k1a 0b1')).toEqual({ ok: true, value: 'K1A 0B1' });
    expect(checkPostcode('NO', ' 0150 ')).toEqual({ ok: true, value: '0150' });
    expect(checkPostcode('JP', '100  0001')).toEqual({ ok: true, value: '100 0001' });
    expect(checkPostcode('GR', '105 57')).toEqual({ ok: true, value: '105 57' });
  });
  it('refuse the empty, the too long, only separators and other characters', () => {
    for (const input of ['', '   ', '12345678901', '--', 'A1#2', '1234/5', 'ÅÄÖ12'])
      expect(checkPostcode('US', input)).toEqual({ ok: false, example: '12345' });
  });
});

describe('country codes', () => {
  it('are read in any case and with spaces around', () => {
    expect(checkPostcode(' nl ', '1234ab')).toEqual({ ok: true, value: '1234 AB' });
    expect(normalizePostcode('gb', 'sw1a1aa')).toBe('SW1A 1AA');
  });
});

describe('normalizePostcode', () => {
  it('cleans what does not fit, so a form shows back what was typed', () => {
    expect(normalizePostcode('NL', ' 0123   ab ')).toBe('0123 AB');
    expect(normalizePostcode('DE', 'd-10115')).toBe('D-10115');
  });
});
