/**
 * A favourite on the favourites page, like ProductCard.astro: picture, name, price incl. and
 * excl. VAT, stock, a heart that takes it out, and add-to-cart (or the way to its page when a
 * variant must be chosen). The heart and the button are wired page-wide by data attributes
 * (src/features/favorites/boot.ts, src/features/cart/boot.ts), as on every other card.
 */
import { presetUrl } from '../../lib/image-presets';
import { fill } from '../../lib/text';
import { addToCartAttribute } from '../../lib/cart/add-to-cart';
import { centsOf } from '../../lib/money';
import type { Locale } from '../../lib/locales';
import type { FavoriteProductJson } from '../../lib/favorites/types';
import type { FavoritesPageStrings } from './strings';
import Icon from '../../components/ui/Icon';
import Price from '../../components/ui/Price';
import { amountsOfEuros } from '../../components/ui/amounts';
import StockState from '../../components/ui/StockState';

export function FavoriteCard({ product: p, locale, s }: { product: FavoriteProductJson; locale: Locale; s: FavoritesPageStrings }) {
  const canAdd = !p.has_variants && p.stock > 0;
  return (
    <article className="card relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <a href={p.url} className="block aspect-square bg-surface-alt" tabIndex={-1} aria-hidden="true">
        {p.image && <img src={presetUrl(p.image, 'thumbnail')} alt="" width={300} height={300} loading="lazy" decoding="async" className="h-full w-full object-contain p-3" />}
      </a>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="text-sm font-semibold leading-snug"><a href={p.url} className="link-plain">{p.name}</a></h2>
        <button
          type="button" className="fav-heart absolute right-2 top-2" data-favorite-toggle data-product-id={p.id} data-name={p.name}
          aria-pressed="true" aria-label={fill(s.remove, { name: p.name })}
        ><Icon name="heart" /></button>
        <div className="mt-auto">
          <Price
            price={amountsOfEuros(p.price_with_tax, p.price)}
            was={p.original_price !== null && p.original_price_with_tax !== null ? amountsOfEuros(p.original_price_with_tax, p.original_price) : null}
            locale={locale} strings={{ inclVat: s.inclVat, exclVat: s.exclVat, from: '' }}
          />
        </div>
        <StockState stock={p.stock} strings={s.stock} className="text-xs" />
        {canAdd && (
          <button
            type="button" className="btn-ghost mt-1 w-full px-3 py-2 text-sm"
            data-add-to-cart={addToCartAttribute({
              productId: p.id,
              preview: { name: p.name, url: p.url, sku: p.sku, image: p.image, priceCents: centsOf(p.price), priceInclCents: centsOf(p.price_with_tax) },
            })}
            aria-label={fill(s.addNamed, { name: p.name })}
          ><Icon name="cart" className="h-5 w-5 shrink-0" />{s.addToCart}</button>
        )}
        {p.has_variants && <a href={p.url} className="btn-ghost mt-1 w-full px-3 py-2 text-sm no-underline">{s.chooseVariant}</a>}
      </div>
    </article>
  );
}
