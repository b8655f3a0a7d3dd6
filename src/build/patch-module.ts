/**
 * A build step that replaces exact pieces of a library's module (src/build/*). If a piece is not
 * found (the library changed), the build fails and names the file that explains the patch,
 * rather than silently building without it.
 */
import type { Plugin } from 'vite';

type Piece = { find: string; replace: string };

export function patchModule({ name, module, see, ...piece }: { name: string; module: RegExp; see: string } & (Piece | { pieces: Piece[] })): Plugin {
  const pieces = 'pieces' in piece ? piece.pieces : [piece];
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!module.test(id.split('?')[0] ?? '')) return null;
      let patched = code;
      for (const { find, replace } of pieces) {
        if (!patched.includes(find)) throw new Error(`${id} no longer has "${find}"; see ${see}`);
        patched = patched.replace(find, replace);
      }
      return { code: patched, map: null };
    },
  };
}
