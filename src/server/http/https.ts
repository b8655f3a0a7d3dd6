/** Whether the browser talks HTTPS to us (directly, or to a trusted proxy in front). */
import { config } from '../config.ts';
import { forwardedHttps } from './origins.ts';

export function isHttps(request: Request, url: URL): boolean {
  return forwardedHttps(url.protocol, request.headers.get('x-forwarded-proto'), config().trustProxy);
}
