/**
 * The request schemas of src/lib/api are the only readers of what callers send. These tests
 * feed them odd and ordinary input and pin the answer: the values the shop's code receives, or
 * the error contract (status, message, problems per field in reading order) in the caller's
 * language, as the endpoints answer it (`inputProblem`). The constants the schemas repeat (they
 * may not import the server) must equal the server's.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { translator } from '#src/lib/i18n.ts';
import { SHOPS, type Shop } from '#src/lib/locales.ts';
import { normalizeVatNumber } from '#src/lib/vat.ts';
import { inputProblem } from '#src/server/http/endpoint.ts';
import { INVALID_MESSAGE, InputError } from '#src/server/http/api-error.ts';
import { isMessageKey } from '#src/lib/api/common.ts';
import { searchRequest, SEARCH_FACETS, MAX_QUERY_CHARS, type SearchQuery } from '#src/lib/api/search.ts';
import { favoritesAddRequest, favoritesReadRequest, favoritesRemoveRequest, toggleRequest } from '#src/lib/api/favorites.ts';
import { addressAddRequestWith, emailRequest, nameRequest, passwordRequestWith, MAX_ORDERS_PER_PAGE, ORDERS_PER_PAGE } from '#src/lib/api/account.ts';
import { forgotPasswordRequest, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, normalizeEmail, resetPasswordRequest } from '#src/lib/api/auth.ts';
import { MAX_LINE_QUANTITY } from '#src/lib/api/cart.ts';
import { FACET_PROPERTIES, MAX_QUERY_LENGTH } from '#src/server/search/terms.ts';
import { searchInput } from '#src/server/http/search-input.ts';
import type { SearchInput } from '#src/server/search/search.ts';
import { passwordPolicy } from '#src/server/auth/http.ts';
import {
  MAX_PASSWORD_LENGTH as SERVER_MAX_PASSWORD,
  MIN_PASSWORD_LENGTH as SERVER_MIN_PASSWORD,
  normalizeEmail as serverNormalizeEmail,
} from '#src/server/auth/passwords.ts';
import { MAX_LINE_QUANTITY as SERVER_MAX_LINE_QUANTITY } from '#src/server/cart/limits.ts';
import { MAX_ORDERS_PER_PAGE as SERVER_MAX_ORDERS, ORDERS_PER_PAGE as SERVER_ORDERS } from '#src/server/account/orders.ts';

const t = translator('de');

type Outcome = { value: unknown } | { status: number; message: string; errors: Record<string, string[]> | undefined };

/** What a request comes to: its value, or the error answer the endpoint gives. */
async function read(schema: z.core.$ZodType, raw: unknown, pick: (data: never) => unknown = (d: { body: unknown }) => d.body): Promise<Outcome> {
  const parsed = await z.safeParseAsync(schema, raw);
  if (parsed.success) return { value: pick(parsed.data as never) };
  const problem = inputProblem(parsed.error.issues, t);
  if (problem instanceof InputError) return { status: 422, message: problem.summary ?? INVALID_MESSAGE, errors: problem.errors };
  const message = problem.localize(t);
  return { status: problem.status, message, errors: problem.field ? { [problem.field]: [message] } : undefined };
}

const accepted = (value: unknown): Outcome => ({ value });

/**
 * A 422 naming each field's problem (an i18n key, answered in the caller's language, or plain
 * English, sent as written); its message is the first problem when that is a key, else the
 * generic one.
 */
function refused(problems: Record<string, string>): Outcome {
  const say = (message: string) => (isMessageKey(message) ? (t as unknown as (key: string) => string)(message) : message);
  const first = Object.values(problems)[0] ?? '';
  return {
    status: 422,
    message: isMessageKey(first) ? say(first) : INVALID_MESSAGE,
    errors: Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [say(message)]])),
  };
}

