/**
 * EU VAT numbers as the checkout reads them (docs/vat-numbers-and-addresses.md, VAT numbers).
 * The valid numbers were found published online and are collected in python-stdnum's test suite;
 * the checksum-invalid ones are those numbers with a digit changed.
 */
import { describe, expect, it } from 'vitest';
import { parseVatNumber, shopCountryOf, VAT_COUNTRIES, vatCountryOf, type VatCountry } from '#src/lib/checkout/vat-number.ts';
import { EU_STANDARD_RATES_BP } from '#src/lib/vat.ts';

type Case = { valid: string[]; checksum: string[]; format: string[] };

const CASES: Record<VatCountry, Case> = {
  AT: {
    valid: ['ATU 142 43 102', 'ATU13585627', 'ATU 65480455'],
    checksum: ['ATU 143 43 102', 'ATU46080904', 'U13585626'],
    format: ['AT1 142 43 102', 'ATU 1515B209', 'ATU 151592092'],
  },
  BE: {
    valid: ['BE 0202.239.951', 'BE0428759497', 'BE 444.503.092', 'BE (0)468.561.072'],
    checksum: ['BE 0406.139.583', 'BE697449982', 'BE431150351'],
    format: ['BE 02A2.239.951', 'BE 0220,764.971x', 'BE 2202239951'],
  },
  BG: {
    valid: ['BG 175074752', 'BG 131202360', 'BG7111042925', 'BG7523169263', 'BG8032056031'],
    checksum: ['BG 131 172 009', 'BG 147147471', 'BG 175074751'],
    format: ['BG 10X8735941', 'BG 12345678'],
  },
  CY: {
    valid: ['CY 10246672X', 'CY-10259033P', 'CY00632993 F'],
    checksum: ['CY 10246672F', 'CY-10257074Y', 'CY-10259033Z'],
    format: ['CY-102590Z3P', 'CY-12259033P', 'CY-1225903322'],
  },
  CZ: {
    valid: ['CZ 25123891', 'CZ 640903926', 'CZ 640229/4448', 'CZ6306150004', 'CZ 8058012314'],
    checksum: ['CZ 25557481', 'CZ 640913926', 'CZ 8058018314'],
    format: ['CZ 95123891', 'CZ 1234567', 'CZ 1103492745'],
  },
  DE: {
    valid: ['DE 136695976', 'DE 811 363 057', 'DE - 231969187'],
    checksum: ['DE 125014855', 'DE 246 495 415', '136695978'],
    format: ['DE 246X595 415', 'DE 011125440', 'DE 13669597'],
  },
  DK: {
    valid: ['DK 13585628', 'DK 10 50 32 80', 'DK-27630308'],
    checksum: ['DK 11 96 56 58', 'DK10159817', 'DK 13585627'],
    format: ['DK 03585628', 'DK 135856288'],
  },
  EE: {
    valid: ['EE 100 931 558', 'EE 100594102', 'EE101256753'],
    checksum: ['EE 100 941 558', 'EE101256754', 'EE 100594103'],
    format: ['EE 10093155', 'EE 10093155A'],
  },
  EL: {
    valid: ['EL 094259216', 'EL 998386804', 'EL 94051189', 'GR 094068633'],
    checksum: ['EL 094013834', 'EL094501140', 'EL 123456781'],
    format: ['EL 0942592161', 'EL 09425921A'],
  },
  ES: {
    valid: ['ES 54362315K', 'ES X-5253868-R', 'ES B64717838', 'ES A08370314', 'ES Q-2818015-F', 'ES Y5277343F'],
    checksum: ['ES 54362415K', 'ES-x-2322300w', 'Es-a48951310', 'ES B64717839'],
    format: ['ES O-1234567-L', 'ES B-583784312', 'ES B6471783'],
  },
  FI: { valid: ['FI 20774740', 'FI 0982651-1', 'FI-22291240'], checksum: ['FI 20774741', 'FI 02459043'], format: ['FI 2077474', 'FI 2077474A'] },
  FR: {
    valid: ['FR 40 303 265 045', 'FR 23334175221', 'FR K 7399859412', 'FR 4Z123456782', 'FR32000000330'],
    checksum: ['FR 04409414264', 'FR 21 326 565 603', 'FR K 7399859312', 'FR 84 323 140 391'],
    format: ['FR IO334175221', 'FR000076090', 'FR 40 303 265 04X'],
  },
  HR: { valid: ['HR 33392005961', 'HR 94577403194'], checksum: ['HR 33392005962', 'HR 94577403195'], format: ['HR 3339200596', 'HR 3339200596A'] },
  HU: { valid: ['HU-12892312', 'HU 10672101', 'HU12078503'], checksum: ['HU-12892313', 'HU 10672102'], format: ['HU 1067210', 'HU 106721011'] },
  IE: {
    valid: ['IE 6433435F', 'IE 8D79739I', 'IE6433435OA', 'IE6433435IH', 'IE 8223200u', 'IE9Y71814N'],
    checksum: ['IE 4731823H', 'IE 632 3421 C', 'IE8D79729I', 'IE 6433435E'],
    format: ['IE 4550C59S', 'IE 069385V8', 'IE 8?79739J'],
  },
  IT: {
    valid: ['IT 00743110157', 'IT - 01404480202', 'IT 00 595 000 217'],
    checksum: ['IT 00743110158', 'IT 01404480203'],
    format: ['IT 00687129980', 'IT 00000001234', 'IT 0074311015'],
  },
  LT: {
    valid: ['LT 119511515', 'LT 100001919017', 'LT100004801610', 'LT 290068995116'],
    checksum: ['LT 100001919018', 'LT 119511516'],
    format: ['LT 100001354', 'LT 100001509922'],
  },
  LU: { valid: ['LU 150 274 42', 'LU 10059929', 'LU.248.70.640'], checksum: ['LU 150 274 43', 'LU 10059928'], format: ['LU 1502744', 'LU 1502744A'] },
  LV: {
    valid: ['LV 4000 3521 600', 'LV 90000528023', 'LV 161175-19997'],
    checksum: ['LV 40003189715', 'LV 90000528022', 'LV-42103048181', 'LV 161175-19998'],
    format: ['LV 161375-19997', 'LV 4000352160'],
  },
  MT: { valid: ['MT 1167-9112', 'MT 20630321', 'MT 1039-6417'], checksum: ['MT 1167-9113', 'MT 20630322'], format: ['MT 01679112', 'MT 116791'] },
  NL: {
    valid: ['NL 004495445B01', 'NL4495445B01', 'NL 8225.69.759 b01', 'NL-8197.38.116.B.01', 'NL002455799B11', 'NL001452330B47'],
    checksum: ['NL 123456789B90', 'NL 004495446B01', 'NL002455799B12'],
    format: ['NL 001241643801', 'NL 009122746B00', 'NL B06753742B01', 'NL 82X569759b01', 'NL006866304B021'],
  },
  PL: {
    valid: ['PL 8567346215', 'PL 584-030-44-72', 'PL 5261025421'],
    checksum: ['PL 8567346216', 'PL 5261025422'],
    format: ['PL 856734621', 'PL 856734621X'],
  },
  PT: { valid: ['PT 501 964 843', 'PT 500135.495', 'PT-505 856 468'], checksum: ['PT 501 964 842', 'PT 502448912'], format: ['PT 001 964 843', 'PT 50196484'] },
  RO: {
    valid: ['RO 185 472 90', 'RO 1630615123457', 'RO 573768', 'Ro 15071875'],
    checksum: ['RO 185 472 91', 'RO 1630615123458', 'RO 573769'],
    format: ['RO 0185 472 90', 'RO 12345678901', 'RO 1632215123457'],
  },
  SE: {
    valid: ['SE 556058115801', 'SE 202 100-5000 01', 'SE-5562245190-01'],
    checksum: ['SE 123456789101', 'SE 556058115901'],
    format: ['SE 55643359201', 'SE 5567003255201', 'SE 556058115802'],
  },
  SI: { valid: ['SI 50223054', 'SI 3609 7152', 'SI-89036999'], checksum: ['SI 50223055', 'SI 89036998'], format: ['SI 05022305', 'SI 5022305'] },
  SK: {
    valid: ['SK 202 274 96 19', 'SK 1078449064', 'SK2022193459'],
    checksum: ['SK 1078449164', 'SK 2020457679', 'SK 202 274 96 18'],
    format: ['SK A078449064', 'SK 012 274 96 19', 'SK 2010 237 945'],
  },
  XI: {
    valid: ['XI 980 7806 84', 'XI 100190874', 'XI242338087388', 'XI GD100', 'XI HA501', 'XI GD888810003', 'XI HA888856782'],
    checksum: ['XI 802311781', 'XI 001234567', 'XI HA888856700'],
    format: ['XI 9807806842', 'XI 9807806B4', 'XI ZZ100', 'XI GD600', 'XI HA201', 'XI GD888860018'],
  },
};

