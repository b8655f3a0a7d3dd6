/** Shapes and shared axes for synthetic products (used when more products are asked for than curated). */
import type { L10n } from './types.ts';
import { t } from './types.ts';

/** [sku code, value]; string values are localized like curated variables (colours, decimals). */
export type AxisValue = [code: string, value: string | L10n];

export type Axis = { key: string; values: AxisValue[] };

export type SynthTemplate = {
  /** Leaf category key. */
  cat: string;
  /** First SKU segment; the product image picks its artwork from it. */
  prefix: string;
  brands: string[];
  /** Product lines (series names) as [sku code, name]. */
  lines: Array<[code: string, name: string]>;
  axes: Axis[];
  /** Placeholders: {brand}, {line} and every axis key. */
  name: L10n;
  short: L10n;
  desc: L10n;
  /** Consumer price range in euros incl. VAT; the first axis scales it up (later values cost more). */
  price: [min: number, max: number];
  weight: [min: number, max: number];
};

export const COLOUR_AXIS = (...codes: string[]): Axis => ({
  key: 'kleur',
  values: codes.map((c): AxisValue => [COLOUR_CODES[c] ?? c.slice(0, 2).toUpperCase(), c]),
});

/** Two-letter SKU codes for colours; also read back by the placeholder images. */
export const COLOUR_CODES: Record<string, string> = {
  zwart: 'BK', wit: 'WH', rood: 'RD', blauw: 'BL', groen: 'GN', geel: 'YL', grijs: 'GY', oranje: 'OR', paars: 'PU', zilver: 'SV', transparant: 'TR',
};

export const lengths = (...metres: number[]): Axis => ({
  key: 'length',
  // 1.5 m → "1M5", 15 m → "15M": the decimal point becomes the unit letter, so codes stay unique.
  values: metres.map((m): AxisValue => [String(m).includes('.') ? String(m).replace('.', 'M') : `${m}M`, `${m} m`]),
});

export const capacities = (key: string, ...values: string[]): Axis => ({
  key,
  values: values.map((v): AxisValue => [v.replace(/[^0-9A-Za-z]/g, '').toUpperCase(), v]),
});

export const packs = (...sizes: number[]): Axis => ({
  key: 'pack',
  values: sizes.map((n): AxisValue => [`P${n}`, n === 1 ? t('single', 'per stuk', 'einzeln') : t(`${n} pieces`, `${n} stuks`, `${n} Stück`)]),
});

export const models = (key: string, ...names: string[]): Axis => ({
  key,
  values: names.map((n): AxisValue => [n.replace(/[^0-9A-Za-z]/g, '').toUpperCase().slice(0, 10), n]),
});

/** Invented but plausible series names, reused across templates. */
export const LINES_GENERIC: Array<[string, string]> = [
  ['PRO', 'Pro'], ['ESS', 'Essential'], ['MAX', 'Max'], ['LTE', 'Lite'], ['PLS', 'Plus'], ['ECO', 'Eco'], ['XTR', 'Xtra'], ['NOV', 'Nova'],
];