/** The same answer, problems in the same order. */
function expectOutcome(actual: Outcome, expected: Outcome, label: string): void {
  expect(actual, label).toEqual(expected);
  if ('errors' in expected && expected.errors && 'errors' in actual && actual.errors)
    expect(Object.keys(actual.errors), label).toEqual(Object.keys(expected.errors));
}

describe('constants the schemas repeat', () => {
  it("equal the server's", () => {
    expect([...SEARCH_FACETS]).toEqual([...FACET_PROPERTIES]);
    expect(MAX_QUERY_CHARS).toBe(MAX_QUERY_LENGTH * 2);
    expect(MAX_LINE_QUANTITY).toBe(SERVER_MAX_LINE_QUANTITY);
    expect([ORDERS_PER_PAGE, MAX_ORDERS_PER_PAGE]).toEqual([SERVER_ORDERS, SERVER_MAX_ORDERS]);
    expect([MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH]).toEqual([SERVER_MIN_PASSWORD, SERVER_MAX_PASSWORD]);
    for (const email of ['  Anna@Example.NL ', 'É@x.nl', 'e\u0301@x.nl']) expect(normalizeEmail(email)).toBe(serverNormalizeEmail(email));
  });

  it('normalise VAT numbers as people type them', () => {
    expect(normalizeVatNumber(' nl 8594.30.233.B01 ')).toBe('NL859430233B01');
    expect(normalizeVatNumber('de-123')).toBe('DE123');
  });
});

describe('search parameters', () => {
  // What the search gets on each shop when the URL names nothing; the page's region is BE.
  const unfiltered = { page: 1, perPage: 20, categories: [], properties: {}, minPriceCents: null, maxPriceCents: null };
  const international: SearchInput = { ...unfiltered, query: '', locale: 'en', vatRateBp: 2100 };
  const DEFAULTS: Record<'international' | 'nl', SearchInput> = { international, nl: { ...international, locale: 'nl' } };
  const WHOLE = 'must be a whole number';
  const AMOUNT = 'must be an amount like 12.50';
  const CATEGORIES = 'must be category ids';
  const NOT_JSON = 'must be a JSON object like {"kleur":["zwart"]}';

  /** Per query: what differs from the defaults (per shop where the shops differ), or the problems. */
  const QUERIES: [string, Partial<SearchInput> | { nl: Partial<SearchInput>; international: Partial<SearchInput> } | { refused: Record<string, string> }][] = [
    ['', {}],
    ['query=kabel', { query: 'kabel' }],
    ['q=kabel', { query: 'kabel' }],
    ['query=&q=kabel', {}],
    ['page=0', {}],
    ['page=10000', { page: 10_000 }],
    ['page=99999999', { page: 10_000 }],
    ['per_page=1000', { perPage: 60 }],
    ['per_page=-5', { perPage: 1 }],
    ['page=abc&per_page=1.5', { refused: { page: WHOLE, per_page: WHOLE } }],
    ['locale=fr', { refused: { locale: 'must be one of en, nl, de' } }],
    ['locale=de', { locale: 'de' }],
    ['locale=', {}],
    ['country=NLD', { refused: { country: 'must be a two-letter country code' } }],
    // The Dutch shop sells at Dutch prices whatever the URL says.
    ['country=de', { international: { vatRateBp: 1900 }, nl: {} }],
    ['country=', {}],
    ['category=x', { refused: { category: CATEGORIES } }],
    ['category=3,7&category[]=3', { categories: [3, 7] }],
    ['category=0', { refused: { category: CATEGORIES } }],
    [`category=${Array.from({ length: 30 }, (_, i) => i + 1).join(',')}`, { categories: Array.from({ length: 20 }, (_, i) => i + 1) }],
    ['minprice=-3', { refused: { minprice: AMOUNT } }],
    ['minprice=50&maxprice=12.5', { minPriceCents: 1250, maxPriceCents: 5000 }],
    ['minprice=12.505', { refused: { minprice: AMOUNT } }],
    ['maxprice=99999999', { refused: { maxprice: AMOUNT } }],
    ['properties={nope', { refused: { properties: NOT_JSON } }],
    ['properties=[1]', { refused: { properties: 'must map property names to a value or a list of values' } }],
    [
      `properties=${encodeURIComponent('{"kleur":["zwart","wit"],"merk":"Raspberry Pi","gewicht":["1"]}')}`,
      { properties: { kleur: ['zwart', 'wit'], merk: ['Raspberry Pi'] } },
    ],
    ['properties[kleur][]=zwart&properties[kleur][]=wit&properties[merk][]=Joy-IT', { properties: { kleur: ['zwart', 'wit'], merk: ['Joy-IT'] } }],
    ['properties[kleur]=zwart&properties[kleur]=zwart', { properties: { kleur: ['zwart'] } }],
    [`query=${'a'.repeat(10_000)}`, { query: 'a'.repeat(MAX_QUERY_CHARS) }],
    [
      'page=abc&per_page=1.5&locale=fr&country=NLD&category=x&minprice=-3&properties={nope',
      {
        refused: {
          page: WHOLE,
          per_page: WHOLE,
          locale: 'must be one of en, nl, de',
          country: 'must be a two-letter country code',
          category: CATEGORIES,
          minprice: AMOUNT,
          properties: NOT_JSON,
        },
      },
    ],
  ];

  for (const shop of [SHOPS.international, SHOPS.nl] as Shop[]) {
    const id = shop.id as 'international' | 'nl';
    it.each(QUERIES)(`reads "%s" on the ${id} shop`, async (qs, expected) => {
      const outcome = await read(searchRequest, { query: new URLSearchParams(qs) }, (d: { query: SearchQuery }) => searchInput(d.query, shop, 'BE'));
      if ('refused' in expected) expectOutcome(outcome, refused(expected.refused), qs);
      else expectOutcome(outcome, accepted({ ...DEFAULTS[id], ...('nl' in expected ? expected[id] : expected) }), qs);
    });
  }
});