describe('parseVatNumber', () => {
  it('has a rule for every member state of the rate table, Greece as EL, plus Northern Ireland', () => {
    const eu = Object.keys(EU_STANDARD_RATES_BP).map((c) => (c === 'GR' ? 'EL' : c));
    expect([...VAT_COUNTRIES].sort()).toEqual([...eu, 'XI'].sort());
    expect(Object.keys(CASES).sort()).toEqual([...VAT_COUNTRIES].sort());
  });

  describe.each(Object.entries(CASES) as [VatCountry, Case][])('%s', (country, { valid, checksum, format }) => {
    it.each(valid)('accepts %s', (input) => {
      const result = parseVatNumber(input, shopCountryOf(country));
      expect(result).toMatchObject({ ok: true, country });
      if (result.ok) expect(result.formatted).toBe(country + result.number);
    });
    it.each(checksum)('rejects the check digits of %s', (input) => {
      expect(parseVatNumber(input, shopCountryOf(country))).toEqual({ ok: false, reason: 'checksum' });
    });
    it.each(format)('rejects the form of %s', (input) => {
      expect(parseVatNumber(input, shopCountryOf(country))).toEqual({ ok: false, reason: 'format' });
    });
  });

  it('normalises separators and case, and answers the number as the shop stores it', () => {
    expect(parseVatNumber(' be 0428.759.497 ')).toEqual({ ok: true, country: 'BE', number: '0428759497', formatted: 'BE0428759497' });
    expect(parseVatNumber('BE 428 759 497')).toEqual({ ok: true, country: 'BE', number: '0428759497', formatted: 'BE0428759497' });
    expect(parseVatNumber('nl-8225.69.759.b01')).toEqual({ ok: true, country: 'NL', number: '822569759B01', formatted: 'NL822569759B01' });
    expect(parseVatNumber('NL4495445B01')).toMatchObject({ number: '004495445B01', formatted: 'NL004495445B01' });
    expect(parseVatNumber('EL 94051189')).toMatchObject({ number: '094051189', formatted: 'EL094051189' });
    expect(parseVatNumber('CZ 640229/4448')).toMatchObject({ number: '6402294448' });
    expect(parseVatNumber('DK: 21599336')).toMatchObject({ ok: true, formatted: 'DK21599336' });
  });

  it('reads Greece as EL, whether written GR or EL', () => {
    expect(parseVatNumber('GR 094259216')).toEqual({ ok: true, country: 'EL', number: '094259216', formatted: 'EL094259216' });
    expect(parseVatNumber('EL094259216')).toMatchObject({ ok: true, country: 'EL' });
    expect(parseVatNumber('094259216', 'GR')).toMatchObject({ ok: true, country: 'EL', formatted: 'EL094259216' });
    expect(parseVatNumber('094259216', 'el')).toMatchObject({ ok: true, country: 'EL' });
  });

  it('takes a missing prefix from the given country only', () => {
    expect(parseVatNumber('0428759497', 'BE')).toEqual({ ok: true, country: 'BE', number: '0428759497', formatted: 'BE0428759497' });
    expect(parseVatNumber('U13585627', 'at')).toMatchObject({ ok: true, formatted: 'ATU13585627' });
    expect(parseVatNumber('X5253868R', 'ES')).toMatchObject({ ok: true, formatted: 'ESX5253868R' });
    expect(parseVatNumber('K7399859412', 'FR')).toMatchObject({ ok: true, formatted: 'FRK7399859412' });
    expect(parseVatNumber('0428759497')).toEqual({ ok: false, reason: 'format' });
    expect(parseVatNumber('U13585627')).toEqual({ ok: false, reason: 'format' });
  });

  it('lets a prefix win over the given country, so the caller compares the two', () => {
    expect(parseVatNumber('DE136695976', 'NL')).toMatchObject({ ok: true, country: 'DE' });
    expect(parseVatNumber('DE136695977', 'NL')).toEqual({ ok: false, reason: 'checksum' });
  });

  it('tries a French key that looks like a prefix as a French number', () => {
    // 'LV' is Latvia's prefix and also a possible key of a French number; 9 digits are no Latvian number.
    expect(parseVatNumber('FR LV 732829320')).toMatchObject({ ok: true, country: 'FR', number: 'LV732829320' });
    expect(parseVatNumber('LV 732829320', 'FR')).toEqual({ ok: true, country: 'FR', number: 'LV732829320', formatted: 'FRLV732829320' });
    expect(parseVatNumber('LV 732829320')).toEqual({ ok: false, reason: 'format' });
  });

  it('rejects what no EU VAT number can be', () => {
    expect(parseVatNumber('')).toEqual({ ok: false, reason: 'format' });
    expect(parseVatNumber(' .-/ ')).toEqual({ ok: false, reason: 'format' });
    expect(parseVatNumber('QQ 124567')).toEqual({ ok: false, reason: 'country' });
    expect(parseVatNumber('GB 980 7806 84')).toEqual({ ok: false, reason: 'country' });
    expect(parseVatNumber('CHE-123.456.788 MWST')).toEqual({ ok: false, reason: 'country' });
    expect(parseVatNumber('980780684', 'GB')).toEqual({ ok: false, reason: 'country' });
    expect(parseVatNumber('123456789', 'CH')).toEqual({ ok: false, reason: 'country' });
    expect(parseVatNumber('XI 980 7806 84', 'GB')).toMatchObject({ ok: true, country: 'XI' });
    expect(parseVatNumber('NL 0044954 45B01 ')).toMatchObject({ ok: true });
    expect(parseVatNumber('NL 004495445B01 extra')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('vatCountryOf and shopCountryOf', () => {
  it('map the shop’s GR to EL and back', () => {
    expect(vatCountryOf('GR')).toBe('EL');
    expect(vatCountryOf('gr')).toBe('EL');
    expect(vatCountryOf('EL')).toBe('EL');
    expect(vatCountryOf('NL')).toBe('NL');
    expect(vatCountryOf('XI')).toBe('XI');
    expect(shopCountryOf('EL')).toBe('GR');
    expect(shopCountryOf('XI')).toBe('GB');
    expect(shopCountryOf('DE')).toBe('DE');
  });
  it('know no VAT country outside the EU', () => {
    expect(vatCountryOf('GB')).toBeNull();
    expect(vatCountryOf('CH')).toBeNull();
    expect(vatCountryOf('US')).toBeNull();
    expect(vatCountryOf('')).toBeNull();
  });
  it('round-trip every country of the rate table', () => {
    for (const iso of Object.keys(EU_STANDARD_RATES_BP)) expect(shopCountryOf(vatCountryOf(iso) as VatCountry)).toBe(iso);
  });
});
