/**
 * Postcodes by country: what the checkout accepts in an address and how it stores it
 * (docs/vat-numbers-and-addresses.md, postcodes). Countries without a rule of their own take any
 * short code of letters, digits, spaces and dashes, so no customer abroad is turned away.
 */

export type PostcodeCheck = { ok: true; value: string } | { ok: false; example: string };

type Rule = {
  /** Matches the cleaned input (upper-case, single spaces, trimmed); its groups are the parts. */
  pattern: RegExp;
  /** The stored form from the pattern's match. */
  format: (m: RegExpExecArray) => string;
  /** A well-formed postcode, shown when the input is not one. */
  example: string;
};

const whole = (m: RegExpExecArray) => m[0];
const joined = (separator: string) => (m: RegExpExecArray) => `${m[1]}${separator}${m[2]}`;

// Royal Mail's outward code (area, district, sub-district) and inward code (sector digit, unit letters).
const UK_OUTWARD = '[A-PR-UWYZ](?:\\d\\d?|[A-HK-Y]\\d[\\dABEHMNPRV-Y]?|\\d[A-HJKPSTUW])';
const UK_INWARD = '\\d[ABD-HJLNP-UW-Z]{2}';

// Eircode: a routing key (a letter and two digits, or D6W) and four characters of a restricted alphabet.
const EIRCODE_LETTERS = 'ACDEFHKNPRTVWXY';

const RULES: Record<string, Rule> = {
  // Four digits, the first not 0, and two letters; PostNL never issues SA, SD or SS.
  NL: { pattern: /^([1-9]\d{3}) ?((?!SA|SD|SS)[A-Z]{2})$/, format: joined(' '), example: '1234 AB' },
  BE: { pattern: /^[1-9]\d{3}$/, format: whole, example: '1000' },
  DE: { pattern: /^\d{5}$/, format: whole, example: '10115' },
  GB: { pattern: new RegExp(`^(GIR) ?(0AA)$|^(${UK_OUTWARD}) ?(${UK_INWARD})$`), format: (m) => (m[1] ? 'GIR 0AA' : `${m[3]} ${m[4]}`), example: 'SW1A 1AA' },
  FR: { pattern: /^\d{5}$/, format: whole, example: '75001' },
  AT: { pattern: /^[1-9]\d{3}$/, format: whole, example: '1010' },
  // Luxembourg writes L-1234 on letters; the country is stored apart, so the digits are enough.
  LU: { pattern: /^(?:L ?-? ?)?(\d{4})$/, format: (m) => m[1] as string, example: '1311' },
  DK: { pattern: /^\d{4}$/, format: whole, example: '2100' },
  CH: { pattern: /^[1-9]\d{3}$/, format: whole, example: '8001' },
  PL: { pattern: /^(\d{2}) ?-? ?(\d{3})$/, format: joined('-'), example: '00-950' },
  // The first two digits are the province, 01–52.
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, format: whole, example: '28013' },
  IT: { pattern: /^\d{5}$/, format: whole, example: '00184' },
  SE: { pattern: /^([1-9]\d{2}) ?(\d{2})$/, format: joined(' '), example: '114 55' },
  IE: { pattern: new RegExp(`^([${EIRCODE_LETTERS}]\\d{2}|D6W) ?([\\d${EIRCODE_LETTERS}]{4})$`), format: joined(' '), example: 'D02 X285' },
  PT: { pattern: /^([1-9]\d{3}) ?-? ?(\d{3})$/, format: joined('-'), example: '1100-148' },
};

const OTHER: Rule = { pattern: /^(?=.*[A-Z0-9])[A-Z0-9 -]{1,10}$/, format: whole, example: '12345' };

/** Ireland's Eircode is optional on an address: many rural addresses are found without it. */
const OPTIONAL = new Set(['IE']);

const ruleOf = (country: string): Rule => RULES[country.trim().toUpperCase()] ?? OTHER;

/** Upper-case, trimmed, runs of white space as one space. */
const clean = (input: string) => input.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The postcode as the shop stores it when it fits the country's pattern; otherwise the input
 * cleaned (trimmed, upper-case, single spaces), so a form can show back what was typed.
 * @example normalizePostcode('NL', '1234ab') // '1234 AB'
 * @example normalizePostcode('GB', 'sw1a1aa') // 'SW1A 1AA'
 */
export function normalizePostcode(country: string, input: string): string {
  const rule = ruleOf(country);
  const cleaned = clean(input);
  const m = rule.pattern.exec(cleaned);
  return m ? rule.format(m) : cleaned;
}

/**
 * Checks a postcode for the delivery or billing country; a wrong one answers an example of the
 * country's form for the message.
 * @example checkPostcode('NL', ' 3821al ') // { ok: true, value: '3821 AL' }
 * @example checkPostcode('DE', '1234') // { ok: false, example: '10115' }
 * @example checkPostcode('IE', '') // { ok: true, value: '' }
 */
export function checkPostcode(country: string, input: string): PostcodeCheck {
  const code = country.trim().toUpperCase();
  const rule = ruleOf(code);
  const cleaned = clean(input);
  if (cleaned === '' && OPTIONAL.has(code)) return { ok: true, value: '' };
  const m = rule.pattern.exec(cleaned);
  return m ? { ok: true, value: rule.format(m) } : { ok: false, example: rule.example };
}

/**
 * An example postcode of the country, for a field's placeholder or hint.
 * @example postcodeExample('SE') // '114 55'
 */
export const postcodeExample = (country: string): string => ruleOf(country).example;
