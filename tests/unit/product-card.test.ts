/**
 * The one product card (src/components/ui/ProductCard.tsx) as the server renders it for the grid,
 * the search overlay and the favourites page: the markup the page scripts and the browser tests
 * rely on, and the ways to its props from the server's cents and the API's euros.
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ProductCard from '#src/components/ui/ProductCard.tsx';
import ProductGrid from '#src/components/ui/ProductGrid.tsx';
import { cardFromCatalog, cardFromFavorite, cardFromSearch, cardFromSuggestion, type CardProduct } from '#src/components/ui/card-data.ts';
import { cardStrings } from '#src/components/ui/strings.ts';
import { readAddToCartPayload } from '#src/lib/cart/read-add-to-cart.ts';
import { sourceOfPresetUrl } from '#src/lib/image-presets.ts';
import { translator } from '#src/lib/i18n.ts';
import type { FavoriteProductJson } from '#src/lib/favorites/types.ts';
import type { SearchProductJson } from '#src/lib/api/search.ts';
import { readFileSync } from 'node:fs';
import { unoShortcut } from '../helpers/uno-shortcut.ts';

/** A UnoCSS shortcut's utilities, as uno.config.ts writes them (the card's classes are shortcuts). */
const shortcut = unoShortcut(readFileSync('uno.config.ts', 'utf8'));

const strings = cardStrings(translator('en'), 'NL');
const catalog = {
  id: 5,
  sku: 'RPI5-COOL',
  name: 'Raspberry Pi 5 Active Cooler',
  slug: 'cooler',
  priceCents: 500,
  referencePriceCents: 600,
  stock: 3,
  imageUrl: '/media/products/RPI5-COOL-1.svg',
  rating: 4.2,
  reviewCount: 7,
  hasVariants: false,
};
const html = (product: CardProduct, options: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(ProductCard, { product, locale: 'en', strings, ...options }));
/** An attribute's value as the browser reads it (React escapes quotes and ampersands). */
const attr = (markup: string, name: string) => {
  const found = new RegExp(`${name}="([^"]*)"`).exec(markup)?.[1];
  return found
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};
const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ');

describe('cards from the server and the API', () => {
  it('price a catalogue card in cents with the VAT of the region', () => {
    const card = cardFromCatalog(catalog, '/product/cooler/', 'NL');
    expect(card.price).toMatchObject({ excl: 500, incl: 605 });
    expect(card.was).toMatchObject({ excl: 600, incl: 726 });
    expect(cardFromCatalog({ ...catalog, referencePriceCents: null }, '/p/', 'GB')).toMatchObject({ price: { excl: 500, incl: 500 }, was: null });
  });

  it('turn the API euro amounts into cents at the edge', () => {
    const search = {
      id: 9,
      sku: 'S',
      name: 'Cable',
      slug: 'cable',
      url: '/product/cable/',
      brand: 'Goobay',
      image_url: null,
      stock: 0,
      in_stock: false,
      rating: null,
      review_count: 0,
      tax_rate: 21,
      price: 19.99,
      price_with_tax: 24.19,
      original_price: null,
      original_price_with_tax: null,
      variants: [{ id: 10 }, { id: 11 }],
    } as unknown as SearchProductJson;
    expect(cardFromSearch(search)).toMatchObject({
      price: { incl: 2419, excl: 1999 },
      was: null,
      brand: 'Goobay',
      fromPrice: true,
      hasVariants: true,
      stock: 0,
    });
    expect(cardFromSuggestion({ id: 1, name: 'A', url: '/a/', image_url: null, price: 1.1, price_with_tax: 1.33, in_stock: true })).toMatchObject({
      price: { incl: 133, excl: 110 },
      stock: true,
    });
    const favorite = {
      id: 3,
      name: 'Pi 500',
      url: '/product/pi-500/',
      sku: 'P5',
      image: null,
      price: 90,
      price_with_tax: 108.9,
      original_price: 100,
      original_price_with_tax: 121,
      stock: 4,
      has_variants: true,
    } as FavoriteProductJson;
    expect(cardFromFavorite(favorite)).toMatchObject({ price: { incl: 10890, excl: 9000 }, was: { incl: 12100, excl: 10000 }, hasVariants: true });
  });
});

