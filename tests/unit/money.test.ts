import { describe, expect, it } from 'vitest';
import { centsOf, eurosOf, formatEuros, formatMoney, toDecimal } from '#src/lib/money.ts';
import { isReverseCharge, pricePair, vatRateBp, withVat } from '#src/lib/vat.ts';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('money', () => {
  it('formats euros with two decimals, comma in nl and de', () => {
    expect(nbsp(formatMoney(123456, 'nl'))).toBe('€ 1.234,56');
    expect(nbsp(formatMoney(123456, 'de'))).toBe('1.234,56 €');
    expect(formatMoney(123456, 'en')).toBe('€1,234.56');
    expect(nbsp(formatMoney(5, 'nl'))).toBe('€ 0,05');
    expect(formatMoney(100, 'en')).toBe('€1.00');
  });
  it('renders decimals for APIs', () => {
    expect(toDecimal(1999)).toBe('19.99');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(-250)).toBe('-2.50');
  });
});

describe('VAT by destination', () => {
  it('charges the destination rate to consumers in the EU', () => {
    expect(vatRateBp({ country: 'NL' })).toBe(2100);
    expect(vatRateBp({ country: 'de' })).toBe(1900);
    expect(vatRateBp({ country: 'HU' })).toBe(2700);
  });
  it('charges nothing outside the EU and to validated EU businesses abroad', () => {
    expect(vatRateBp({ country: 'GB' })).toBe(0);
    expect(vatRateBp({ country: 'CH' })).toBe(0);
    expect(vatRateBp({ country: 'BE', validatedBusiness: true })).toBe(0);
    expect(vatRateBp({ country: 'NL', validatedBusiness: true })).toBe(2100);
  });
  it('calls only the 0 % of a validated business in another EU country reverse charge', () => {
    expect(isReverseCharge({ country: 'be', validatedBusiness: true })).toBe(true);
    expect(isReverseCharge({ country: 'BE' })).toBe(false);
    expect(isReverseCharge({ country: 'NL', validatedBusiness: true })).toBe(false);
    expect(isReverseCharge({ country: 'CH', validatedBusiness: true })).toBe(false); // an export, not a reverse charge
  });
  it('rounds to whole cents', () => {
    expect(withVat(1000, 2100)).toBe(1210);
    expect(withVat(999, 2100)).toBe(1209); // 1208.79
    expect(pricePair(4132, { country: 'NL' })).toEqual({ excl: 4132, incl: 5000, rateBp: 2100 });
  });
});

describe('euros of the API and cents of the database', () => {
  it('converts without floating-point drift, both ways', () => {
    expect(centsOf(19.99)).toBe(1999);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(1.005 * 1000)).toBe(100500);
    expect(eurosOf(1999)).toBe(19.99);
    expect(eurosOf(-5)).toBe(-0.05);
    expect(eurosOf(centsOf(72.91))).toBe(72.91);
  });
  it("formats an API amount in the page's locale", () => {
    expect(nbsp(formatEuros(1234.5, 'nl'))).toBe('€ 1.234,50');
    expect(formatEuros(19.99, 'en')).toBe('€19.99');
  });
});
