/**
 * The request schemas of src/lib/api took over the input readers the endpoints used before
 * (src/server/search/params.ts, src/server/favorites/input.ts, src/server/account/*-input.ts,
 * src/server/auth/reset-input.ts). Until those are removed, these tests feed both the same odd
 * and ordinary input and expect the same answer: the same values, or the same error contract
 * (status, message, problems per field in the same order) in the caller's language. The
 * constants the schemas repeat (they may not import the server) must equal the server's.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { translator } from '#src/lib/i18n.ts';
import { SHOPS } from '#src/lib/locales.ts';
import { inputProblem } from '#src/server/http/endpoint.ts';
import { ApiError, INVALID_MESSAGE, InputError } from '#src/server/http/api-error.ts';
import { searchParams, SEARCH_FACETS, MAX_PAGE, MAX_PER_PAGE, DEFAULT_PER_PAGE, MAX_QUERY_CHARS } from '#src/lib/api/search.ts';
import { favoritesAddRequest, favoritesReadRequest, favoritesRemoveRequest, toggleRequest } from '#src/lib/api/favorites.ts';
import {
  addressAddRequestWith,
  emailRequest,
  nameRequest,
  normalizeVatNumber,
  passwordRequestWith,
  MAX_ORDERS_PER_PAGE,
  ORDERS_PER_PAGE,
} from '#src/lib/api/account.ts';
import { forgotPasswordRequest, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, normalizeEmail, resetPasswordRequest } from '#src/lib/api/auth.ts';
import { MAX_LINE_QUANTITY } from '#src/lib/api/cart.ts';
import {
  parseSearchParams,
  MAX_PAGE as SERVER_MAX_PAGE,
  MAX_PER_PAGE as SERVER_MAX_PER_PAGE,
  DEFAULT_PER_PAGE as SERVER_DEFAULT_PER_PAGE,
} from '#src/server/search/params.ts';
import { FACET_PROPERTIES, MAX_QUERY_LENGTH } from '#src/server/search/terms.ts';
import { searchInput } from '#src/server/http/search-input.ts';
import { checkToggleBody, idsToAdd, idsToRemove, publicReadInput } from '#src/server/favorites/input.ts';
import { emailInput, nameInput, passwordInput } from '#src/server/account/profile-input.ts';
import { addressInput, normalizeVatNumber as serverNormalizeVat } from '#src/server/account/address-input.ts';
import { forgotInput, resetInput } from '#src/server/auth/reset-input.ts';
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

function described(err: unknown): Outcome {
  if (err instanceof InputError) return { status: 422, message: err.summary ?? INVALID_MESSAGE, errors: err.errors };
  if (err instanceof ApiError) {
    const message = err.localize(t);
    return { status: err.status, message, errors: err.field ? { [err.field]: [message] } : undefined };
  }
  throw err;
}

async function before(read: () => unknown): Promise<Outcome> {
  try {
    return { value: await read() };
  } catch (err) {
    return described(err);
  }
}

async function now(schema: z.core.$ZodType, raw: unknown, pick: (data: never) => unknown): Promise<Outcome> {
  const parsed = await z.safeParseAsync(schema, raw);
  return parsed.success ? { value: pick(parsed.data as never) } : described(inputProblem(parsed.error.issues, t));
}

/** Same answer, problems in the same order. */
function expectSame(a: Outcome, b: Outcome, label: string): void {
  expect(b, label).toEqual(a);
  if ('errors' in a && a.errors && 'errors' in b && b.errors) expect(Object.keys(b.errors), label).toEqual(Object.keys(a.errors));
}

const LONG = 'x'.repeat(300);
const BODIES: Record<string, unknown>[] = [
  {},
  { email: null, password: null },
  { email: 5, password: true },
  { email: ['a@b.nl'] },
  { email: 'a\u0000@example.com', password: 'x\u0000y' },
  { email: 'ä@ö.ü' },
  { email: LONG },
  { email: ' Anna@Example.NL ', password: 'secret password', current_password: 'old one' },
  { firstname: 'A\u0000', lastname: '\u0000' },
  { firstname: ' Anna ', lastname: 'de Vries' },
  { firstname: 'x'.repeat(101), lastname: 7 },
  { current_password: '', password: 'short', password_confirmation: 'short' },
  { current_password: 'x', password: 'password1', password_confirmation: 'password1' },
  { current_password: 'x', password: 'framboos taart 2026', password_confirmation: 'other' },
  { current_password: 'x', password: 'anna@example.nl', password_confirmation: 'anna@example.nl' },
  { current_password: 'x'.repeat(600), password: 'y'.repeat(129) },
  { token: null, email: null, password: 7 },
  { token: 'A'.repeat(43), email: 'a@example.com', password: 'long enough here', password_confirmation: 'long enough here' },
  { token: 'A'.repeat(43), email: 'x\u0000@example.com' },
  { token: '../../etc', email: 'a@example.com' },
  { token: 'A'.repeat(43), email: 'a@example.com', password: ['x'] },
];

