/** Whether the browser talks HTTPS to us (directly, or to a trusted proxy in front). */
import { config } from '../config.ts';

export function isHttps(request: Request, url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return config().TRUST_PROXY && request.headers.get('x-forwarded-proto') === 'https';
}
