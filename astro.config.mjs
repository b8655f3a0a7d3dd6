// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import UnoCSS from 'unocss/astro';
import { createHash } from 'node:crypto';
import clientDirectives from './src/directives/integration.ts';
import { reactRenderToString } from './src/build/react-render-to-string.ts';
import { reactRendererCheck } from './src/build/react-renderer-check.ts';
import { astroCspDigestMemo } from './src/build/astro-csp-digest-memo.ts';
import { astroIslandOnWake } from './src/build/astro-island-on-wake.ts';
import { astroPageModulesMemo } from './src/build/astro-page-modules-memo.ts';
import { astroPagePartialMemo } from './src/build/astro-page-partial-memo.ts';
import { RESTORE_SCRIPT } from './src/features/customer-type/customer-type.ts';
import { RELOAD_SCRIPT } from './src/features/shared/reload-guard.ts';

/**
 * The shop's own inline scripts, allowed by hash on every page: the customer type's restore before
 * the first paint (src/features/customer-type) and the reload after a deployment
 * (src/features/shared/reload-guard.ts). A hash added while a page renders would miss the
 * policy of pages whose header is decided before their layout runs.
 */
const inlineScriptHash = (/** @type {string} */ script) => /** @type {const} */ (`sha256-${createHash('sha256').update(script).digest('base64')}`);

/**
 * The page-wide scripts that must run before any interaction (the boot scripts of the cart,
 * favourites, customer type, language and country, and the header's account name and offers bar,
 * and what holds a first click: src/features/shell/wake.ts) and the small modules they share with
 * islands (stores, the API client, formatting, the data layer, nanostores) or with page scripts
 * (a kit's chosen parts, which the product page's price and the cart's button both read). Split one chunk each,
 * they cost a request and a gzip frame apiece on every page before any interaction, and gzip
 * cannot share one file's words with another's; kept together in one "shell" chunk they fit the
 * 15 KB budget (docs/adr/0008-react-islands.md). What only answers a person (the menus, drawers,
 * dropdowns, the cart's buttons: src/features/shell/live.ts) is not in it: that script's own
 * chunk loads on the first touch. Browser build only.
 */
const SHELL_MODULES =
  /(node_modules\/(nanostores|@nanostores\/persistent)\/|src\/lib\/(money|text|locales|random-token|region|locale-change)\.ts|src\/features\/(shared\/(data-layer|consent|toast)|http\/(cookies|api)|(cart|favorites|auth)\/store|(cart|favorites|customer-type|locale)\/boot|cart\/(drawer|optimistic|kit-inputs)|customer-type\/customer-type|shell\/wake|menu\/(header-menu|account-menu|header|offers-bar|rating|panels)|locale\/region)\.ts)/;

/**
 * The page-wide scripts that answer a person (src/features/shell/live.ts) and the small modules
 * they share with islands (focus trap, scroll lock): one chunk, loaded on the first touch
 * (src/features/shell/wake.ts), instead of five small ones. An island that needs one of those
 * modules loads this chunk, which only makes the page's handlers live a little earlier.
 */
const SHELL_LIVE_MODULES =
  /(node_modules\/astro\/dist\/runtime\/server\/astro-island\.js$|src\/directives\/interaction\.ts$|src\/(lib\/cart\/read-add-to-cart|features\/(shell\/live|cart\/live|favorites\/live|customer-type\/live|locale\/(live|language)|menu\/(header-live|account-menu-live|desktop-menu|mobile-drawer|header-scroll|timing)|shared\/(focus-trap|scroll-lock)|shell\/(islands|island-directive)))\.ts)/;

/**
 * React and what only islands use with it: React DOM with its scheduler, the JSX runtime, Astro's
 * React client and the nanostores hooks. Every island needs all of them, so six files that always
 * load together become one: a gzip frame less apiece, and one dictionary across them
 * (docs/adr/0008-react-islands.md). Nothing before interaction imports them.
 */
const REACT_MODULES = /node_modules\/((react|react-dom|scheduler|@nanostores\/react)\/|@astrojs\/react\/dist\/(client|static-html)\.js$)/;

/**
 * The frame of the contact, account and review forms: the form with its notice, the hook that
 * sends it and the account API's call. Every form in the frame uses all four, and they came as
 * four files of 0.2 to 0.5 KB gzip; one file is 0.4 KB lighter on the contact page. The few
 * account islands that use the hook without the frame load 0.4 KB more.
 */
const FORM_FRAME_MODULES = /src\/features\/account\/(FormFrame|FormNotice|use-form|api)\.tsx?$/;

export default defineConfig({
  output: 'server',
  // The middleware enforces trailing slashes itself (301), with the route table as the judge.
  trailingSlash: 'ignore',
  // A page is rendered whole before its first byte leaves, so an exception anywhere in it (a
  // layout, the header) still becomes the error page with its status, never a 200 cut off
  // halfway (docs/adr/0020-shell-header-and-error-page.md).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // React on the server renders to a string, with each island's id prefix (src/build/react-render-to-string.ts).
  integrations: [UnoCSS({ injectReset: true }), react({ experimentalDisableStreaming: true }), clientDirectives()],
  build: { inlineStylesheets: 'never' },
  compressHTML: true,
  // Shiki's inline styles would need 'unsafe-inline' in style-src; code blocks stay unhighlighted.
  markdown: { syntaxHighlight: false },
  prefetch: false,
  devToolbar: { enabled: false },
  security: {
    // Astro's own origin check answered a cross-site form-typed write with a bare 403 text/plain
    // before the shop's middleware, and refused every form-typed write without an Origin, the
    // payment provider's webhook included. The shop's CSRF step asks a token of every write under
    // /api and /sanctum, which a form on another site cannot send, and pages take no writes at all
    // (docs/http-edge.md, CSRF).
    checkOrigin: false,
    // Astro adds hashes of its own inline scripts and styles to script-src/style-src and sends
    // the policy as a header on server-rendered pages. No 'unsafe-inline' anywhere.
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: { hashes: [inlineScriptHash(RESTORE_SCRIPT), inlineScriptHash(RELOAD_SCRIPT)] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ],
    },
  },
  vite: {
    // Cheaper server renders (docs/adr/0034-react-renders-to-a-string.md; route modules loaded
    // once: src/build/astro-page-modules-memo.ts) and no island bootstrap inline in the page
    // (docs/adr/0037-island-bootstrap-on-wake.md).
    plugins: [reactRenderToString(), reactRendererCheck(), astroCspDigestMemo(), astroPageModulesMemo(), astroPagePartialMemo(), astroIslandOnWake()],
    build: { assetsInlineLimit: 0 },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'shell', test: SHELL_MODULES },
                  { name: 'shell-live', test: SHELL_LIVE_MODULES },
                  { name: 'react', test: REACT_MODULES },
                  { name: 'form-frame', test: FORM_FRAME_MODULES },
                ],
              },
            },
          },
        },
      },
    },
  },
});