describe('favourites', () => {
  const IDS_REFUSED = refused({ ids: 'favorites.errors.ids' });
  /** Ids of a body: what adding and removing read from them. */
  const ID_VALUES: [string, unknown, Outcome, Outcome][] = [
    ['no ids', undefined, IDS_REFUSED, accepted(null)],
    ['null', null, IDS_REFUSED, IDS_REFUSED],
    ['a word', 'all', IDS_REFUSED, IDS_REFUSED],
    ['an empty list', [], accepted([]), accepted([])],
    ['repeats and digit strings', [1, 2, 2, '3'], accepted([1, 2, 3]), accepted([1, 2, 3])],
    ['digits with spaces', [' 7 '], accepted([7]), accepted([7])],
    ['zero', [0], IDS_REFUSED, IDS_REFUSED],
    ['a fraction', [1.5], IDS_REFUSED, IDS_REFUSED],
    ['a letter', ['x'], IDS_REFUSED, IDS_REFUSED],
    ['201 ids', Array.from({ length: 201 }, (_, i) => i + 1), IDS_REFUSED, IDS_REFUSED],
    ['an id beyond the database', [2_147_483_648], IDS_REFUSED, IDS_REFUSED],
  ];
  it.each(ID_VALUES)('reads %s as ids', async (_label, ids, add, remove) => {
    const body = ids === undefined ? {} : { ids };
    const pick = (d: { body: { ids: unknown } }) => d.body.ids;
    expectOutcome(await read(favoritesAddRequest, { body }, pick), add, 'add');
    expectOutcome(await read(favoritesRemoveRequest, { body }, pick), remove, 'remove');
  });

  it('checks the toggle body against the path', async () => {
    const mismatch = 'favorites.errors.idMismatch';
    const cases: [Record<string, unknown>, Outcome][] = [
      [{}, accepted(undefined)],
      [{ id: 5 }, accepted(undefined)],
      [{ id: '5' }, accepted(undefined)],
      [{ id: 6 }, refused({ id: mismatch })],
      [{ type: 'product' }, accepted(undefined)],
      [{ type: 'variant' }, refused({ type: 'favorites.errors.type' })],
      [{ id: 6, type: 'x' }, refused({ id: mismatch, type: 'favorites.errors.type' })],
      [{ id: null }, refused({ id: mismatch })],
    ];
    for (const [body, expected] of cases) {
      expectOutcome(await read(toggleRequest, { params: { id: '5' }, body }, () => undefined), expected, JSON.stringify(body));
    }
  });

  it("reads the public list's parameters, the Dutch shop always pricing for NL", async () => {
    const cases: [string, { ids: number[]; locale?: string; country?: string } | { refused: Record<string, string> }][] = [
      ['ids=1,2,2', { ids: [1, 2] }],
      ['ids[]=3&ids=4', { ids: [4, 3] }],
      ['ids=', { ids: [] }],
      ['ids=abc', { refused: { ids: 'favorites.errors.ids' } }],
      ['ids=1,,x', { refused: { ids: 'favorites.errors.ids' } }],
      ['ids=1&locale=fr', { refused: { locale: 'favorites.errors.locale' } }],
      ['ids=1&locale=de', { ids: [1], locale: 'de' }],
      ['ids=1&country=123', { refused: { country: 'favorites.errors.country' } }],
      ['ids=1&country=de', { ids: [1], country: 'DE' }],
      ['ids=1&locale=fr&country=1', { refused: { locale: 'favorites.errors.locale', country: 'favorites.errors.country' } }],
    ];
    for (const [qs, expected] of cases) {
      for (const shop of [SHOPS.international, SHOPS.nl] as Shop[]) {
        const outcome = await read(
          favoritesReadRequest,
          { query: new URLSearchParams(qs) },
          (d: { query: { ids: number[]; locale: string | null; country: string | null } }) => ({
            ids: d.query.ids,
            locale: d.query.locale ?? shop.defaultLocale,
            country: shop.fixedCountry ?? d.query.country ?? 'BE',
          }),
        );
        const wanted =
          'refused' in expected
            ? refused(expected.refused)
            : accepted({ ids: expected.ids, locale: expected.locale ?? shop.defaultLocale, country: shop.fixedCountry ?? expected.country ?? 'BE' });
        expectOutcome(outcome, wanted, `${shop.id} ${qs}`);
      }
    }
  });
});