describe('constants the schemas repeat', () => {
  it("equal the server's", () => {
    expect([...SEARCH_FACETS]).toEqual([...FACET_PROPERTIES]);
    expect(MAX_QUERY_CHARS).toBe(MAX_QUERY_LENGTH * 2);
    expect([MAX_PAGE, MAX_PER_PAGE, DEFAULT_PER_PAGE]).toEqual([SERVER_MAX_PAGE, SERVER_MAX_PER_PAGE, SERVER_DEFAULT_PER_PAGE]);
    expect(MAX_LINE_QUANTITY).toBe(SERVER_MAX_LINE_QUANTITY);
    expect([ORDERS_PER_PAGE, MAX_ORDERS_PER_PAGE]).toEqual([SERVER_ORDERS, SERVER_MAX_ORDERS]);
    expect([MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH]).toEqual([SERVER_MIN_PASSWORD, SERVER_MAX_PASSWORD]);
    for (const email of ['  Anna@Example.NL ', 'É@x.nl', 'e\u0301@x.nl']) expect(normalizeEmail(email)).toBe(serverNormalizeEmail(email));
    for (const vat of [' nl 8594.30.233.B01 ', 'de-123']) expect(normalizeVatNumber(vat)).toBe(serverNormalizeVat(vat));
  });
});

describe('search parameters', () => {
  const QUERIES = [
    '',
    'query=kabel',
    'q=kabel',
    'query=&q=kabel',
    'page=0',
    'page=10000',
    'page=99999999',
    'per_page=1000',
    'per_page=-5',
    'page=abc&per_page=1.5',
    'locale=fr',
    'locale=de',
    'locale=',
    'country=NLD',
    'country=de',
    'country=',
    'category=x',
    'category=3,7&category[]=3',
    'category=0',
    `category=${Array.from({ length: 30 }, (_, i) => i + 1).join(',')}`,
    'minprice=-3',
    'minprice=50&maxprice=12.5',
    'minprice=12.505',
    'maxprice=99999999',
    'properties={nope',
    'properties=[1]',
    `properties=${encodeURIComponent('{"kleur":["zwart","wit"],"merk":"Raspberry Pi","gewicht":["1"]}')}`,
    'properties[kleur][]=zwart&properties[kleur][]=wit&properties[merk][]=Joy-IT',
    'properties[kleur]=zwart&properties[kleur]=zwart',
    `query=${'a'.repeat(10_000)}`,
    'page=abc&per_page=1.5&locale=fr&country=NLD&category=x&minprice=-3&properties={nope',
  ];
  for (const shop of [SHOPS.international, SHOPS.nl]) {
    it.each(QUERIES.map((q) => [q]))(`reads "%s" as before on the ${shop.id} shop`, async (qs) => {
      const params = new URLSearchParams(qs);
      const old = parseSearchParams(params, shop, 'BE');
      const fresh = z.safeParse(searchParams, params);
      if (!old.ok) {
        expect(fresh.success).toBe(false);
        if (!fresh.success) {
          const problem = inputProblem(
            fresh.error.issues.map((i) => ({ ...i, path: ['query', ...i.path] })),
            t,
          ) as InputError;
          expect(problem.errors).toEqual(old.errors);
          expect(Object.keys(problem.errors)).toEqual(Object.keys(old.errors));
          expect(problem.summary).toBeNull();
        }
        return;
      }
      expect(fresh.success).toBe(true);
      if (fresh.success) expect(searchInput(fresh.data, shop, 'BE')).toEqual(old.input);
    });
  }
});

