/**
 * Deterministic placeholder images as SVG, so the shop has good-looking product, category and
 * payment images without binary assets or network access. Everything is derived from the key:
 *   products/{SKU}-{n}.svg    the motif of the product's kind (./motif.ts: by its name, then its
 *                             SKU, then its category), its colour code or maker's board colour,
 *                             the model printed on the part
 *   categories/{id}.svg       the artwork the category names (categories.artwork, ./sources.ts)
 *   payment/{id}.svg          a text badge for a known payment method
 * Pure: `parseMediaPath` validates a path strictly (null for anything else); ./sources.ts looks
 * up what a path needs from the database and renders it.
 */
import { ART } from './art.ts';
import type { Palette } from './art.ts';
import { SENSOR_ART } from './art-sensors.ts';
import { PART_ART } from './art-parts.ts';
import { MOTIFS, chooseMotif, makerColour, modelLabel, type Motif, type MotifSource } from './motif.ts';
import { escapeXml } from './svg-text.ts';

export type PlaceholderKind = keyof typeof ART;

const KIND_HUE: Record<PlaceholderKind, number> = {
  board: 145,
  microcontroller: 210,
  kit: 30,
  case: 350,
  power: 45,
  battery: 95,
  display: 230,
  cable: 190,
  sensor: 265,
  storage: 0,
  network: 175,
  tool: 20,
  meter: 50,
  component: 15,
  camera: 200,
  audio: 285,
  smarthome: 160,
  generic: 220,
};

/** Synthetic SKUs start with a category prefix; matched before the token rules. */
const PREFIX_KIND: Record<string, Motif> = {
  KIT: 'kit',
  HDMI: 'cable',
  USBC: 'cable',
  JMP: 'cable',
  LAN: 'network',
  PSU: 'power',
  LIPO: 'battery',
  PB: 'battery',
  SD: 'storage',
  MSD: 'storage',
  USBS: 'storage',
  NVME: 'storage',
  CASE: 'case',
  ENCL: 'case',
  LCD: 'display',
  OLED: 'display',
  TEMP: 'sensor',
  IMU: 'sensor',
  DIST: 'sensor',
  LUX: 'sensor',
  ENV: 'sensor',
  RES: 'resistor',
  LED: 'led',
  MOT: 'motor',
  RLY: 'relay',
  SOLD: 'tool',
  TOOL: 'tool',
  ESPB: 'microcontroller',
  CAM: 'camera',
  PLUG: 'smarthome',
};

/** Token rules for curated SKUs, first match wins; tokens are whole hyphen-separated segments. */
const TOKEN_RULES: Array<[RegExp, Motif]> = [
  [/^(KIT|STARTERKIT|SUPERSTARTER|ROBOTCAR|DESKKIT|GO)$/, 'kit'],
  [/^(FLUKE|UNIT|UT\w+|RIGOL|DHO\d+|METER|DMM)$/, 'meter'],
  [/^(CASE|ENCL|ARGON|FLIRC|PIBOW5|HAM|P579)$/, 'case'],
  [/^(PSU\w*|NT|MW|UPS|X120\d|SHIM)$/, 'power'],
  [/^(LIPO|18650|ENELOOP|CR2032|BATT|PB|ANK)$/, 'battery'],
  [/^(LCD\w*|OLED\w*|EPD|INKY|TOUCH2|MONITOR|TDISPLAY)$/, 'display'],
  [/^(CAM\w*|HQCAM|LENS|ARDU)$/, 'camera'],
  [/^(CAT\d\w*|LAN|TPL|POE\w*|EDI)$/, 'network'],
  [/^(SD|SSD\w*|MSD|NVME|USBS|DTX|EVO|T7|SDSQ\w+|SDCZ\w+|SDCG\w+|SNV\w+|990EVOP|BARPLUS|CR)$/, 'storage'],
  [/^(HDMI\w*|MHDMI|USB\w*|JMP\w*|JACK|ADP|OTG|HUB|BB)$/, 'cable'],
  [/^(DHT\d+|DS18B20|SHT\w+|MAX31855|SR\d+\w*|RCWL\w+|MPU\d+|IMU|VL53\w+|LUNA|BH1750|TSL\d+|VEML\d+|AS7341|LDR|BME\d+|SCD\d+|PMS\d+|ENVIRO|MQ\d+)$/, 'sensor'],
  [/^(WEL|WE1010|ERSA|PINECIL|PINE|TS101|MINI|SOLDER|DESOLDER|FLUXPEN|HELPHAND|KNIPEX|IFIXIT|MAKO|PA09|ENG|HEATSHRINK)$/, 'tool'],
  [/^(DAC|CODEC|AMP|SPEAKER|RESPEAKER|HIFI|DAC2HD)$/, 'audio'],
  [/^(HA|SHELLY|SONOFF|ZBT1|ZBDONGLE|PLUGS)$/, 'smarthome'],
  [/^(COOLER|FAN)$/, 'cooler'],
  [/^(RES)$/, 'resistor'],
  [/^(POT)$/, 'potentiometer'],
  [/^(NEOPIXEL)$/, 'ledring'],
  [/^(WS2812B)$/, 'ledstrip'],
  [/^(LED\d*)$/, 'led'],
  [/^(SG90|MG996R)$/, 'servo'],
  [/^(28BYJ48|NEMA17)$/, 'stepper'],
  [/^(L298N|MOTOR)$/, 'motor'],
  [/^(RELAY|SSR)$/, 'relay'],
  [/^(PICO\w*|ARD|ESP\w*|XIAO|NODEMCU|FEATHER|M5|ATOMS3|LILYGO|SPF|REDBOARD|MICROBIT)$/, 'microcontroller'],
  [/^(RPI\w*|RADXA|NV|JETSON|ROCK5B|CM\d\w*)$/, 'board'],
];

