// @ts-check
/**
 * Formatting for every source file (docs/README.md, code style). Lines are long on purpose:
 * the code base keeps a call or a JSX element on one line where it reads as one thought.
 * @type {import('prettier').Config}
 */
export default {
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-astro'],
  // Whitespace inside inline elements is content in HTML: the formatter never adds or removes it.
  overrides: [{ files: '*.astro', options: { parser: 'astro', htmlWhitespaceSensitivity: 'strict' } }],
};
