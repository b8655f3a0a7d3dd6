/**
 * Serves the built client files (dist/client): precompressed .br/.gz when the browser accepts
 * them, hashed assets under /_astro/ with a year-long immutable cache, others for an hour. Every
 * file carries the security headers of ADR 0004 as a page does: an SVG opened on its own is a
 * document, and a deny-all policy keeps it from running or framing anything.
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applySecurityHeaders } from '#src/server/http/security-headers.ts';
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

type FileInfo = { path: string; size: number };

/** The security headers of a file answer, over HTTP and HTTPS (HSTS): the same for every file. */
function securityHeaders(https: boolean): [string, string][] {
  const headers = new Headers();
  applySecurityHeaders(headers, { https });
  return [...headers];
}
const SECURITY_HEADERS = { http: securityHeaders(false), https: securityHeaders(true) };

/** Every built file by its absolute path, read once: built files never change while serving. */
function indexFiles(dir: string, into = new Map<string, FileInfo>()): Map<string, FileInfo> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) indexFiles(path, into);
    else if (entry.isFile()) into.set(path, { path, size: statSync(path).size });
  }
  return into;
}

export function staticFiles(rootDir: string) {
  const root = resolve(rootDir);
  const files = indexFiles(root);
  const lookup = (path: string): FileInfo | null => files.get(path) ?? null;

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
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return false;
    }
    if (pathname.endsWith('/') || pathname.includes('\0')) return false;
    const full = normalize(join(root, pathname));
    if (!full.startsWith(root + sep)) return false;
    const file = lookup(full);
    if (!file) return false;

    const accept = String(req.headers['accept-encoding'] ?? '');
    let chosen = file;
    let encoding: string | null = null;
    for (const [enc, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const variant = new RegExp(`\\b${enc}\\b`).test(accept) ? lookup(full + suffix) : null;
      if (variant) {
        chosen = variant;
        encoding = enc;
        break;
      }
    }
    const immutable = pathname.startsWith('/_astro/');
    res.statusCode = 200;
    res.setHeader('Content-Type', TYPES[extname(full)] ?? 'application/octet-stream');
    res.setHeader('Content-Length', chosen.size);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    res.setHeader('Vary', 'Accept-Encoding');
    for (const [name, value] of SECURITY_HEADERS[isHttpsRequest(req) ? 'https' : 'http']) res.setHeader(name, value);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(chosen.path)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  };
}
