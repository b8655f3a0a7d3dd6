/**
 * Variant picker logic: from a family's variants and the selected one, the option groups per
 * attribute (e.g. colour: white | black; length: 1 m | 2 m), each option pointing at the
 * variant it selects. Options are links, so the selection lives in the URL. Pure.
 */

export type VariantAttribute = { value: string; label: string };

export type VariantChoice = {
  id: number;
  slug: string;
  stock: number;
  /** Attribute key → raw value (as stored in variant_attributes) and its label in the page language. */
  attributes: Record<string, VariantAttribute>;
};

export type VariantOption = {
  value: string;
  label: string;
  /** The variant this option leads to. */
  variantId: number;
  slug: string;
  selected: boolean;
  /** The variant it leads to is in stock. */
  available: boolean;
};

export type VariantGroup = { key: string; options: VariantOption[] };

/**
 * An attribute value as a shopper reads it: its label in the page's language (the product's
 * property), else the stored value, where a colour key naming two colours ("rood-wit") reads as
 * words ("rood/wit"), never as a slug.
 * @example attributeLabel('kleur', 'rood-wit', undefined) // "rood/wit"
 */
export function attributeLabel(key: string, value: string, label: string | undefined): string {
  if (label) return label;
  return key === 'kleur' ? value.replace(/(\p{L})-(?=\p{L})/gu, '$1/') : value;
}

/** Attribute keys in the order they first appear, colour (kleur) first as the seed does. */
export function attributeKeys(variants: readonly VariantChoice[]): string[] {
  const keys: string[] = [];
  for (const v of variants) for (const k of Object.keys(v.attributes)) if (!keys.includes(k)) keys.push(k);
  return keys.sort((a, b) => (a === 'kleur' ? -1 : b === 'kleur' ? 1 : 0));
}

/**
 * For each attribute value, the variant that keeps the other attributes of the selection
 * (a "white 2 m" page offers "black" as black 2 m); when no such variant exists or nothing is
 * selected, the first variant with that value, preferring one in stock.
 */
function target(variants: readonly VariantChoice[], selected: VariantChoice | undefined, key: string, value: string): VariantChoice | undefined {
  const withValue = variants.filter((v) => v.attributes[key]?.value === value);
  if (selected) {
    const exact = withValue.find((v) => Object.entries(selected.attributes).every(([k, a]) => k === key || v.attributes[k]?.value === a.value));
    if (exact) return exact;
  }
  return withValue.find((v) => v.stock > 0) ?? withValue[0];
}

export function variantGroups(variants: readonly VariantChoice[], selectedId: number | null): VariantGroup[] {
  const selected = variants.find((v) => v.id === selectedId);
  return attributeKeys(variants).map((key) => {
    const seen = new Map<string, string>();
    for (const v of variants) {
      const a = v.attributes[key];
      if (a && !seen.has(a.value)) seen.set(a.value, a.label);
    }
    const options: VariantOption[] = [];
    for (const [value, label] of seen) {
      const to = target(variants, selected, key, value);
      if (!to) continue;
      options.push({
        value,
        label,
        variantId: to.id,
        slug: to.slug,
        selected: selected?.attributes[key]?.value === value,
        available: to.stock > 0,
      });
    }
    return { key, options };
  });
}

/** "white, 1 m": the attribute labels of a variant in picker order. */
export function variantLabel(variant: VariantChoice, keys: readonly string[]): string {
  return keys
    .map((k) => variant.attributes[k]?.label)
    .filter((l): l is string => !!l)
    .join(', ');
}
