/**
 * A product as a card, wherever products are listed: home, categories, newest products and the
 * search results rendered on the server, the search overlay, the favourites page, the products of
 * a post or project. Picture, name, stars, price incl./excl. VAT, stock band; what differs by
 * place is asked for by props: the heart over the picture, the add-to-cart button
 * (src/features/cart/live.ts reads its payload; a kit goes in its default configuration), the
 * "choose a variant" link, the heading level, a note below the name.
 */
import { fill, plural } from '#src/lib/text.ts';
import { doubleDensitySrcset, presetUrl } from '#src/lib/image-presets.ts';
import { cardAddToCartAttribute } from '#src/lib/cart/add-to-cart.ts';
import type { Locale } from '#src/lib/locales.ts';
import FavoriteHeart from './FavoriteHeart.tsx';
import Price from './Price.tsx';
import StarRating from './StarRating.tsx';
import StockState from './StockState.tsx';
import type { CardProduct } from './card-data.ts';
import type { CardStrings } from './strings.ts';

/** What a card offers beyond the product itself; the same for every card of a list. */
export type CardOptions = {
  /** The heart over the picture, by what a press does: 'add' (unpressed) or 'remove' (pressed). None without. */
  heart?: 'add' | 'remove';
  /** The add-to-cart button, shown when the product can be bought as it is (no variant to choose, in stock). */
  addToCart?: boolean;
  /** For a master: a link to its page to choose a variant. */
  chooseVariant?: boolean;
  /** The name's heading level in the page's outline. */
  headingLevel?: 2 | 3;
  /**
   * A list the server renders to plain HTML (a page's, not an island's): the heart and the add
   * button carry neither label nor state; the page-wide scripts give them theirs as they start
   * (src/features/favorites/boot.ts, src/features/cart/boot.ts), and without JavaScript, where
   * neither works, they are not shown. Two dozen cards' labels were about 3 KB of a category
   * page (docs/catalogue.md, page weight).
   */
  labelledByScript?: boolean;
};

export type ProductCardProps = CardOptions & {
  product: CardProduct;
  locale: Locale;
  strings: CardStrings;
  /** A short line about the product in this list, below its name (a project's "Quantity: 2"). */
  note?: string;
  /**
   * How the picture loads: 'lazy' (default) when the browser nears it, 'eager' at once, 'high' at
   * once and before other pictures, for the card likeliest to be the page's largest paint
   * (docs/performance.md, pictures).
   */
  picture?: 'lazy' | 'eager' | 'high';
};

export default function ProductCard({
  product: p,
  locale,
  strings: s,
  heart,
  addToCart = false,
  chooseVariant = false,
  headingLevel = 3,
  labelledByScript = false,
  note,
  picture = 'lazy',
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const canAdd = addToCart && !p.hasVariants && (typeof p.stock === 'number' ? p.stock > 0 : p.stock);
  return (
    // The card's parts carry no class where the card's shortcut styles them by their place (`pc` in
    // uno.config.ts): a list page repeats them on every card (docs/catalogue.md, page weight).
    <article className="pc">
      {/* The picture is no link of its own: the name's link covers it (its ::after), so a click,
          a middle click or "open in new tab" on the picture opens the product as before, and the
          card has one link in the tab order and for screen readers. */}
      {p.imageUrl ? (
        <img
          src={presetUrl(p.imageUrl, 'thumbnail')}
          // About 150–300 px wide on most screens (up to 360 px in two columns just below 768 px,
          // where a screen of density 1 is rare): the thumbnail, or the product size at density 2.
          srcSet={doubleDensitySrcset(p.imageUrl, 'product')}
          alt=""
          width={300}
          height={300}
          loading={picture === 'lazy' ? 'lazy' : undefined}
          fetchPriority={picture === 'high' ? 'high' : undefined}
        />
      ) : (
        <span />
      )}
      <div>
        {/* The brand is the body's first paragraph, styled as such (`pc`); the note comes after the name. */}
        {p.brand && <p>{p.brand}</p>}
        {/* Long Dutch and German compounds hyphenate in the page's language (lang on <html>), and break anywhere where the browser has no dictionary. */}
        <Heading>
          <a href={p.url}>{p.name}</a>
        </Heading>
        {note && <p className="text-sm font-semibold text-brand-dark">{note}</p>}
        {heart && <FavoriteHeart id={p.id} name={p.name} strings={s.heart} pressed={heart === 'remove'} inCard unlabelled={labelledByScript} />}
        {p.rating !== null && (
          // On a phone's narrow card the count goes below the stars as a whole, never as "2" over "reviews" (pc-rating keeps it whole).
          <p className="pc-rating">
            <StarRating average={p.rating} locale={locale} label={s.rated} className="" />
            {plural(s.reviews, p.reviewCount, locale)}
          </p>
        )}
        <Price price={p.price} was={p.was} from={p.fromPrice} locale={locale} strings={s.price} />
        <StockState stock={p.stock} strings={s.stock} />
        {canAdd && (
          <button
            type="button"
            className="pc-add"
            aria-label={labelledByScript ? undefined : fill(s.addNamed, { name: p.name })}
            // Short: the cart script reads name, page and picture from this card (src/features/cart/live.ts).
            data-add-to-cart={cardAddToCartAttribute({ productId: p.id, priceCents: p.price.excl, priceInclCents: p.price.incl, sku: p.sku })}
          >
            {/* The cart icon is the button's ::before, drawn by CSS (src/styles/global.css). A card too
                narrow for the words (two columns on a phone) shows the icon alone; the label names the action. */}
            <span>{s.addToCart}</span>
          </button>
        )}
        {chooseVariant && p.hasVariants && (
          <a href={p.url} className="pc-action no-underline">
            <span className="min-w-0 hyphens-auto break-anywhere">{s.chooseVariant}</span>
          </a>
        )}
      </div>
    </article>
  );
}