/** Colour codes used as a SKU segment (see seed/data/synthetic-types.ts) → hex. */
const COLOUR_HEX: Record<string, string> = {
  BK: '#1f2937',
  WH: '#ffffff',
  RD: '#dc2626',
  BL: '#2563eb',
  GN: '#16a34a',
  YL: '#eab308',
  GY: '#6b7280',
  OR: '#ea580c',
  PU: '#7c3aed',
  SV: '#a8b0bd',
  TR: '#bfdbfe',
  RW: '#d9203c',
  BG: '#374151',
};

/** The motif a SKU alone suggests (synthetic SKUs by their prefix, curated ones by a token); 'generic' when none does. */
export function kindForSku(sku: string): Motif {
  const segments = sku.toUpperCase().split('-');
  const prefixKind = PREFIX_KIND[segments[0] ?? ''];
  if (prefixKind) return prefixKind;
  for (const [re, kind] of TOKEN_RULES) if (segments.some((s) => re.test(s))) return kind;
  return 'generic';
}

export function colourForSku(sku: string): string | undefined {
  for (const s of sku.toUpperCase().split('-').reverse()) {
    const hex = COLOUR_HEX[s];
    if (hex) return hex;
  }
  return undefined;
}

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export { escapeXml };

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

/** Every motif's drawing: the older kinds, the sensors (a sensor is drawn as a breakout now) and the parts. */
const DRAW: Record<Motif, (p: Palette) => string> = { ...ART, ...SENSOR_ART, ...PART_ART };

/** The background hue of a motif: the older kinds keep theirs, the others are spread round the wheel. */
const motifHue = (motif: Motif): number => (Object.hasOwn(KIND_HUE, motif) ? KIND_HUE[motif as PlaceholderKind] : (MOTIFS.indexOf(motif) * 47) % 360);

type Frame = {
  draw: (p: Palette) => string;
  hue: number;
  key: string;
  view: number;
  body?: string | undefined;
  label?: string;
  model?: string | null;
  count?: number | null;
  title: string;
};

