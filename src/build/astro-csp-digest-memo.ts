/**
 * Astro's security-policy hashes worked out once per content, not once per request
 * (docs/adr/0034-react-renders-to-a-string.md, amended).
 *
 * For every rendered page Astro hashes the route's inline scripts and the entries of its
 * stylesheets (empty for linked ones) with Web Crypto, each an asynchronous job in the thread
 * pool: about 4 % of a product page's render CPU, for answers that never change. The hash of a
 * text is a pure function of it, so this build step keeps each answer (a bounded map). If
 * Astro's code changes so that the function is not found, the build fails rather than silently
 * keeping the per-request work.
 */
import type { Plugin } from 'vite';
import { patchModule } from './patch-module.ts';

const DIGEST = 'async function generateCspDigest(data, algorithm) {';
const MEMO = `const cspDigests = new Map();
async function generateCspDigest(data, algorithm) {
  const key = algorithm + ':' + data;
  let digest = cspDigests.get(key);
  if (digest === undefined) {
    digest = computeCspDigest(data, algorithm);
    digest.catch(() => cspDigests.delete(key));
    if (cspDigests.size >= 1000) cspDigests.clear();
    cspDigests.set(key, digest);
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`;

export function astroCspDigestMemo(): Plugin {
  return patchModule({
    name: 'shop:astro-csp-digest-memo',
    module: /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/,
    find: DIGEST,
    replace: MEMO,
    see: 'src/build/astro-csp-digest-memo.ts',
  });
}