describe('addresses', () => {
  const countries = new Set(['NL', 'BE', 'DE', 'AT', 'LU', 'FR', 'GR', 'GB']);
  const countryExists = async (id: string) => countries.has(id);
  const address = { countryId: '', company: null, vatNumber: null, street: 'a', houseNumber: '1', postcode: '', city: 'b', phone: null, isDefault: false };
  const CASES: [Record<string, unknown>, Outcome][] = [
    [
      {},
      refused({
        country_id: 'account.errors.countryUnknown',
        street: 'account.errors.streetRequired',
        house_number: 'account.errors.houseNumberRequired',
        postcode: 'account.errors.postcodeRequired',
        city: 'account.errors.cityRequired',
      }),
    ],
    [
      { country_id: 'NL', street: 'Dorpsstraat', house_number: '1', postcode: '3831 ab', city: 'Leusden' },
      accepted({ ...address, countryId: 'NL', street: 'Dorpsstraat', postcode: '3831 AB', city: 'Leusden' }),
    ],
    [
      { country_id: 'nl', street: 'Dorpsstraat', house_number: '1', postcode: '3831', city: 'Leusden', phone: 'abc' },
      refused({ postcode: 'account.errors.postcodeInvalid', phone: 'account.errors.phoneInvalid' }),
    ],
    [
      { country_id: 'XX', street: ' ', house_number: 1, postcode: '12345', city: 'x'.repeat(101) },
      refused({
        country_id: 'account.errors.countryUnknown',
        street: 'account.errors.streetRequired',
        house_number: 'account.errors.houseNumberRequired',
        city: 'account.errors.tooLong',
      }),
    ],
    [
      { country_id: 'NLD', street: 'a', house_number: '1', postcode: '!!', city: 'b', company: 7 },
      refused({ country_id: 'account.errors.tooLong', postcode: 'account.errors.postcodeInvalid', company: 'account.errors.textInvalid' }),
    ],
    [
      { country_id: 'BE', street: 'a', house_number: '1', postcode: '1000', city: 'b', vat_number: 'BE 0123.456.789' },
      refused({ company: 'account.errors.companyRequired' }),
    ],
    [
      { country_id: 'BE', street: 'a', house_number: '1', postcode: '1000', city: 'b', vat_number: 'NL0123456789', company: 'X' },
      refused({ vat_number: 'account.errors.vatNumberInvalid' }),
    ],
    [
      { country_id: 'GR', street: 'a', house_number: '1', postcode: '10431', city: 'b', vat_number: 'EL123456789', company: 'X', is_default: 'yes' },
      refused({ is_default: 'account.errors.booleanInvalid' }),
    ],
    [
      { country_id: 'DE', street: 'a', house_number: '1', postcode: '10115', city: 'b', vat_number: 'x'.repeat(40), company: 'y'.repeat(101) },
      refused({ company: 'account.errors.tooLong', vat_number: 'account.errors.tooLong' }),
    ],
    [
      { country_id: 'FR', street: 'a\u0000b', house_number: '1', postcode: '75001', city: 'b', phone: '+33 1 23 45 67 89', is_default: true },
      accepted({ ...address, countryId: 'FR', street: 'ab', postcode: '75001', phone: '+33 1 23 45 67 89', isDefault: true }),
    ],
  ];
  it.each(CASES.map(([body, expected]) => [JSON.stringify(body).slice(0, 60), body, expected] as const))(
    'reads the address %s',
    async (_label, body, expected) => {
      expectOutcome(await read(addressAddRequestWith(countryExists), { body }), expected, 'address');
    },
  );
});