describe('the product card', () => {
  const card = cardFromCatalog(catalog, '/product/cooler/', 'NL');

  it('in a grid: both prices, stars, stock band, an unpressed heart and add-to-cart with its payload', () => {
    const markup = html(card, { heart: 'add', addToCart: true });
    expect(markup.match(/<article/g)).toHaveLength(1);
    // One link: the name's, which also covers the picture (its ::after), so the picture is no link of its own.
    expect(markup.match(/<a /g)).toHaveLength(1);
    expect(markup).toMatch(/^<article class="pc"><img [^>]*><div>/);
    expect(markup).toContain(`<h3><a href="/product/cooler/">${catalog.name}</a></h3>`);
    // The parts carry no class of their own: the card's shortcut styles them by their place (uno.config.ts).
    expect(shortcut('pc')).toContain('[&_:is(h2,h3)_a]:(text-ink no-underline)');
    expect(shortcut('pc')).toContain('[&_:is(h2,h3)_a]:after:(absolute inset-x-0 top-0 aspect-square content-empty)');
    // Long compounds hyphenate or break inside the card; the button keeps its icon (its ::before), its words only where they fit.
    expect(shortcut('pc')).toContain('[&_:is(h2,h3)]:(hyphens-auto break-anywhere');
    expect(markup).toMatch(/<button type="button" class="pc-add"[^>]*><span>Add to cart<\/span><\/button>/);
    expect(shortcut('pc-add')).toContain('@[13rem]:[&>span]:inline');
    expect(shortcut('pc-action')).toContain('min-h-11');
    expect(markup).toContain('<span class="price-incl"><b>€6.05</b> <small>incl. VAT</small></span>');
    expect(markup).toContain('<span class="price-excl"><b>€5.00</b> <small>excl. VAT</small></span>');
    expect(markup).toContain('<s><span class="price-incl">€7.26</span><span class="price-excl">€6.00</span></s>');
    expect(markup).toContain('role="img" aria-label="Rated 4.2 out of 5"');
    expect(text(markup)).toContain('7 reviews');
    // The count kept whole beside the stars, no element of its own (pc-rating).
    expect(markup).toContain('class="stars stars-9"></span>7 reviews</p>');
    expect(shortcut('pc-rating')).toContain('whitespace-nowrap');
    expect(text(markup)).toContain('Only 3 left');
    // Green is the stock line's own colour; a few left or none add their tone.
    expect(markup).toContain('<span class="stock text-warn">Only 3 left</span>');
    expect(html({ ...card, stock: 80 })).toContain('<span class="stock">50+ in stock</span>');
    expect(html({ ...card, stock: 0 })).toContain('<span class="stock text-danger">Out of stock</span>');
    // The heart's name is the card's (src/features/favorites/heart-name.ts): no data-name of its own.
    expect(markup).toContain(
      `<button type="button" class="fav-heart" data-favorite-toggle="5" aria-pressed="false" aria-label="Add ${catalog.name} to favourites"></button>`,
    );
    expect(markup).toContain(`aria-label="Add to cart – ${catalog.name}"`);
    // The button's short value, completed with what the card shows, as the cart script reads it (src/features/cart/live.ts).
    expect(attr(markup, 'data-add-to-cart')).toBe('5 500 605 RPI5-COOL');
    expect(attr(markup, 'src')).toBe('/media/thumbnail/products/RPI5-COOL-1.webp');
    const facts = { name: catalog.name, url: attr(markup, 'href')!, image: sourceOfPresetUrl(attr(markup, 'src')!) };
    expect(readAddToCartPayload(attr(markup, 'data-add-to-cart'), facts)).toEqual({
      productId: 5,
      preview: { name: catalog.name, url: '/product/cooler/', sku: 'RPI5-COOL', image: catalog.imageUrl, priceCents: 500, priceInclCents: 605 },
    });
  });

  it('writes a price the same both ways (an export) once, for both customer types', () => {
    const exportStrings = cardStrings(translator('en'), 'GB');
    const markup = renderToStaticMarkup(
      createElement(ProductCard, { product: cardFromCatalog(catalog, '/product/cooler/', 'GB'), locale: 'en', strings: exportStrings }),
    );
    expect(markup).toContain('<span class="pr"><b>€5.00</b> <small>no VAT (export)</small><s>€6.00</s></span>');
    expect(markup).not.toContain('price-incl');
    expect(markup).not.toContain('price-excl');
  });

  it('keeps the square of a missing picture, which the link still covers', () => {
    const markup = html({ ...card, imageUrl: null });
    expect(markup).toMatch(/^<article class="pc"><span><\/span><div>/);
    expect(shortcut('pc')).toContain('[&>span]:(block aspect-square bg-surface-alt)');
  });

  it('keeps a name out of the button, with the characters a payload would have to escape', () => {
    const name = 'Cable "USB-C" & <adapter>';
    const markup = html({ ...card, name }, { addToCart: true });
    expect(attr(markup, 'data-add-to-cart')).toBe('5 500 605 RPI5-COOL');
    // The cart script reads it back from the link as text (src/features/cart/live.ts).
    expect(markup).toContain('>Cable &quot;USB-C&quot; &amp; &lt;adapter&gt;</a></h3>');
  });

  it('offers no add-to-cart for a master or when sold out, and leads a master to its page where asked', () => {
    expect(html({ ...card, hasVariants: true }, { addToCart: true })).not.toContain('data-add-to-cart');
    expect(html({ ...card, stock: 0 }, { addToCart: true })).not.toContain('data-add-to-cart');
    const markup = html({ ...card, hasVariants: true }, { heart: 'remove', chooseVariant: true, headingLevel: 2 });
    expect(markup).toMatch(/no-underline"><span[^>]*>Choose a variant<\/span><\/a>/);
    expect(markup).toContain('<h2');
    expect(markup).toContain(`aria-pressed="true" aria-label="Remove ${catalog.name} from favourites"`);
  });

  it('in the search overlay: the brand, no heart, no button; a suggestion says only whether it is in stock', () => {
    const markup = html({ ...card, brand: 'Raspberry Pi', fromPrice: true });
    // The brand is the body's first paragraph, styled by its place (uno.config.ts).
    expect(markup).toMatch(/<div><p>Raspberry Pi<\/p><h3>/);
    expect(shortcut('pc')).toContain('[&>div>p:first-child]:(break-anywhere text-xs font-medium uppercase');
    expect(markup).not.toContain('<button');
    expect(text(markup)).toContain('From');
    expect(text(html({ ...card, stock: true }))).toContain('In stock');
    expect(text(html({ ...card, stock: false }))).toContain('Out of stock');
  });

  it('renders a whole list in one grid', () => {
    const list = renderToStaticMarkup(
      createElement(ProductGrid, { products: [card, { ...card, id: 6 }], locale: 'nl', strings: cardStrings(translator('nl'), 'NL'), addToCart: true }),
    );
    expect(list.match(/<li><article/g)).toHaveLength(2);
    expect(text(list)).toContain('€ 6,05 incl. btw');
  });

  it('loads the pictures of a list lazily, but its first row at once and the first before all', () => {
    const products = [1, 2, 3, 4].map((id) => ({ ...card, id }));
    const pictures = (eager?: number) =>
      renderToStaticMarkup(createElement(ProductGrid, { products, locale: 'en', strings, eager }))
        .match(/<img [^>]*>/g)!
        // HTML attribute names are case-insensitive: React writes fetchPriority.
        .map((img) => [attr(img, 'loading'), /fetchpriority="([^"]*)"/i.exec(img)?.[1]].filter(Boolean).join(' '));
    expect(pictures()).toEqual(['lazy', 'lazy', 'lazy', 'lazy']);
    expect(pictures(2)).toEqual(['high', '', 'lazy', 'lazy']);
  });

  it('offers the product size to screens of twice the density, the thumbnail being the rest', () => {
    const img = /<img [^>]*>/.exec(html(card))![0];
    expect(attr(img, 'src')).toBe('/media/thumbnail/products/RPI5-COOL-1.webp');
    expect(/srcSet="([^"]*)"/.exec(img)?.[1]).toBe('/media/product/products/RPI5-COOL-1.webp 2x');
    expect(img).not.toContain('sizes=');
  });

  it('in a list of plain HTML: the heart and the button left for the page scripts to label, hidden without them', () => {
    const markup = html(card, { heart: 'add', addToCart: true, labelledByScript: true });
    expect(markup).toContain('<button type="button" class="fav-heart" data-favorite-toggle="5"></button>');
    expect(markup).toMatch(/<button type="button" class="pc-add" data-add-to-cart="5 500 605 RPI5-COOL"><span>Add to cart<\/span><\/button>/);
    expect(markup).not.toContain('aria-label="Add');
    // The page scripts find the name where they label the buttons (src/features/shared/card-name.ts).
    expect(markup).toContain(`<h3><a href="/product/cooler/">${catalog.name}</a></h3>`);
    const css = readFileSync('src/styles/global.css', 'utf8');
    expect(css).toMatch(/@media \(scripting: none\) \{\s*\.pc \.fav-heart,\s*\.pc-add \{\s*display: none;/);
  });
});
