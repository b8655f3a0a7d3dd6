/**
 * Which drawing a product's generated picture shows (docs/catalogue.md, media): a motif per kind
 * of product, chosen from the product's English name first (an "Active Cooler" is a fan on a heat
 * sink, whatever shelf it sits on), then from its SKU, then from its category's artwork. The
 * model printed on the part (BME280, HC-SR04) and a board colour per maker make two products of
 * one kind look different. Pure: same input, same picture.
 */

/** Every motif the media module draws (./art.ts, ./art-parts.ts and its siblings, ./art-sensors.ts). */
export const MOTIFS = [
  'board',
  'microcontroller',
  'hat',
  'keyboard',
  'cooler',
  'kit',
  'case',
  'power',
  'battery',
  'powerbank',
  'display',
  'epaper',
  'cable',
  'hdmi',
  'jumpers',
  'breadboard',
  'network',
  'switch',
  'storage',
  'ssd',
  'usbstick',
  'tool',
  'solder',
  'pliers',
  'meter',
  'scope',
  'resistor',
  'potentiometer',
  'led',
  'ledring',
  'ledstrip',
  'servo',
  'stepper',
  'motor',
  'relay',
  'camera',
  'lens',
  'audio',
  'speaker',
  'smarthome',
  'sensor',
  'climate',
  'probe',
  'pir',
  'radar',
  'imu',
  'ultrasonic',
  'tof',
  'light',
  'ldr',
  'gas',
  'particle',
  'generic',
] as const;

export type Motif = (typeof MOTIFS)[number];

export const isMotif = (name: string | null | undefined): name is Motif => typeof name === 'string' && (MOTIFS as readonly string[]).includes(name);

/** What the picture route knows about a product: its SKU, and from the database its English name and category artwork. */
export type MotifSource = { sku: string; name?: string | null; categoryArtwork?: string | null };

/**
 * Rules on the English name, most specific first; the first match wins. Words are matched as
 * whole words, case-insensitively.
 */
const NAME_RULES: Array<[RegExp, Motif]> = [
  [/\bt-display\b/, 'microcontroller'],
  [/\b(cooler|fan|heat ?sink)\b/, 'cooler'],
  [/\b(starter kit|robot car|car kit|desktop kit|inventor.?s kit|go bundle)\b/, 'kit'],
  [/\b(pir|hc-sr501)\b/, 'pir'],
  [/\b(radar|rcwl-0516)\b/, 'radar'],
  [/\bultrasonic\b/, 'ultrasonic'],
  [/\b(time-of-flight|lidar)\b/, 'tof'],
  [/\b(accelerometer|gyroscope|imu|9-dof)\b/, 'imu'],
  [/\b(photoresistors?|ldr)\b/, 'ldr'],
  [/\b(light|colour) sensor\b/, 'light'],
  [/\bparticulate\b/, 'particle'],
  [/\b(gas|co2|air quality)\b/, 'gas'],
  [/\b(probe|thermocouple)\b/, 'probe'],
  [/\b(humidity|pressure)\b/, 'climate'],
  [/\boscilloscope\b/, 'scope'],
  [/\b(multimeter|clamp meter|power meter)\b/, 'meter'],
  [/\b(e-paper|inky)\b/, 'epaper'],
  [/\b(display|monitor|lcd|oled|touchscreen)\b/, 'display'],
  [/\bsoldering (station|iron)\b/, 'tool'],
  [/\b(solder wire|desoldering|flux|heat shrink)\b/, 'solder'],
  [/\b(cutter|stripper|crimping|bit set|helping hands)\b/, 'pliers'],
  [/\benviro\b/, 'hat'],
  [/\bsensor\b/, 'sensor'],
  [/\b(hat|phat|shield|featherwing|shim|io board|relay board)\b/, 'hat'],
  [/\brelay\b/, 'relay'],
  [/\bservo\b/, 'servo'],
  [/\bstepper\b/, 'stepper'],
  [/\b(motor|h-bridge)\b/, 'motor'],
  [/\bneopixel ring\b/, 'ledring'],
  [/\bled strip\b/, 'ledstrip'],
  [/\bleds?\b/, 'led'],
  [/\bpotentiometer\b/, 'potentiometer'],
  [/\bresistors?\b/, 'resistor'],
  [/\blens\b/, 'lens'],
  [/\bcamera cable\b/, 'cable'],
  [/\bcamera\b/, 'camera'],
  [/\bspeaker\b/, 'speaker'],
  [/\b(dac\+?|codec|amplifier)\b/, 'audio'],
  [/\b(power bank|ups)\b/, 'powerbank'],
  [/\b(battery|batteries|lipo|li-ion|coin cell)\b/, 'battery'],
  [/\bpower supply\b/, 'power'],
  [/\bbreadboard\b/, 'breadboard'],
  [/\bjumper\b/, 'jumpers'],
  [/\b(case|enclosure)\b/, 'case'],
  [/\b(microsd\w*|sd card|card reader)\b/, 'storage'],
  [/\b(ssd|nvme)\b/, 'ssd'],
  [/\b(usb stick|datatraveler|ultra flair|bar plus)\b/, 'usbstick'],
  [/\bhdmi\b/, 'hdmi'],
  [/\bnetwork cable\b/, 'cable'],
  [/\b(wi-?fi adapter|ethernet)\b/, 'network'],
  [/\bswitch\b/, 'switch'],
  [/\b(cable|adapter|hub)\b/, 'cable'],
  [/\braspberry pi 500\b/, 'keyboard'],
  [/\b(plug|home assistant|zigbee|shelly)\b/, 'smarthome'],
  [/\b(pico|arduino|esp32\S*|esp8266|xiao|feather|nodemcu|devkit|atom s3)\b/, 'microcontroller'],
  [/\b(raspberry pi|compute module|rock 5b|jetson|micro:bit|redboard)\b/, 'board'],
];