describe('personal information and password reset bodies', () => {
  const LONG = 'x'.repeat(300);
  const TOKEN = 'A'.repeat(43);
  const BODIES = {
    empty: {},
    nulls: { email: null, password: null },
    wrongTypes: { email: 5, password: true },
    emailList: { email: ['a@b.nl'] },
    controlChars: { email: 'a\u0000@example.com', password: 'x\u0000y' },
    umlautDomain: { email: 'ä@ö.ü' },
    longEmail: { email: LONG },
    emailChange: { email: ' Anna@Example.NL ', password: 'secret password', current_password: 'old one' },
    controlName: { firstname: 'A\u0000', lastname: '\u0000' },
    name: { firstname: ' Anna ', lastname: 'de Vries' },
    longName: { firstname: 'x'.repeat(101), lastname: 7 },
    shortPassword: { current_password: '', password: 'short', password_confirmation: 'short' },
    commonPassword: { current_password: 'x', password: 'password1', password_confirmation: 'password1' },
    otherConfirmation: { current_password: 'x', password: 'framboos taart 2026', password_confirmation: 'other' },
    emailAsPassword: { current_password: 'x', password: 'anna@example.nl', password_confirmation: 'anna@example.nl' },
    longPasswords: { current_password: 'x'.repeat(600), password: 'y'.repeat(129) },
    nullLink: { token: null, email: null, password: 7 },
    resetLink: { token: TOKEN, email: 'a@example.com', password: 'long enough here', password_confirmation: 'long enough here' },
    controlLinkEmail: { token: TOKEN, email: 'x\u0000@example.com' },
    pathToken: { token: '../../etc', email: 'a@example.com' },
    passwordList: { token: TOKEN, email: 'a@example.com', password: ['x'] },
  } satisfies Record<string, Record<string, unknown>>;
  type Body = keyof typeof BODIES;
  /** Every body with the same outcome, then the ones that differ. */
  const every = (outcome: Outcome, others: Partial<Record<Body, Outcome>>): Record<Body, Outcome> => ({
    ...(Object.fromEntries(Object.keys(BODIES).map((body) => [body, outcome])) as Record<Body, Outcome>),
    ...others,
  });

  const currentPassword = 'account.errors.currentPasswordRequired';
  const SCHEMAS: [string, z.core.$ZodType, Record<Body, Outcome>][] = [
    [
      'name',
      nameRequest,
      every(refused({ firstname: 'auth.errors.firstnameRequired', lastname: 'auth.errors.lastnameRequired' }), {
        controlName: refused({ lastname: 'auth.errors.lastnameRequired' }),
        name: accepted({ firstname: 'Anna', lastname: 'de Vries' }),
        longName: refused({ firstname: 'account.errors.tooLong', lastname: 'auth.errors.lastnameRequired' }),
      }),
    ],
    [
      'e-mail',
      emailRequest,
      every(refused({ email: 'auth.errors.emailInvalid', current_password: currentPassword }), {
        longEmail: refused({ email: 'account.errors.tooLong', current_password: currentPassword }),
        emailChange: accepted({ email: 'anna@example.nl', currentPassword: 'old one' }),
        commonPassword: refused({ email: 'auth.errors.emailInvalid' }),
        otherConfirmation: refused({ email: 'auth.errors.emailInvalid' }),
        emailAsPassword: refused({ email: 'auth.errors.emailInvalid' }),
        resetLink: refused({ current_password: currentPassword }),
        pathToken: refused({ current_password: currentPassword }),
        passwordList: refused({ current_password: currentPassword }),
      }),
    ],
    [
      'password',
      passwordRequestWith(passwordPolicy, 'anna@example.nl'),
      every(refused({ current_password: currentPassword, password: 'auth.errors.passwordTooShort' }), {
        emailChange: refused({ password_confirmation: 'auth.errors.passwordConfirmation' }),
        commonPassword: refused({ password: 'auth.errors.passwordCommon' }),
        otherConfirmation: refused({ password_confirmation: 'auth.errors.passwordConfirmation' }),
        emailAsPassword: refused({ password: 'auth.errors.passwordLikeEmail' }),
        longPasswords: refused({ current_password: currentPassword, password: 'auth.errors.passwordTooLong' }),
        resetLink: refused({ current_password: currentPassword }),
      }),
    ],
    [
      'forgotten password',
      forgotPasswordRequest,
      every(refused({ email: 'auth.errors.emailRequired' }), {
        controlChars: refused({ email: 'auth.errors.emailInvalid' }),
        umlautDomain: refused({ email: 'auth.errors.emailInvalid' }),
        longEmail: refused({ email: 'auth.errors.emailInvalid' }),
        emailChange: accepted({ email: 'anna@example.nl' }),
        resetLink: accepted({ email: 'a@example.com' }),
        controlLinkEmail: refused({ email: 'auth.errors.emailInvalid' }),
        pathToken: accepted({ email: 'a@example.com' }),
        passwordList: accepted({ email: 'a@example.com' }),
      }),
    ],
    [
      // A broken link is answered like an unknown one, on `token`; the password is the reset's question.
      'password reset',
      resetPasswordRequest,
      every(refused({ token: 'auth.errors.resetInvalid' }), {
        resetLink: accepted({ token: TOKEN, email: 'a@example.com', password: 'long enough here', confirmation: 'long enough here' }),
        passwordList: accepted({ token: TOKEN, email: 'a@example.com', password: '', confirmation: '' }),
      }),
    ],
  ];

  for (const [name, schema, outcomes] of SCHEMAS) {
    it.each(Object.keys(BODIES) as Body[])(`reads the ${name} body %s`, async (body) => {
      expectOutcome(await read(schema, { body: BODIES[body] }), outcomes[body], name);
    });
  }
});
