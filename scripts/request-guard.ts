/**
 * What the server refuses before the app sees a request (docs/http-edge.md, before the app): a
 * method the shop does not speak (TRACE, CONNECT, WebDAV's) is 405, a Host header that is no
 * `host[:port]` or not one of the shop's hosts is 400 (src/server/http/origins.ts). The app builds the request's URL from the Host header, so `a@evil.example`
 * made it fail with a stack trace in the log and `evil.example/x?y=` made it route another path
 * than the one asked; a method its Request cannot hold (TRACE) did the same.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { applySecurityHeaders } from '#src/server/http/security-headers.ts';
import { config } from '#src/server/config.ts';
import { answersHost, forwardedHttps } from '#src/server/http/origins.ts';

/** The methods the shop answers; the app's endpoints and pages refuse the ones they do not take themselves. */
export const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ALLOW = [...METHODS].join(', ');

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
/** A DNS name or IPv4 address (an optional final dot), or an IPv6 address in brackets; then an optional port. */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, 'i');

/** Whether a Host header is `host[:port]`. None at all is left to Node, which refuses it on HTTP/1.1. */
export function validHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (host.length > 255) return false;
  const match = HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
}

/** Whether the browser talks HTTPS to us (directly, or to a trusted proxy in front): HSTS then. */
export function isHttpsRequest(req: IncomingMessage): boolean {
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https:' : 'http:';
  return forwardedHttps(protocol, req.headers['x-forwarded-proto']?.toString(), config().trustProxy);
}

/** The refusal of a request the app must not see, or null to let it through. */
export function refusal(req: IncomingMessage): { status: 400 | 405; message: string } | null {
  if (!METHODS.has(req.method ?? '')) return { status: 405, message: 'Method not allowed.' };
  if (!validHost(req.headers.host)) return { status: 400, message: 'The Host header is not a valid host.' };
  if (!answersHost(req.headers.host, config())) return { status: 400, message: 'This shop does not answer for this host.' };
  return null;
}

/** The headers of a refusal: the error contract under /api and /sanctum, plain text elsewhere, with ADR 0004's security headers. */
function refusalHead(req: IncomingMessage, status: number, message: string): { headers: Headers; body: string } {
  const api = /^\/(api|sanctum)(\/|$|\?)/.test(req.url ?? '');
  const body = api ? JSON.stringify({ error: true, message, status }) : message;
  const headers = new Headers({
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  if (status === 405) headers.set('Allow', ALLOW);
  applySecurityHeaders(headers, { https: isHttpsRequest(req) });
  return { headers, body };
}

/** Answers a refused request and closes its connection: nothing of it reaches the app, nothing is logged. */
export function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  const { headers, body } = refusalHead(req, status, message);
  res.writeHead(status, Object.fromEntries(headers));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** CONNECT never reaches the request handler (Node hands over the socket): the same 405, written by hand. */
export function refuseConnect(req: IncomingMessage, socket: Duplex): void {
  const { headers, body } = refusalHead(req, 405, 'Method not allowed.');
  const lines = [...headers].map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
}
