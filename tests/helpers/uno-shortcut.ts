/**
 * A UnoCSS shortcut's utilities as uno.config.ts writes them: `'name': '…'`, or a long one as
 * strings joined by `+`. Read from the file's text, so a test states which utilities a class stands
 * for without loading the build's configuration.
 */
export function unoShortcut(config: string): (name: string) => string {
  return (name) => {
    const value = new RegExp(`\\n\\s*(?:'${name}'|${name}):\\s*((?:'[^']*'\\s*\\+?\\s*)+),`).exec(config)?.[1] ?? '';
    return [...value.matchAll(/'([^']*)'/g)].map((m) => m[1]).join('');
  };
}