describe('favourites', () => {
  const ID_VALUES: unknown[] = [
    undefined,
    null,
    'all',
    [],
    [1, 2, 2, '3'],
    [' 7 '],
    [0],
    [1.5],
    ['x'],
    Array.from({ length: 201 }, (_, i) => i + 1),
    [2_147_483_648],
  ];
  it.each(ID_VALUES.map((ids) => [JSON.stringify(ids)?.slice(0, 40) ?? 'undefined', ids]))('reads ids %s as before', async (_label, ids) => {
    const body = ids === undefined ? {} : { ids };
    expectSame(await before(() => idsToAdd(body, t)), await now(favoritesAddRequest, { body }, (d: { body: { ids: unknown } }) => d.body.ids), 'add');
    expectSame(await before(() => idsToRemove(body, t)), await now(favoritesRemoveRequest, { body }, (d: { body: { ids: unknown } }) => d.body.ids), 'remove');
  });

  it('checks the toggle body against the path as before', async () => {
    for (const body of [{}, { id: 5 }, { id: '5' }, { id: 6 }, { type: 'product' }, { type: 'variant' }, { id: 6, type: 'x' }, { id: null }]) {
      const old = await before(() => checkToggleBody(body, 5, t));
      const fresh = await now(toggleRequest, { params: { id: '5' }, body }, () => undefined);
      expectSame(old, fresh, JSON.stringify(body));
    }
  });

  it("reads the public list's parameters as before", async () => {
    for (const qs of [
      'ids=1,2,2',
      'ids[]=3&ids=4',
      'ids=',
      'ids=abc',
      'ids=1,,x',
      'ids=1&locale=fr',
      'ids=1&locale=de',
      'ids=1&country=123',
      'ids=1&country=de',
      'ids=1&locale=fr&country=1',
    ]) {
      for (const shop of [SHOPS.international, SHOPS.nl]) {
        const params = new URLSearchParams(qs);
        const old = await before(() => publicReadInput(params, shop, 'BE', t));
        const fresh = await now(favoritesReadRequest, { query: params }, (d: { query: { ids: number[]; locale: string | null; country: string | null } }) => ({
          ids: d.query.ids,
          locale: d.query.locale ?? shop.defaultLocale,
          country: shop.fixedCountry ?? d.query.country ?? 'BE',
        }));
        expectSame(old, fresh, `${shop.id} ${qs}`);
      }
    }
  });
});

describe('account and password reset bodies', () => {
  const countries = new Set(['NL', 'BE', 'DE', 'AT', 'LU', 'FR', 'GR', 'GB']);
  const countryExists = async (id: string) => countries.has(id);
  const ADDRESSES: Record<string, unknown>[] = [
    {},
    { country_id: 'NL', street: 'Dorpsstraat', house_number: '1', postcode: '3831 ab', city: 'Leusden' },
    { country_id: 'nl', street: 'Dorpsstraat', house_number: '1', postcode: '3831', city: 'Leusden', phone: 'abc' },
    { country_id: 'XX', street: ' ', house_number: 1, postcode: '12345', city: 'x'.repeat(101) },
    { country_id: 'NLD', street: 'a', house_number: '1', postcode: '!!', city: 'b', company: 7 },
    { country_id: 'BE', street: 'a', house_number: '1', postcode: '1000', city: 'b', vat_number: 'BE 0123.456.789' },
    { country_id: 'BE', street: 'a', house_number: '1', postcode: '1000', city: 'b', vat_number: 'NL0123456789', company: 'X' },
    { country_id: 'GR', street: 'a', house_number: '1', postcode: '10431', city: 'b', vat_number: 'EL123456789', company: 'X', is_default: 'yes' },
    { country_id: 'DE', street: 'a', house_number: '1', postcode: '10115', city: 'b', vat_number: 'x'.repeat(40), company: 'y'.repeat(101) },
    { country_id: 'FR', street: 'a\u0000b', house_number: '1', postcode: '75001', city: 'b', phone: '+33 1 23 45 67 89', is_default: true },
  ];
  it.each(ADDRESSES.map((body) => [JSON.stringify(body).slice(0, 60), body]))('reads the address %s as before', async (_label, body) => {
    expectSame(
      await before(() => addressInput(body, t, countryExists)),
      await now(addressAddRequestWith(countryExists), { body }, (d: { body: unknown }) => d.body),
      'address',
    );
  });

  it.each(BODIES.map((body) => [JSON.stringify(body).slice(0, 60), body]))('reads %s as before', async (_label, body) => {
    expectSame(await before(() => nameInput(body, t)), await now(nameRequest, { body }, (d: { body: unknown }) => d.body), 'name');
    expectSame(await before(() => emailInput(body, t)), await now(emailRequest, { body }, (d: { body: unknown }) => d.body), 'email');
    expectSame(
      await before(() => passwordInput(body, 'anna@example.nl', t)),
      await now(passwordRequestWith(passwordPolicy, 'anna@example.nl'), { body }, (d: { body: unknown }) => d.body),
      'password',
    );
    expectSame(await before(() => forgotInput(body, t)), await now(forgotPasswordRequest, { body }, (d: { body: unknown }) => d.body), 'forgot');
    expectSame(await before(() => resetInput(body)), await now(resetPasswordRequest, { body }, (d: { body: unknown }) => d.body), 'reset');
  });
});
