// @ts-check
/**
 * Formatting for TypeScript, React, JSON and Markdown (docs/README.md, imports and code style).
 * Lines are long on purpose: the code base keeps a call or a JSX element on one line where it
 * reads as one thought. .astro files are linted (eslint-plugin-astro) but not formatted: the
 * Astro plugin moves text inside elements onto lines of their own, which changes what a page
 * renders (a summary's text gained spaces and the menu's browser tests caught it).
 * @type {import('prettier').Config}
 */
export default {
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
};
