/** A product in the results grid, like ProductCard.astro: prices incl. and excl. VAT, stock, rating. */
import type { ReactNode } from 'react';
import Price from '../../components/ui/Price';
import { amountsOfEuros } from '../../components/ui/amounts';
import { LOCALE_ISO, type Locale } from '../../lib/locales';
import type { SearchProduct, Suggestion } from './api';
import { plural, type SearchStrings } from './strings';


/** The shared price in cents, from the API's euros. */
function PriceView({ incl, excl, wasIncl = null, wasExcl = null, from = false, locale, s }: { incl: number; excl: number; wasIncl?: number | null; wasExcl?: number | null; from?: boolean; locale: Locale; s: SearchStrings }) {
  return (
    <Price
      price={amountsOfEuros(incl, excl)} was={wasIncl !== null && wasExcl !== null ? amountsOfEuros(wasIncl, wasExcl) : null}
      from={from} locale={locale} strings={{ inclVat: s.inclVat, exclVat: s.exclVat, from: s.priceFrom }}
    />
  );
}

type CardProps = {
  url: string;
  name: string;
  imageUrl: string | null;
  brand?: string | null;
  rating?: number | null;
  reviewCount?: number;
  inStock: boolean;
  price: ReactNode;
  locale: Locale;
  s: SearchStrings;
};

function Card({ url, name, imageUrl, brand = null, rating = null, reviewCount = 0, inStock, price, locale, s }: CardProps) {
  return (
    <article className="card flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <a href={url} className="block aspect-square bg-surface-alt" tabIndex={-1} aria-hidden="true">
        {imageUrl && <img src={imageUrl} alt="" width={300} height={300} loading="lazy" decoding="async" className="h-full w-full object-contain p-3" />}
      </a>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        {brand && <p className="text-xs font-medium uppercase tracking-wide text-ink-mute">{brand}</p>}
        <h3 className="text-sm font-semibold leading-snug"><a href={url} className="link-plain">{name}</a></h3>
        {rating !== null && (
          <p className="text-xs text-ink-mute">★ {rating.toLocaleString(LOCALE_ISO[locale])} · {plural(s.reviews, reviewCount, locale)}</p>
        )}
        <div className="mt-auto pt-1">{price}</div>
        <p className={`text-xs font-medium ${inStock ? 'text-ok' : 'text-danger'}`}>{inStock ? s.inStock : s.outOfStock}</p>
      </div>
    </article>
  );
}

export function ResultCard({ product: p, locale, s }: { product: SearchProduct; locale: Locale; s: SearchStrings }) {
  return (
    <Card
      url={p.url} name={p.name} imageUrl={p.image_url} brand={p.brand} rating={p.rating} reviewCount={p.review_count}
      inStock={p.in_stock} locale={locale} s={s}
      price={<PriceView incl={p.price_with_tax} excl={p.price} wasIncl={p.original_price_with_tax} wasExcl={p.original_price} from={p.variants.length > 1} locale={locale} s={s} />}
    />
  );
}

export function SuggestionCard({ product: p, locale, s }: { product: Suggestion; locale: Locale; s: SearchStrings }) {
  return (
    <Card
      url={p.url} name={p.name} imageUrl={p.image_url} inStock={p.in_stock} locale={locale} s={s}
      price={<PriceView incl={p.price_with_tax} excl={p.price} locale={locale} s={s} />}
    />
  );
}
