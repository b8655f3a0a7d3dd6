import { defineConfig, presetIcons, presetWind3, transformerDirectives } from 'unocss';
import { ICON_MARKUP, iconSvg } from './src/components/ui/icons.ts';

/**
 * Theme tokens of the shop. Raspberry red is the brand colour; navy marks business mode
 * (business dark navy, private light blue; docs/prices-and-vat.md). Breakpoints are the shop's
 * screens (docs/limits.md).
 */
export default defineConfig({
  presets: [
    presetWind3(),
    // The server-drawn pages' icons (`iconClass`, src/components/ui/icons.ts): each a class whose mask is the
    // icon, painted in the text's colour, instead of its SVG repeated in every page's HTML. All of
    // them are kept, as the class is built from the icon's name (`i-ic-<name>`).
    presetIcons({
      collections: { ic: Object.fromEntries(Object.entries(ICON_MARKUP).map(([name, markup]) => [name, iconSvg(markup)])) },
      // Sized like the inline SVG it replaces (an element, not a glyph of the text).
      extraProperties: { display: 'inline-block', 'vertical-align': 'middle' },
    }),
  ],
  safelist: Object.keys(ICON_MARKUP).map((name) => `i-ic-${name}`),
  transformers: [transformerDirectives()],
  // `pr` is a price (src/styles/global.css), never the bare padding utility it would otherwise make.
  blocklist: ['pr'],
  theme: {
    colors: {
      brand: { DEFAULT: '#c2185b', dark: '#8e0f42', light: '#fde7ef' },
      ink: { DEFAULT: '#1c2430', soft: '#4a5566', mute: '#596374' },
      line: '#e3e7ee',
      surface: { DEFAULT: '#ffffff', alt: '#f5f7fa' },
      navy: '#14254a',
      sky: '#e6f1fb',
      ok: '#1d7a46',
      warn: '#a15c00',
      danger: { DEFAULT: '#b3261e', dark: '#8c1d18', light: '#fdecea' },
    },
    breakpoints: { xs: '320px', sm: '640px', md: '768px', lg: '992px', xl: '1280px', xxl: '1536px' },
    fontFamily: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
  shortcuts: {
    container: 'mx-auto w-full max-w-[1280px] px-4 md:px-6',
    btn: 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
    'btn-primary': 'btn bg-brand text-white hover:bg-brand-dark',
    'btn-ghost': 'btn border border-line bg-white text-ink hover:bg-surface-alt',
    /** What cannot be undone (deleting the account). */
    'btn-danger': 'btn bg-danger text-white hover:bg-danger-dark',
    card: 'rounded-xl border border-line bg-white',
    'link-plain': 'text-ink no-underline hover:text-brand hover:underline',
    /**
     * The product card (src/components/ui/ProductCard.tsx), repeated on every card of a list: its
     * parts are styled from here by their place, not by a class each. Its picture, or an empty
     * grey square; its body below; the brand, the body's first paragraph (a note comes after the
     * name); the name, whose link also covers the picture (its ::after, over the picture's square:
     * the heart, later in the card, stays above it); the heart over the picture; the price at the
     * body's foot.
     */
    pc:
      '@container card relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md ' +
      '[&>img]:(block aspect-square h-auto w-full bg-surface-alt object-contain p-3) [&>span]:(block aspect-square bg-surface-alt) ' +
      '[&>div]:(flex min-w-0 flex-1 flex-col gap-2 p-3) ' +
      '[&>div>p:first-child]:(break-anywhere text-xs font-medium uppercase tracking-wide text-ink-mute) ' +
      '[&_:is(h2,h3)]:(hyphens-auto break-anywhere text-sm font-semibold leading-snug) ' +
      '[&_:is(h2,h3)_a]:(text-ink no-underline) [&_:is(h2,h3)_a:hover]:(text-brand underline) ' +
      '[&_:is(h2,h3)_a]:after:(absolute inset-x-0 top-0 aspect-square content-empty) ' +
      '[&_.fav-heart]:(absolute right-2 top-2) [&_.pr]:mt-auto [&_.stock]:text-xs',
    /** Its stars' size and the count kept whole, set from here: no class on either. */
    'pc-rating': 'flex flex-wrap items-center gap-x-1.5 whitespace-nowrap text-xs text-ink-mute [&>.stars]:h-3.5',
    /** The card's button, "choose a variant" as it is: a 44 px target at least. */
    'pc-action': 'btn-ghost mt-1 min-h-11 w-full text-center text-sm leading-tight sm:px-3',
    /**
     * Add to cart: its icon is its ::before (src/styles/global.css), never squeezed; its words show
     * where the card is at least 13rem wide, else the icon alone (its label names the action).
     */
    'pc-add': 'pc-action [&>span]:(hidden min-w-0) @[13rem]:[&>span]:inline',
    /**
     * A stock line (src/components/ui/StockState.tsx), on every card and kit option: green unless
     * its tone class (`text-warn`, `text-danger`, utilities, which come after the shortcuts) says
     * otherwise; its dot is drawn before the text, in the text's colour.
     */
    stock:
      'flex items-center gap-2 font-medium text-ok before:inline-block before:h-2.5 before:w-2.5 before:shrink-0 before:rounded-full before:bg-current before:content-empty',
    /**
     * A product page's pictures (src/components/product/Gallery.astro), styled through their
     * containers: the radios hidden, a slide's picture, a thumbnail's label and picture.
     */
    gallery: '[&>input]:sr-only',
    'gallery-main': 'card overflow-hidden bg-white [&_img]:block [&_img]:aspect-square [&_img]:h-auto [&_img]:w-full [&_img]:object-contain',
    'gallery-strip':
      'mt-3 flex flex-wrap gap-2 [&>label]:block [&>label]:cursor-pointer [&>label]:overflow-hidden [&>label]:rounded-lg [&>label]:border-2 [&>label]:border-line [&>label]:bg-white ' +
      '[&_img]:block [&_img]:h-16 [&_img]:w-16 [&_img]:object-contain md:[&_img]:h-20 md:[&_img]:w-20',
    /**
     * A product's variant options (src/components/product/VariantPicker.astro), links styled
     * through their list: the chosen one marked by its aria-current, a sold-out one by `var-out`.
     */
    'var-opts':
      'flex flex-wrap gap-2 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_a]:rounded-lg [&_a]:border-2 [&_a]:border-line [&_a]:bg-white [&_a]:px-3 [&_a]:py-2 ' +
      '[&_a]:text-sm [&_a]:font-medium [&_a]:text-ink [&_a]:no-underline [&_a]:transition-colors hover:[&_a:not([aria-current])]:border-ink-mute ' +
      '[&_a[aria-current]]:border-brand [&_a[aria-current]]:bg-brand-light [&_a[aria-current]]:text-brand-dark [&_a.var-out]:border-dashed [&_a.var-out]:line-through',
    /** The home page's category tiles, styled through their list (a link and its picture carry no class). */
    'home-cats':
      'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 [&_a]:card [&_a]:flex [&_a]:h-full [&_a]:flex-col [&_a]:items-center [&_a]:gap-2 [&_a]:p-4 [&_a]:text-center [&_a]:text-sm [&_a]:font-semibold [&_a]:text-ink [&_a]:no-underline hover:[&_a]:border-brand hover:[&_a]:text-brand [&_img]:h-16 [&_img]:w-16 [&_img]:object-contain',
    /** A product's specifications (src/components/product/Specifications.astro), its cells styled through the table. */
    'spec-table':
      'mt-3 w-full overflow-hidden rounded-xl border border-line bg-white text-sm [&_th]:w-2/5 [&_th]:bg-surface-alt [&_th]:px-4 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_td]:px-4 [&_td]:py-2',
    /** A category's subcategories as pills, styled through their list (a link carries no class). */
    'cat-subs':
      'flex flex-wrap gap-2 [&_a]:inline-block [&_a]:rounded-full [&_a]:border [&_a]:border-line [&_a]:bg-white [&_a]:px-4 [&_a]:py-2 [&_a]:text-sm [&_a]:font-medium [&_a]:text-ink [&_a]:no-underline hover:[&_a]:border-brand hover:[&_a]:text-brand',
    /**
     * A filter group of checkboxes with counts (src/components/ui/FacetGroup.tsx; a category page
     * lists a few dozen options), styled from its fieldset: the legend, the list, each option's
     * label, box, name (the first <span>) and count (the second).
     */
    fct:
      'min-w-0 [&>legend]:(mb-2 text-sm font-bold) [&>ul]:(flex max-h-64 flex-col gap-1 overflow-y-auto pr-1) ' +
      '[&_label]:(flex min-h-8 cursor-pointer items-center gap-2 rounded px-1 py-0.5 text-sm leading-snug) [&_label:hover]:bg-surface-alt ' +
      '[&_input]:(h-4 w-4 shrink-0 accent-brand) [&_span:first-of-type]:(min-w-0 flex-1 break-words) [&_span+span]:(text-xs tabular-nums text-ink-mute)',
    /** A category page's price range (src/components/category/ListingFilters.astro): two fields side by side. */
    'fct-price':
      'min-w-0 [&>legend]:(mb-2 text-sm font-bold) [&>div]:(grid grid-cols-2 gap-2) [&_label]:(flex flex-col gap-1 text-xs text-ink-soft) ' +
      '[&_input]:(min-h-11 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink)',
    /**
     * A kit's steps (src/components/product/KitSteps.astro), styled through their list: each a card
     * (its fieldset) with its title (the legend, floated so it sits inside the card instead of on
     * its border) over its rule.
     */
    'kit-steps':
      'mt-4 flex flex-col gap-4 [&_fieldset]:card [&_fieldset]:p-4 [&_legend]:float-left [&_legend]:w-full [&_legend]:text-base [&_legend]:font-semibold ' +
      '[&_fieldset>p]:clear-both [&_fieldset>p]:flex [&_fieldset>p]:flex-wrap [&_fieldset>p]:gap-x-3 [&_fieldset>p]:pt-1 [&_fieldset>p]:text-sm [&_fieldset>p]:text-ink-soft',
    /**
     * A kit step's options (src/components/product/KitSteps.astro), a score on a kit's page, styled
     * through their list: an option is its picker (a radio's label, or a quantity field with its
     * label) over its price and stock (`p`), whose parts carry no class each.
     */
    'kit-list':
      'flex flex-col divide-y divide-line pt-3 [&>li]:grid [&>li]:grid-cols-[auto_1fr] [&>li]:items-center [&>li]:gap-x-3 [&>li]:gap-y-1 [&>li]:py-2 sm:[&>li]:grid-cols-[auto_1fr_auto] ' +
      '[&>li>:first-child]:col-span-2 [&>li>:first-child]:flex [&>li>:first-child]:items-center [&>li>:first-child]:gap-3 [&>li>label]:cursor-pointer [&_label]:font-medium ' +
      '[&_label>input]:h-4 [&_label>input]:w-4 [&_label>input]:shrink-0 [&_label>input]:accent-brand ' +
      '[&_div>input]:w-16 [&_div>input]:shrink-0 [&_div>input]:rounded-lg [&_div>input]:border [&_div>input]:border-line [&_div>input]:px-2 [&_div>input]:py-1.5 [&_div>input]:text-center ' +
      '[&_img]:h-12 [&_img]:w-12 [&_img]:shrink-0 [&_img]:rounded [&_img]:bg-surface-alt [&_img]:object-contain ' +
      '[&>li>p]:col-start-2 [&>li>p]:flex [&>li>p]:flex-wrap [&>li>p]:items-center [&>li>p]:gap-x-4 [&>li>p]:text-sm sm:[&>li>p]:col-start-3 sm:[&>li>p]:justify-end [&_.stock]:text-xs',
  },
});
