/**
 * Synthetic but believable products for large seeds: every template (a product family with brands,
 * series and variant axes) contributes its combinations; all combinations of all templates are
 * visited through one fixed permutation. Once every combination is used, the series names get a
 * generation number ("FlexLink 2"), so any count can be reached with unique SKUs and slugs.
 */
import type { L10n } from './data/types.ts';
import { localizeValue } from './data/types.ts';
import { BRANDS } from './data/brands.ts';
import { SYNTH_TEMPLATES_A } from './data/synthetic-a.ts';
import { SYNTH_TEMPLATES_B } from './data/synthetic-b.ts';
import type { SynthTemplate } from './data/synthetic-types.ts';
import { claimSku, claimSlugs, randomOriginalPrice, randomPublishedAt, randomStock } from './catalog.ts';
import type { CatalogContext, ProductProperty, ProductSpec } from './catalog.ts';
import { LOCALES, createRng, exVatCents, fill, gtinForIndex, retailPrice } from './util.ts';

export const SYNTH_TEMPLATES: SynthTemplate[] = [...SYNTH_TEMPLATES_A, ...SYNTH_TEMPLATES_B];

const brandCode = (key: string) =>
  key
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 3)
    .toUpperCase();

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

type Prepared = { tpl: SynthTemplate; size: number; start: number };

function prepare(templates: SynthTemplate[]): { items: Prepared[]; total: number; stride: number } {
  const items: Prepared[] = [];
  let total = 0;
  for (const tpl of templates) {
    for (const b of tpl.brands) if (!BRANDS[b]) throw new Error(`Synthetic template ${tpl.prefix}: unknown brand ${b}`);
    const size = tpl.brands.length * tpl.lines.length * tpl.axes.reduce((n, a) => n * a.values.length, 1);
    items.push({ tpl, size, start: total });
    total += size;
  }
  // A stride coprime with the total visits every combination of every template once per
  // generation, mixing templates in proportion to their size.
  let stride = Math.floor(total * 0.618) + 1;
  while (gcd(stride, total) !== 1) stride++;
  return { items, total, stride };
}

/** Yields `count` synthetic product specs, continuing the ids and GTINs of the context. */
export function* syntheticProducts(ctx: CatalogContext, count: number): Generator<ProductSpec> {
  const { items, total, stride } = prepare(SYNTH_TEMPLATES);
  for (const p of items) if (!ctx.leafKeys.has(p.tpl.cat)) throw new Error(`Synthetic template ${p.tpl.prefix}: "${p.tpl.cat}" is not a leaf`);
  for (let s = 0; s < count; s++) {
    const generation = Math.floor(s / total) + 1;
    const r = ((s % total) * stride + 12_345) % total;
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((items[mid] as Prepared).start <= r) lo = mid;
      else hi = mid - 1;
    }
    const p = items[lo] as Prepared;
    let combo = r - p.start;
    const { tpl } = p;

    const brandKey = tpl.brands[combo % tpl.brands.length] as string;
    combo = Math.floor(combo / tpl.brands.length);
    const [lineCode, lineName] = tpl.lines[combo % tpl.lines.length] as [string, string];
    combo = Math.floor(combo / tpl.lines.length);
    const picks: Array<{ key: string; code: string; value: L10n; index: number }> = [];
    for (const axis of tpl.axes) {
      const index = combo % axis.values.length;
      combo = Math.floor(combo / axis.values.length);
      const [code, raw] = axis.values[index] as [string, string | L10n];
      picks.push({ key: axis.key, code, index, value: typeof raw === 'string' ? localizeValue(axis.key, raw) : raw });
    }

    const brand = BRANDS[brandKey] as string;
    const line = generation > 1 ? `${lineName} ${generation}` : lineName;
    const skuBase = [tpl.prefix, brandCode(brandKey), lineCode + (generation > 1 ? generation : ''), ...picks.map((x) => x.code)].join('-');
    const sku = claimSku(ctx, skuBase, false);
    const rng = createRng(`product:${sku}`);
    const text = (template: L10n): L10n => {
      const out = { en: '', nl: '', de: '' };
      for (const locale of LOCALES) {
        const vars: Record<string, string> = { brand, line };
        for (const x of picks) vars[x.key] = x.value[locale];
        out[locale] = fill(template[locale], vars, `${tpl.prefix} template`);
      }
      return out;
    };

    const first = picks[0];
    const scale = first ? 1 + 0.9 * (first.index / Math.max(1, (tpl.axes[0]?.values.length ?? 1) - 1)) : 1;
    const [pLo, pHi] = tpl.price;
    const priceIncl = retailPrice(Math.min(pHi, pLo + (pHi - pLo) * ((scale - 1) / 0.9) * 0.85 + (pHi - pLo) * 0.15 * rng.next()), rng);
    const [wLo, wHi] = tpl.weight;
    const props: ProductProperty[] = [{ property: 'merk', value: { en: brand, nl: brand, de: brand } }];
    for (const x of [...picks].sort((a, b) => (a.key === 'kleur' ? -1 : b.key === 'kleur' ? 1 : 0))) props.push({ property: x.key, value: x.value });

    const name = text(tpl.name);
    yield {
      id: ctx.nextId++,
      masterId: null,
      sku,
      gtin: gtinForIndex(ctx.nextGtin++),
      mpn: `${lineCode}${rng.int(100, 999)}-${picks.map((x) => x.code).join('')}`.slice(0, 40),
      brandKey,
      categoryKey: tpl.cat,
      priceCents: exVatCents(priceIncl),
      originalPriceCents: randomOriginalPrice(rng, priceIncl),
      stock: randomStock(rng),
      weightGrams: Math.round(wLo + (wHi - wLo) * ((0.5 * (scale - 1)) / 0.9 + 0.5 * rng.next())),
      isComposite: false,
      variantAttributes: null,
      publishedAt: randomPublishedAt(rng),
      name,
      slug: claimSlugs(ctx, name),
      short: text(tpl.short),
      description: text(tpl.desc),
      props,
      imageCount: rng.int(1, 3),
    };
  }
}
