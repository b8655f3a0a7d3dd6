/**
 * Shapes of the curated seed data. Prices in the data files are consumer prices in euros
 * INCLUDING 21 % VAT (as a shop owner thinks of them); the seed stores cents excluding VAT.
 */
import type { LocalizedText } from '#src/server/db/schema.ts';

export type L10n = LocalizedText;

export const t = (en: string, nl: string, de: string): L10n => ({ en, nl, de });

/** Same text in every locale (brand and model names). */
export const same = (text: string): L10n => ({ en: text, nl: text, de: text });

export type ItemExtra = {
  /** Former consumer price (incl. VAT) → original_price_cents. */
  was?: number;
  stock?: number;
};

/**
 * One sellable product: [sku, mpn, consumer price incl. VAT, weight in grams, variables, extra].
 * Variables fill {placeholders} in the family texts and become product_properties; for
 * variants of a master they are also the variant_attributes.
 */
export type Item = [sku: string, mpn: string, price: number, weight: number, vars?: Record<string, string>, extra?: ItemExtra];

export type Family = {
  /** Key of a leaf category. */
  cat: string;
  /** Key of a brand. */
  brand: string;
  name: L10n;
  short: L10n;
  /** 2–4 sentences. */
  desc: L10n;
  /** Extra properties shown on the product page, e.g. interface or voltage. */
  specs?: Record<string, L10n | string>;
  items: Item[];
  /**
   * When set, a master product is created and every item becomes a variant of it
   * (master_product_id). The family texts may then only use placeholders in `name`.
   */
  master?: { sku: string; mpn: string; name: L10n };
};

/** Colour values: the key (Dutch) is stored in variant_attributes.kleur. */
export const COLOURS: Record<string, L10n> = {
  zwart: t('black', 'zwart', 'schwarz'),
  wit: t('white', 'wit', 'weiß'),
  rood: t('red', 'rood', 'rot'),
  blauw: t('blue', 'blauw', 'blau'),
  groen: t('green', 'groen', 'grün'),
  geel: t('yellow', 'geel', 'gelb'),
  grijs: t('grey', 'grijs', 'grau'),
  oranje: t('orange', 'oranje', 'orange'),
  paars: t('purple', 'paars', 'lila'),
  zilver: t('silver', 'zilver', 'silber'),
  transparant: t('clear', 'transparant', 'transparent'),
  // Two colours read as words with a slash in every language; the key stays a slug.
  'rood-wit': t('red/white', 'rood/wit', 'rot/weiß'),
  'zwart-grijs': t('black/grey', 'zwart/grijs', 'schwarz/grau'),
};

/** Other variable values that need translating. */
export const VALUE_WORDS: Record<string, L10n> = {
  'male-male': t('male-male', 'male-male', 'Stecker-Stecker'),
  'male-female': t('male-female', 'male-female', 'Stecker-Buchse'),
  'female-female': t('female-female', 'female-female', 'Buchse-Buchse'),
  US: t('US English', 'Amerikaans-Engels', 'US-Englisch'),
  UK: t('UK English', 'Brits-Engels', 'UK-Englisch'),
  DE: t('German', 'Duits', 'Deutsch'),
  NL: t('Dutch (US-International)', 'Nederlands (US-International)', 'Niederländisch (US-International)'),
  standard: t('standard', 'standaard', 'Standard'),
  wide: t('wide angle', 'groothoek', 'Weitwinkel'),
  noir: t('NoIR (no IR filter)', 'NoIR (zonder IR-filter)', 'NoIR (ohne IR-Filter)'),
  'noir-wide': t('NoIR wide angle', 'NoIR groothoek', 'NoIR Weitwinkel'),
  'Micro-HDMI to HDMI': t('Micro-HDMI to HDMI', 'Micro-HDMI-naar-HDMI', 'Micro-HDMI-auf-HDMI'),
  'Mini-HDMI to HDMI': t('Mini-HDMI to HDMI', 'Mini-HDMI-naar-HDMI', 'Mini-HDMI-auf-HDMI'),
  '1 channel': t('1 channel', '1 kanaal', '1 Kanal'),
  '2 channels': t('2 channels', '2 kanalen', '2 Kanäle'),
  '4 channels': t('4 channels', '4 kanalen', '4 Kanäle'),
  '8 channels': t('8 channels', '8 kanalen', '8 Kanäle'),
  '(C) for Pi Zero': t('(C) for Pi Zero', '(C) voor Pi Zero', '(C) für Pi Zero'),
};

/** Property labels per key, for whoever renders product_properties. */
export const PROPERTY_LABELS: Record<string, L10n> = {
  merk: t('Brand', 'Merk', 'Marke'),
  kleur: t('Colour', 'Kleur', 'Farbe'),
  capacity: t('Capacity', 'Capaciteit', 'Kapazität'),
  memory: t('Memory', 'Werkgeheugen', 'Arbeitsspeicher'),
  length: t('Length', 'Lengte', 'Länge'),
  diameter: t('Diameter', 'Diameter', 'Durchmesser'),
  resistance: t('Resistance', 'Weerstand', 'Widerstand'),
  layout: t('Keyboard layout', 'Toetsenbordindeling', 'Tastaturlayout'),
  size: t('Size', 'Formaat', 'Größe'),
  type: t('Type', 'Type', 'Typ'),
  version: t('Version', 'Uitvoering', 'Ausführung'),
  pack: t('Pack size', 'Verpakking', 'Packungsgröße'),
  interface: t('Interface', 'Interface', 'Schnittstelle'),
  connector: t('Connector', 'Aansluiting', 'Anschluss'),
  voltage: t('Voltage', 'Spanning', 'Spannung'),
  power: t('Power', 'Vermogen', 'Leistung'),
  resolution: t('Resolution', 'Resolutie', 'Auflösung'),
  speed: t('Speed', 'Snelheid', 'Geschwindigkeit'),
  range: t('Measuring range', 'Meetbereik', 'Messbereich'),
  compatibility: t('Compatible with', 'Geschikt voor', 'Kompatibel mit'),
  material: t('Material', 'Materiaal', 'Material'),
  category: t('Category', 'Categorie', 'Kategorie'),
  model: t('Model', 'Model', 'Modell'),
  weight: t('Weight', 'Gewicht', 'Gewicht'),
};

/** Localizes a variable value: colours and known words translate, decimals get a comma. */
export function localizeValue(key: string, value: string): L10n {
  if (key === 'kleur') {
    const c = COLOURS[value];
    if (!c) throw new Error(`Seed data: unknown colour "${value}"`);
    return c;
  }
  const word = VALUE_WORDS[value];
  if (word) return word;
  const inch = /^(\d+(?:\.\d+)?)"$/.exec(value);
  if (inch?.[1]) {
    const n = inch[1].replace('.', ',');
    return { en: `${inch[1]} inch`, nl: `${n} inch`, de: `${n} Zoll` };
  }
  // Decimal comma in nl/de, but only for measurements ("1.5 m", "5.1 V"), not versions ("USB 3.0").
  const comma = value.replace(/(\d)\.(\d+)(?=\s?(?:m|cm|mm|V|A|W|GHz|MHz|mAh|Ah|inch|kg|g|Ω|kΩ)(?![A-Za-z]))/g, '$1,$2');
  return { en: value, nl: comma, de: comma };
}
