/**
 * A browser-like HTTP client for API tests: keeps cookies per host, fetches the CSRF cookie and
 * sends it back as X-XSRF-TOKEN on writes (docs/api.md, CSRF), and speaks to either shop through
 * the Host header.
 */
import { request as httpRequest } from 'node:http';

export type Answer<T = any> = { status: number; headers: Record<string, string | string[] | undefined>; body: T };

/** `chunked`: send the body in pieces without Content-Length (a client that does not say its size). */
type Options = { headers?: Record<string, string>; body?: unknown; csrf?: boolean; chunked?: boolean };

export class ShopClient {
  readonly cookies = new Map<string, string>();
  readonly baseUrl: string;
  readonly host: string;
  readonly locale: 'en' | 'nl' | 'de' | undefined;

  constructor(baseUrl: string, host = 'localhost', locale?: 'en' | 'nl' | 'de') {
    this.baseUrl = baseUrl;
    this.host = host;
    this.locale = locale;
  }

  get(path: string, options: Options = {}): Promise<Answer> {
    return this.send('GET', path, options);
  }

  /** A write with the CSRF header (fetching the cookie first, as the browser client does). */
  async post(path: string, body?: unknown, options: Options = {}): Promise<Answer> {
    return this.send('POST', path, { ...options, body, csrf: options.csrf ?? true });
  }

  async csrf(): Promise<string> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/sanctum/csrf-cookie');
    return this.cookies.get('XSRF-TOKEN') ?? '';
  }

  async send(method: string, path: string, options: Options = {}): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json', Host: this.host, ...(this.locale ? { 'X-Locale': this.locale } : {}) };
    if (options.csrf) headers['X-XSRF-TOKEN'] = await this.csrf();
    let payload: string | undefined;
    if (options.body !== undefined) {
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
      // Node frames no body of a DELETE unless told its length (no chunked encoding by default).
      if (!options.chunked) headers['Content-Length'] = String(Buffer.byteLength(payload));
    } else if (method !== 'GET') headers['Content-Type'] = 'application/json';
    Object.assign(headers, options.headers);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.Cookie = cookie;
    const url = new URL(path, this.baseUrl);
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair = '', ...attrs] = line.split(';');
            const eq = pair.indexOf('=');
            const name = pair.slice(0, eq).trim();
            const value = pair.slice(eq + 1).trim();
            const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
            if (expired || value === '') this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          if ((res.headers['content-type'] ?? '').includes('application/json') && text) body = JSON.parse(text);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      });
      req.on('error', reject);
      if (payload !== undefined && options.chunked) for (let i = 0; i < payload.length; i += 4096) req.write(payload.slice(i, i + 4096));
      else if (payload !== undefined) req.write(payload);
      req.end();
    });
  }
}
