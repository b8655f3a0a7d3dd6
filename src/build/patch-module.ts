/**
 * A build step that replaces one exact piece of a library's module (src/build/*). If the piece is
 * not found (the library changed), the build fails and names the file that explains the patch,
 * rather than silently building without it.
 */
import type { Plugin } from 'vite';

export function patchModule({ name, module, find, replace, see }: { name: string; module: RegExp; find: string; replace: string; see: string }): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!module.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes(find)) throw new Error(`${id} no longer has "${find}"; see ${see}`);
      return { code: code.replace(find, replace), map: null };
    },
  };
}
