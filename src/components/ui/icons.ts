/**
 * The shop's one icon set (docs/menus-and-shell.md, page weight): the inner markup of each 24 × 24
 * icon. The React icon (islands) draws it as inline SVG with the `.ic` stroke rule of
 * src/styles/global.css; a server-drawn page's icon is an empty `<i>` whose class (`iconClass`)
 * paints the same markup as a mask in the text's colour (uno.config.ts), so both look the same.
 */
export const ICON_MARKUP = {
  search: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>',
  heart: '<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6"/>',
  cart: '<path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"/><circle cx="9" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/>',
  phone: '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"/>',
  truck: '<path d="M3 6h11v9H3zM14 9h4l3 3v3h-7z"/><circle cx="7" cy="17" r="1.6"/><circle cx="17" cy="17" r="1.6"/>',
  return: '<path d="M9 14 4 9l5-5"/><path d="M4 9h10a6 6 0 0 1 0 12h-3"/>',
  chat: '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  shield: '<path d="M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6z"/><path d="m9 12 2 2 4-4"/>',
  building: '<path d="M4 21V5l8-2v18M12 8h8v13M8 9h.01M8 13h.01M8 17h.01M16 12h.01M16 16h.01"/>',
  star: '<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"/>',
  home: '<path d="M3 11 12 4l9 7M5 10v10h14V10"/>',
  chevronDown: '<path d="m6 9 6 6 6-6"/>',
  chevronRight: '<path d="m9 6 6 6-6 6"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  check: '<path d="m5 12 5 5 9-10"/>',
  filter: '<path d="M4 6h16M7 12h10M10 18h4"/>',
} as const;

export type IconName = keyof typeof ICON_MARKUP;

/**
 * The class of a server-drawn icon: `<i class={iconClass('truck')} aria-hidden="true"></i>`. The
 * stylesheet holds each icon once and the page a class name instead of the SVG. A function and
 * not an Astro component: a page has some thirty icons, and each component instance cost Astro
 * more to set up than the element itself (about a twentieth of a product page's render).
 * `className` as with the React icon (Icon.tsx).
 */
export const iconClass = (name: IconName, className = 'h-5 w-5'): string => `i-ic-${name} ${className}`;

/** A whole icon as a file would hold it, with the `.ic` rule's look written on it (the stylesheet's masks). */
export const iconSvg = (markup: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${markup}</svg>`;
