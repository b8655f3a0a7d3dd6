/**
 * The VIES check against a local fake of the EU's REST API (docs/vat-numbers-and-addresses.md,
 * what VIES answers): anything but a clear yes or no is 'unavailable', and nothing throws.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '#src/server/config.ts';
import { offlineChecker, vatCheckerFor, viesChecker, VIES_DEFAULT_TIMEOUT_MS } from '#src/server/vat/vies.ts';
import { FAKE_VIES, startFakeVies, type FakeVies } from '../helpers/fake-vies.ts';

const checkedAt = new Date('2026-01-13T10:00:00Z');
const now = () => checkedAt;
let fake: FakeVies;

beforeAll(async () => {
  fake = await startFakeVies({ slowMs: 500 });
});
afterAll(async () => {
  await fake.close();
});

describe('viesChecker', () => {
  it('answers valid with the trader and the consultation number', async () => {
    const checker = viesChecker(fake.url, { now });
    expect(await checker.check('BE', FAKE_VIES.valid)).toEqual({
      status: 'valid',
      name: 'FRAMBOOS TEST BV',
      address: 'Rue de la Loi 16\n1000 Bruxelles',
      checkedAt,
      requestId: 'WAPIAAAAZdJ1XyZ9',
    });
    expect(fake.requests.at(-1)).toEqual({ countryCode: 'BE', vatNumber: FAKE_VIES.valid });
  });

  it("leaves out the '---' a member state writes when it shares no name or address", async () => {
    expect(await viesChecker(fake.url, { now }).check('BE', FAKE_VIES.validWithoutDetails)).toEqual({ status: 'valid', checkedAt });
  });

  it('answers invalid for an unknown number and for input VIES refuses', async () => {
    const checker = viesChecker(fake.url, { now });
    expect(await checker.check('BE', FAKE_VIES.invalid)).toEqual({ status: 'invalid', checkedAt, requestId: 'WAPIAAAAZdJ1XyZ0' });
    expect(await checker.check('BE', FAKE_VIES.invalidInput)).toEqual({ status: 'invalid', checkedAt });
  });

  it.each(['MS_UNAVAILABLE', 'TIMEOUT', 'SERVICE_UNAVAILABLE', 'MS_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ'] as const)(
    'answers unavailable when VIES says %s',
    async (kind) => {
      expect(await viesChecker(fake.url, { now }).check('DE', FAKE_VIES[kind])).toEqual({ status: 'unavailable', checkedAt });
    },
  );

  it('answers unavailable for an error given as a list of errors', async () => {
    expect(await viesChecker(fake.url, { now }).check('DE', FAKE_VIES.errorWrapper)).toEqual({ status: 'unavailable', checkedAt });
  });

  it('gives up after its timeout and answers unavailable', async () => {
    const started = Date.now();
    expect(await viesChecker(fake.url, { now, timeoutMs: 150 }).check('NL', FAKE_VIES.slow)).toEqual({ status: 'unavailable', checkedAt });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('waits for a slow answer within its timeout', async () => {
    expect(await viesChecker(fake.url, { now, timeoutMs: 5_000 }).check('NL', FAKE_VIES.slow)).toEqual({ status: 'valid', name: 'SLOW BV', checkedAt });
    expect(VIES_DEFAULT_TIMEOUT_MS).toBe(5_000);
  });

  it('answers unavailable for a 500, garbage, an answer of the wrong shape and one that contradicts itself', async () => {
    const checker = viesChecker(fake.url, { now });
    expect(await checker.check('BE', FAKE_VIES.status500)).toEqual({ status: 'unavailable', checkedAt });
    expect(await checker.check('BE', FAKE_VIES.garbage)).toEqual({ status: 'unavailable', checkedAt });
    expect(await checker.check('BE', FAKE_VIES.wrongShape)).toEqual({ status: 'unavailable', checkedAt });
    expect(await checker.check('BE', FAKE_VIES.contradiction)).toEqual({ status: 'unavailable', checkedAt });
  });

  it('answers unavailable for a wrong path (404) and when nothing listens', async () => {
    expect(await viesChecker(fake.url.replace('/rest-api', '/elsewhere'), { now }).check('BE', FAKE_VIES.valid)).toEqual({ status: 'unavailable', checkedAt });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await viesChecker(`http://127.0.0.1:${port}/rest-api`, { now }).check('BE', FAKE_VIES.valid)).toEqual({ status: 'unavailable', checkedAt });
    expect(await viesChecker('not a url', { now }).check('BE', FAKE_VIES.valid)).toEqual({ status: 'unavailable', checkedAt });
  });

  it('asks for Greece as EL and takes a base URL with a trailing slash', async () => {
    await viesChecker(`${fake.url}/`, { now }).check('GR', '094259216');
    expect(fake.requests.at(-1)).toEqual({ countryCode: 'EL', vatNumber: '094259216' });
    await viesChecker(fake.url, { now }).check('xi', '980780684');
    expect(fake.requests.at(-1)).toEqual({ countryCode: 'XI', vatNumber: '980780684' });
  });

  it('stamps the check with the time it was asked', async () => {
    const before = Date.now();
    const result = await viesChecker(fake.url).check('BE', FAKE_VIES.valid);
    expect(result.checkedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(result.checkedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('offlineChecker and the VIES_URL setting', () => {
  it('answers unavailable for every number', async () => {
    const result = await offlineChecker.check('BE', FAKE_VIES.valid);
    expect(result.status).toBe('unavailable');
    expect(result.checkedAt).toBeInstanceOf(Date);
  });

  it('is what an unset or empty VIES_URL gives; a set one asks VIES there', async () => {
    expect(readConfig({}).VIES_URL).toBeUndefined();
    expect(readConfig({ VIES_URL: '' }).VIES_URL).toBeUndefined();
    expect(vatCheckerFor(readConfig({}))).toBe(offlineChecker);
    expect(vatCheckerFor(readConfig({ VIES_URL: '' }))).toBe(offlineChecker);
    const checker = vatCheckerFor(readConfig({ VIES_URL: fake.url }), { now });
    expect(checker).not.toBe(offlineChecker);
    expect(await checker.check('BE', FAKE_VIES.valid)).toMatchObject({ status: 'valid' });
  });

  it('stops the start with a readable message for a VIES_URL that is no URL', () => {
    expect(() => readConfig({ VIES_URL: 'ec.europa.eu vies' })).toThrow(/Invalid settings: VIES_URL/);
  });
});