/**
 * The motif of a product: by its name, else by what its SKU suggests (`skuKind`, ./placeholder.ts),
 * else by its category's artwork (a category's "component" is drawn as a resistor).
 * @example chooseMotif({ sku: 'RPI5-COOLER', name: 'Raspberry Pi 5 Active Cooler' }, 'cooler') // 'cooler'
 */
export function chooseMotif(source: MotifSource, skuKind: Motif): Motif {
  const name = (source.name ?? '').toLowerCase();
  if (name) for (const [re, motif] of NAME_RULES) if (re.test(name)) return motif;
  if (skuKind !== 'generic') return skuKind;
  if (isMotif(source.categoryArtwork)) return source.categoryArtwork;
  if (source.categoryArtwork === 'component') return 'resistor';
  return 'generic';
}

/**
 * The model a part carries on its chip or label: the first word of the name that mixes letters
 * and digits (BME280, HC-SR04, SHT31-D), at most 10 characters; none for names without one.
 * @example modelLabel('Adafruit BME280 temperature, humidity and pressure sensor') // 'BME280'
 */
export function modelLabel(name: string | null | undefined): string | null {
  for (const word of (name ?? '').split(/[\s,()/+]+/)) {
    if (word.length >= 3 && word.length <= 10 && /[A-Za-z]/.test(word) && /\d/.test(word) && !/^\d+(gb|tb|mb|mm|m|w|v|cm|mah)$/i.test(word))
      return word.toUpperCase();
  }
  return null;
}

/** Board colours by maker (the SKU's first segment): the colours their boards are known by. */
const MAKER_PCB: Record<string, string> = {
  ADA: '#1f2a44',
  PIM: '#1b1f27',
  JOY: '#1d4ed8',
  DFR: '#0f5e6e',
  POL: '#1f6f43',
  SPF: '#b4232a',
  VEL: '#0b5f8a',
  SEEED: '#26603a',
  WS: '#1e40af',
  RPI: '#1f7a4d',
  ARD: '#0e7c86',
  ESP: '#1c1c1c',
  XIAO: '#1c3f2a',
  M5: '#f97316',
  LILYGO: '#111827',
};

/** The board colour of a maker's part, or undefined to let the picture pick one from its key. */
export const makerColour = (sku: string): string | undefined => MAKER_PCB[sku.toUpperCase().split('-')[0] ?? ''];
