/**
 * A stand-in for the EU's VIES REST API on 127.0.0.1 (a free port), answering
 * `POST /check-vat-number` by the number asked: valid, invalid, each kind of unavailable, slow,
 * a 500 and garbage. Any other number is answered invalid. There is no internet in the tests, and
 * the real VIES must never be asked by them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The numbers the fake knows, by what it answers (numbers without their prefix). */
export const FAKE_VIES = {
  valid: '0428759497',
  validWithoutDetails: '0202239951',
  invalid: '0403019261',
  invalidInput: '0000000097',
  MS_UNAVAILABLE: '1000000001',
  TIMEOUT: '1000000002',
  SERVICE_UNAVAILABLE: '1000000003',
  MS_MAX_CONCURRENT_REQ: '1000000004',
  GLOBAL_MAX_CONCURRENT_REQ: '1000000005',
  errorWrapper: '1000000006',
  slow: '2000000001',
  status500: '5000000000',
  garbage: '6000000000',
  wrongShape: '6000000001',
  contradiction: '6000000002',
} as const;

export type FakeVies = {
  /** Base URL to give viesChecker, e.g. http://127.0.0.1:40123/rest-api */
  url: string;
  /** The bodies the fake was sent, parsed. */
  requests: unknown[];
  close(): Promise<void>;
};

const UNAVAILABLE = ['MS_UNAVAILABLE', 'TIMEOUT', 'SERVICE_UNAVAILABLE', 'MS_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ'] as const;

function send(res: ServerResponse, status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake; `slowMs` is how long the slow number's answer is held back (default 2 s). */
export async function startFakeVies(opts: { slowMs?: number } = {}): Promise<FakeVies> {
  const slowMs = opts.slowMs ?? 2_000;
  const requests: unknown[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/rest-api/check-vat-number') return send(res, 404, { error: 'not found' });
    let body: { countryCode?: string; vatNumber?: string };
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
    }
    requests.push(body);
    const { countryCode = '', vatNumber = '' } = body;
    const base = { countryCode, vatNumber, requestDate: '2026-01-13T10:00:00.000Z' };
    const unavailable = UNAVAILABLE.find((code) => FAKE_VIES[code] === vatNumber);
    if (unavailable) return send(res, 200, { ...base, valid: false, userError: unavailable, name: '---', address: '---', requestIdentifier: '' });
    switch (vatNumber) {
      case FAKE_VIES.valid:
        return send(res, 200, {
          ...base,
          valid: true,
          userError: 'VALID',
          name: 'FRAMBOOS TEST BV',
          address: 'Rue de la Loi 16\n1000 Bruxelles',
          requestIdentifier: 'WAPIAAAAZdJ1XyZ9',
        });
      case FAKE_VIES.validWithoutDetails:
        return send(res, 200, { ...base, valid: true, userError: 'VALID', name: '---', address: '---', requestIdentifier: '' });
      case FAKE_VIES.invalidInput:
        return send(res, 200, { ...base, valid: false, userError: 'INVALID_INPUT', name: '---', address: '---' });
      case FAKE_VIES.errorWrapper:
        return send(res, 200, { actionSucceed: false, errorWrappers: [{ error: 'MS_MAX_CONCURRENT_REQ', message: 'try later' }] });
      case FAKE_VIES.slow: {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(res, 200, { ...base, valid: true, userError: 'VALID', name: 'SLOW BV', address: '---' });
        }, slowMs);
        timers.add(timer);
        return;
      }
      case FAKE_VIES.status500:
        return send(res, 500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
      case FAKE_VIES.garbage:
        return send(res, 200, '<html>Service temporarily unavailable{');
      case FAKE_VIES.wrongShape:
        return send(res, 200, { valid: 'yes', name: 42 });
      case FAKE_VIES.contradiction:
        return send(res, 200, { ...base, valid: true, userError: 'INVALID', name: 'NOBODY BV' });
      default:
        return send(res, 200, { ...base, valid: false, userError: 'INVALID', name: '---', address: '---', requestIdentifier: 'WAPIAAAAZdJ1XyZ0' });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rest-api`,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
