/**
 * Serves the built client files (dist/client): precompressed .br/.gz when the browser accepts
 * them, hashed assets under /_astro/ with a year-long immutable cache, others for an hour. Every
 * file carries the security headers of ADR 0004 as a page does: an SVG opened on its own is a
 * document, and a deny-all policy keeps it from running or framing anything.
 *
 * Built files never change while the server runs, so they are read once, at start, and answered
 * from memory with headers made once (docs/http-edge.md, built files): reading each from disk
 * cost some 0.3 ms of CPU per request, several times a page from the page cache. Each answer has a
 * strong ETag of its bytes, and `If-None-Match` with it is a 304.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applySecurityHeaders } from '#src/server/http/security-headers.ts';
import { acceptsEncoding } from '#src/server/http/accept-encoding.ts';
import { matchesIfNoneMatch } from '#src/server/http/conditional.ts';
import { isHttpsRequest } from './request-guard.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

type Encoding = 'br' | 'gzip' | 'identity';

/** One encoding of a file: its bytes and its headers, over HTTP and HTTPS (HSTS), made once. */
type Variant = { body: Buffer; etag: string; headers: { http: Record<string, string>; https: Record<string, string> } };

type BuiltFile = { identity: Variant; br?: Variant; gzip?: Variant };

/** The security headers of a file answer, over HTTP and HTTPS (HSTS): the same for every file. */
function securityHeaders(https: boolean): Record<string, string> {
  const headers = new Headers();
  applySecurityHeaders(headers, { https });
  return Object.fromEntries(headers);
}
const SECURITY_HEADERS = { http: securityHeaders(false), https: securityHeaders(true) };

function variant(path: string, body: Buffer, encoding: Encoding, immutable: boolean): Variant {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const own: Record<string, string> = {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': String(body.length),
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    Vary: 'Accept-Encoding',
    ETag: etag,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  };
  return { body, etag, headers: { http: { ...own, ...SECURITY_HEADERS.http }, https: { ...own, ...SECURITY_HEADERS.https } } };
}

const SUFFIXES: ['br' | 'gzip', string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * Every built file by its absolute path, read once with its precompressed copies (`x.js.br`,
 * `x.js.gz`, made by scripts/precompress.ts), which are answered under the plain name only.
 */
function readBuiltFiles(root: string): Map<string, BuiltFile> {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) paths.add(path);
    }
  };
  walk(root);
  const files = new Map<string, BuiltFile>();
  for (const path of paths) {
    const isCopy = SUFFIXES.some(([, suffix]) => path.endsWith(suffix) && paths.has(path.slice(0, -suffix.length)));
    if (isCopy) continue; // read with its original below
    const immutable = path.startsWith(join(root, '_astro') + sep);
    const file: BuiltFile = { identity: variant(path, readFileSync(path), 'identity', immutable) };
    for (const [encoding, suffix] of SUFFIXES) {
      if (paths.has(path + suffix)) file[encoding] = variant(path, readFileSync(path + suffix), encoding, immutable);
    }
    files.set(path, file);
  }
  return files;
}

export function staticFiles(rootDir: string) {
  const root = resolve(rootDir);
  const files = readBuiltFiles(root);

  /** Answers the request when it names a built file; returns false to let the app handle it. */
  return function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // A path ending in a slash is a page, never a file: answered without parsing (every page
    // request passes here first).
    const target = req.url ?? '/';
    const query = target.indexOf('?');
    if ((query === -1 ? target : target.slice(0, query)).endsWith('/')) return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(target, 'http://x').pathname);
    } catch {
      return false;
    }
    if (pathname.endsWith('/') || pathname.includes('\0')) return false;
    const full = normalize(join(root, pathname));
    if (!full.startsWith(root + sep)) return false;
    const file = files.get(full);
    if (!file) return false;

    const accept = req.headers['accept-encoding'];
    const chosen = file.br && acceptsEncoding(accept, 'br') ? file.br : file.gzip && acceptsEncoding(accept, 'gzip') ? file.gzip : file.identity;
    const headers = chosen.headers[isHttpsRequest(req) ? 'https' : 'http'];
    if (matchesIfNoneMatch(req.headers['if-none-match'], chosen.etag)) {
      const { 'Content-Length': _length, ...unchanged } = headers;
      res.writeHead(304, unchanged);
      res.end();
      return true;
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : chosen.body);
    return true;
  };
}