function frame({ draw, hue: baseHue, key, view, body, label, model = null, count = null, title }: Frame): string {
  const h = hash(key);
  const hue = baseHue + ((h % 40) - 20) + (view - 1) * 25;
  const palette: Palette = { body: body ?? hsl(hue, 55, 48), accent: hsl(hue + 150, 70, 55), v: (h % 1000) / 1000, label: model, count };
  const blobs = [0, 1, 2]
    .map((i) => {
      const x = 60 + ((h >>> (i * 5)) % 480);
      const y = 60 + ((h >>> (i * 7 + 3)) % 420);
      return `<circle cx="${x}" cy="${y}" r="${70 + i * 30}" fill="#ffffff" opacity="${0.16 + i * 0.04}"/>`;
    })
    .join('');
  const transform =
    view === 2 ? 'translate(300 290) rotate(-8) scale(1.18) translate(-300 -290)' : view >= 3 ? 'translate(330 320) scale(0.72) translate(-300 -290)' : '';
  const packaging =
    view >= 3
      ? `<rect x="70" y="120" width="250" height="330" rx="22" fill="#ffffff" opacity=".75"/><rect x="70" y="120" width="250" height="64" rx="22" fill="${palette.accent}" opacity=".55"/>`
      : '';
  const pill = label
    ? `<rect x="${300 - Math.min(250, 24 + label.length * 9)}" y="510" width="${2 * Math.min(250, 24 + label.length * 9)}" height="52" rx="26" fill="#ffffff" opacity=".92"/>` +
      `<text x="300" y="544" text-anchor="middle" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" font-size="${label.length > 24 ? 18 : 24}" font-weight="700" fill="#1f2937">${escapeXml(label)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 93)}"/><stop offset="1" stop-color="${hsl(hue + 35, 60, 82)}"/></linearGradient>` +
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="#0f172a" flood-opacity=".22"/></filter></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>${blobs}${packaging}` +
    `<g filter="url(#shadow)"${transform ? ` transform="${transform}"` : ''}>${draw(palette)}</g>${pill}</svg>`
  );
}

/** "8 channels", "RELAY-4CH": how many of a repeated part a product has, when it says. */
function channelCount(text: string): number | null {
  const m = /(\d{1,2})\s*(?:channels?\b|-?ch\b)/i.exec(text);
  return m ? Number(m[1]) : null;
}

/** The motif a product's pictures show (./motif.ts). */
export const productMotif = (source: MotifSource): Motif => chooseMotif(source, kindForSku(source.sku));

/**
 * Product image `n` (1 = main view, 2 = close-up, 3 = with packaging), drawn from what is known
 * of the product: its SKU always, its English name and category's artwork when the database has
 * them (./sources.ts). The colour is the SKU's colour code, else its maker's board colour.
 */
export function renderProductSvg(sku: string, n: number, known: Omit<MotifSource, 'sku'> = {}): string {
  const motif = productMotif({ sku, ...known });
  return frame({
    draw: DRAW[motif],
    hue: motifHue(motif),
    key: sku,
    view: n,
    body: colourForSku(sku) ?? makerColour(sku),
    label: sku,
    model: modelLabel(known.name),
    count: channelCount(`${known.name ?? ''} ${sku}`),
    title: `${sku} (${n})`,
  });
}

/** A kind of artwork by its name; null for a name the media module does not draw. */
export function placeholderKind(name: string | null): PlaceholderKind | null {
  return name !== null && Object.hasOwn(ART, name) ? (name as PlaceholderKind) : null;
}

/** A category's picture: the artwork it names, the generic one without. */
export function renderCategorySvg(id: number, kind: PlaceholderKind | null): string {
  const k = kind ?? 'generic';
  return frame({ draw: ART[k], hue: KIND_HUE[k], key: `category-${id}`, view: 1, title: `Category ${id}` });
}

export const PAYMENT_BADGES: Record<string, { label: string; bg: string; fg: string; accent?: string }> = {
  ideal: { label: 'iDEAL', bg: '#cc0066', fg: '#ffffff' },
  bancontact: { label: 'Bancontact', bg: '#005498', fg: '#ffffff', accent: '#ffd800' },
  creditcard: { label: 'Credit card', bg: '#1a1f71', fg: '#ffffff', accent: '#f7b600' },
  paypal: { label: 'PayPal', bg: '#ffffff', fg: '#003087', accent: '#009cde' },
  klarna: { label: 'Klarna.', bg: '#ffb3c7', fg: '#17120f' },
  sofort: { label: 'SOFORT', bg: '#ef809f', fg: '#ffffff' },
  banktransfer: { label: 'Bank transfer', bg: '#334155', fg: '#ffffff', accent: '#94a3b8' },
  applepay: { label: 'Apple Pay', bg: '#000000', fg: '#ffffff' },
};

export function renderPaymentSvg(id: string): string | null {
  const b = Object.hasOwn(PAYMENT_BADGES, id) ? PAYMENT_BADGES[id] : undefined;
  if (!b) return null;
  const size = b.label.length > 10 ? 13 : b.label.length > 7 ? 17 : 22;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" width="120" height="80" role="img" aria-label="${escapeXml(b.label)}">` +
    `<title>${escapeXml(b.label)}</title>` +
    `<rect x="1" y="1" width="118" height="78" rx="12" fill="${b.bg}" stroke="#0f172a" stroke-opacity=".15" stroke-width="2"/>` +
    (b.accent ? `<rect x="14" y="58" width="92" height="6" rx="3" fill="${b.accent}"/>` : '') +
    `<text x="60" y="${b.accent ? 44 : 48}" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="${size}" font-weight="800" fill="${b.fg}">${escapeXml(b.label)}</text></svg>`
  );
}

const PRODUCT_RE = /^products\/([A-Z0-9](?:[A-Z0-9-]{0,62}[A-Z0-9])?)-([1-9])\.svg$/;
const CATEGORY_RE = /^categories\/([1-9][0-9]{0,5})\.svg$/;
const PAYMENT_RE = /^payment\/([a-z0-9-]{1,32})\.svg$/;

export type MediaSource = { kind: 'product'; sku: string; view: number } | { kind: 'category'; id: number } | { kind: 'payment'; id: string };

/** What a media path below /media/ (e.g. "products/RPI5-8GB-1.svg") shows; null → 404. */
export function parseMediaPath(path: string): MediaSource | null {
  if (path.length > 120) return null;
  let m = PRODUCT_RE.exec(path);
  if (m?.[1] && m[2]) return { kind: 'product', sku: m[1], view: Number(m[2]) };
  m = CATEGORY_RE.exec(path);
  if (m?.[1]) return { kind: 'category', id: Number(m[1]) };
  m = PAYMENT_RE.exec(path);
  if (m?.[1]) return Object.hasOwn(PAYMENT_BADGES, m[1]) ? { kind: 'payment', id: m[1] } : null;
  return null;
}
