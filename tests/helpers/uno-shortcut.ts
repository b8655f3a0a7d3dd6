/**
 * A UnoCSS shortcut's utilities as uno.config.ts writes them: `'name': '…'`, or a long one as
 * `name: ['…', '…'].join(' ')`. Read from the file's text, so a test states which utilities a class
 * stands for without loading the build's configuration.
 */
export function unoShortcut(config: string): (name: string) => string {
  return (name) => {
    const key = `(?:'${name}'|${name})`;
    const one = new RegExp(`\\n\\s*${key}: '([^']*)'`).exec(config)?.[1];
    if (one !== undefined) return one;
    const list = new RegExp(`\\n\\s*${key}: \\[([\\s\\S]*?)\\]\\.join\\(' '\\)`).exec(config)?.[1];
    return [...(list ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1]).join(' ');
  };
}
