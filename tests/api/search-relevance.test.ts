/**
 * Search relevance on the seeded catalogue, on every engine (docs/search.md, ranking): queries a
 * shopper types, in three languages, each with the products a shopper expects among the first
 * three results (any one of them counts). Written from the catalogue (src/server/db/seed/data/),
 * not from what the search answered. Queries are sent as the overlay sends them: the last word
 * still being typed (a prefix).
 *
 * Prints "relevance (engine): hits/cases top-3, MRR x" and fails below the level reached when
 * the set was written; raise the thresholds when ranking improves, never lower them to pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from '../helpers/engines.ts';
import { searchFor } from '../helpers/search-products.ts';
import { useDatabase, closeDatabase } from '#src/server/database.ts';
import { rows } from '#src/server/db/query.ts';
import type { Locale } from '#src/lib/locales.ts';
import type { Database } from '#src/server/db/client.ts';

type Case = { locale: Locale; query: string; kind: string; expect: string[] };

const PI5_BOARDS = ['RPI5-2GB', 'RPI5-4GB', 'RPI5-8GB', 'RPI5-16GB'];
const PI5_CASES = ['RPI5-CASE', 'ARGON-ONE-V3', 'ARGON-NEO5-M2', 'FLIRC-RPI5-CASE', 'GW-P579', 'PIM-PIBOW5'];
const TEMPERATURE_SENSORS = ['JOY-DHT22', 'JOY-DHT11', 'DFR-DS18B20-WP', 'ADA-SHT40', 'ADA-SHT31D', 'ADA-BME280'];
const HUMIDITY_SENSORS = ['JOY-DHT22', 'JOY-DHT11', 'ADA-SHT40', 'ADA-SHT31D', 'ADA-BME280'];
const USB_CABLES = ['GB-USBC-C-1M', 'GB-USBC-C-2M', 'RPI-USBA-C-WH', 'RPI-USBA-C-BK', 'GB-USBA-MICRO-1M'];
const HDMI_CABLES = ['GB-HDMI-1M', 'GB-HDMI-2M', 'GB-HDMI-3M', 'GB-HDMI-5M', 'UG-HDMI21-2M', 'RPI-MHDMI'];
const POWER_SUPPLIES = ['RPI-PSU27W', 'RPI-PSU15W', 'RPI-PSU-MICRO-WH', 'RPI-PSU-MICRO-BK', 'JOY-RB-NT-15W', 'JOY-RB-NT-25W', 'MW-HDR-60-5'];
const MICROSD = [
  'RPI-SD-32G',
  'RPI-SD-64G',
  'RPI-SD-128G',
  'RPI-SD-32G-OS',
  'SD-SDSQXAV',
  'SAM-EVO-PLUS',
  'SD-SDSQUA4-016G',
  'SD-SDSQUA4-032G',
  'KING-SDCG3-64GB',
  'KING-SDCG3-128GB',
];
const DISTANCE_SENSORS = ['JOY-HC-SR04', 'JOY-HC-SR04P', 'POL-VL53L0X', 'POL-VL53L1X', 'DFR-TF-LUNA'];
const MOTION_SENSORS = ['JOY-HC-SR501', 'DFR-RCWL0516'];
const SOLDERING_IRONS = ['PINE-PINECIL-V2', 'MINI-TS101'];
const SOLDERING_STATIONS = ['WEL-WE1010', 'ERSA-ICON-PICO'];
const RELAYS = ['JOY-RELAY-1CH', 'JOY-RELAY-2CH', 'JOY-RELAY-4CH', 'JOY-RELAY-8CH', 'WS-RPI-RELAY', 'JOY-SSR-25A'];
const STEPPERS = ['JOY-28BYJ48', 'JOY-NEMA17'];
const LED_STRIP = ['JOY-WS2812B-1M'];
const ARDUINO_UNO = ['ARD-UNO-R4-WIFI', 'ARD-UNO-R4-MIN', 'ARD-UNO-R3'];

const CASES: Case[] = [
  // English
  { locale: 'en', query: 'raspberry pi 5', kind: 'name', expect: PI5_BOARDS },
  { locale: 'en', query: 'raspberry pi 5 8gb', kind: 'name', expect: ['RPI5-8GB'] },
  { locale: 'en', query: 'raspberry pi pico', kind: 'name', expect: ['RPI-PICO'] },
  { locale: 'en', query: 'pico 2 w', kind: 'name', expect: ['RPI-PICO2-W'] },
  { locale: 'en', query: 'arduino uno', kind: 'name', expect: ARDUINO_UNO },
  { locale: 'en', query: 'arduino nano esp32', kind: 'name', expect: ['ARD-NANO-ESP32'] },
  { locale: 'en', query: 'jetson orin nano', kind: 'name', expect: ['NV-JETSON-ORIN-NANO'] },
  { locale: 'en', query: 'active cooler', kind: 'name', expect: ['RPI5-COOLER'] },
  { locale: 'en', query: 'camera module 3', kind: 'name', expect: ['RPI-CAM3', 'RPI-CAM3-WIDE', 'RPI-CAM3-NOIR', 'RPI-CAM3-NOIR-WIDE'] },
  { locale: 'en', query: 'temperature sensor', kind: 'type', expect: TEMPERATURE_SENSORS },
  { locale: 'en', query: 'soldering iron', kind: 'type', expect: SOLDERING_IRONS },
  { locale: 'en', query: 'led strip', kind: 'type', expect: LED_STRIP },
  { locale: 'en', query: 'relay module', kind: 'type', expect: RELAYS },
  { locale: 'en', query: 'micro hdmi cable', kind: 'type', expect: ['RPI-MHDMI'] },
  { locale: 'en', query: 'ultrasonic sensor', kind: 'type', expect: ['JOY-HC-SR04', 'JOY-HC-SR04P'] },
  { locale: 'en', query: 'fluke multimeter', kind: 'brand', expect: ['FLUKE-101', 'FLUKE-115', 'FLUKE-117'] },
  { locale: 'en', query: 'home assistant', kind: 'brand', expect: ['HA-GREEN', 'HA-ZBT1'] },
  { locale: 'en', query: 'case for raspberry pi 5', kind: 'for', expect: PI5_CASES },
  { locale: 'en', query: 'power supply for raspberry pi 5', kind: 'for', expect: ['RPI-PSU27W'] },
  { locale: 'en', query: 'cooler for raspberry pi 5', kind: 'for', expect: ['RPI5-COOLER'] },
  { locale: 'en', query: 'ups for raspberry pi 5', kind: 'for', expect: ['GW-X1202', 'GW-X1206'] },
  { locale: 'en', query: 'rasbery pi 5', kind: 'typo', expect: PI5_BOARDS },
  { locale: 'en', query: 'temprature sensor', kind: 'typo', expect: TEMPERATURE_SENSORS },
  { locale: 'en', query: 'SC1112', kind: 'code', expect: ['RPI5-8GB'] },
  { locale: 'en', query: 'RPI-PSU27W-WH', kind: 'code', expect: ['RPI-PSU27W'] },
  { locale: 'en', query: '8745987028211', kind: 'code', expect: ['JOY-DHT22'] },
  {
    locale: 'en',
    query: 'kabel',
    kind: 'language',
    expect: [...USB_CABLES, ...HDMI_CABLES, 'RPI5-CAMCABLE-200', 'RPI5-CAMCABLE-300', 'RPI5-CAMCABLE-500', 'GB-JACK-1M', 'GB-JACK-2M'],
  },
  // Dutch
  { locale: 'nl', query: 'temperatuursensor', kind: 'compound', expect: TEMPERATURE_SENSORS },
  { locale: 'nl', query: 'vochtigheidssensor', kind: 'compound', expect: HUMIDITY_SENSORS },
  { locale: 'nl', query: 'usbkabel', kind: 'compound', expect: USB_CABLES },
  { locale: 'nl', query: 'usb kabel', kind: 'compound', expect: USB_CABLES },
  { locale: 'nl', query: 'hdmikabel', kind: 'compound', expect: HDMI_CABLES },
  { locale: 'nl', query: 'voeding', kind: 'compound', expect: POWER_SUPPLIES },
  { locale: 'nl', query: 'afstandssensor', kind: 'compound', expect: DISTANCE_SENSORS },
  { locale: 'nl', query: 'bewegingssensor', kind: 'compound', expect: MOTION_SENSORS },
  { locale: 'nl', query: 'luchtkwaliteitssensor', kind: 'compound', expect: ['PIM-BME688', 'JOY-MQ135'] },
  { locale: 'nl', query: 'stappenmotor', kind: 'compound', expect: STEPPERS },
  { locale: 'nl', query: 'ledstrip', kind: 'compound', expect: LED_STRIP },
  { locale: 'nl', query: 'soldeerbout', kind: 'type', expect: SOLDERING_IRONS },
  { locale: 'nl', query: 'sd-kaart', kind: 'type', expect: MICROSD },
  { locale: 'nl', query: 'microsd kaart 64gb', kind: 'type', expect: ['RPI-SD-64G', 'KING-SDCG3-64GB', 'SAM-EVO-PLUS', 'SD-SDSQXAV'] },
  { locale: 'nl', query: 'koeler', kind: 'type', expect: ['RPI5-COOLER'] },
  { locale: 'nl', query: 'raspberry pi 5 behuizing', kind: 'name', expect: ['RPI5-CASE'] },
  { locale: 'nl', query: 'behuizing voor raspberry pi 5', kind: 'for', expect: PI5_CASES },
  { locale: 'nl', query: 'voeding voor raspberry pi 5', kind: 'for', expect: ['RPI-PSU27W'] },
  { locale: 'nl', query: 'temperatuursenser', kind: 'typo', expect: TEMPERATURE_SENSORS },
  { locale: 'nl', query: 'SEN-DHT22', kind: 'code', expect: ['JOY-DHT22'] },
  // German
  { locale: 'de', query: 'Temperatursensor', kind: 'compound', expect: TEMPERATURE_SENSORS },
  { locale: 'de', query: 'Feuchtigkeitssensor', kind: 'compound', expect: HUMIDITY_SENSORS },
  { locale: 'de', query: 'usbkabel', kind: 'compound', expect: USB_CABLES },
  { locale: 'de', query: 'USB-Kabel', kind: 'compound', expect: USB_CABLES },
  { locale: 'de', query: 'Netzteil', kind: 'compound', expect: POWER_SUPPLIES },
  { locale: 'de', query: 'Hutschienennetzteil', kind: 'compound', expect: ['MW-HDR-60-5'] },
  { locale: 'de', query: 'Abstandssensor', kind: 'compound', expect: DISTANCE_SENSORS },
  { locale: 'de', query: 'Luftdrucksensor', kind: 'compound', expect: ['ADA-BME280'] },
  { locale: 'de', query: 'Schrittmotor', kind: 'compound', expect: STEPPERS },
  { locale: 'de', query: 'Lötkolben', kind: 'type', expect: SOLDERING_IRONS },
  { locale: 'de', query: 'Lötstation', kind: 'type', expect: SOLDERING_STATIONS },
  { locale: 'de', query: 'Bewegungsmelder', kind: 'type', expect: MOTION_SENSORS },
  { locale: 'de', query: 'Relais', kind: 'type', expect: RELAYS },
  { locale: 'de', query: 'Lüfter', kind: 'type', expect: ['RPI5-COOLER'] },
  { locale: 'de', query: 'Raspberry Pi 5 Gehäuse', kind: 'name', expect: ['RPI5-CASE'] },
  { locale: 'de', query: 'Gehäuse für Raspberry Pi 5', kind: 'for', expect: PI5_CASES },
  { locale: 'de', query: 'Netzteil für Raspberry Pi 5', kind: 'for', expect: ['RPI-PSU27W'] },
  { locale: 'de', query: 'Tempratursensor', kind: 'typo', expect: TEMPERATURE_SENSORS },
  { locale: 'de', query: 'arduino uno', kind: 'name', expect: ARDUINO_UNO },
  { locale: 'de', query: 'HDR-60-5', kind: 'code', expect: ['MW-HDR-60-5'] },
];

/**
 * Reached when the set was written (docs/search.md, ranking): the test fails below these. The two
 * misses are catalogue text, not ranking: no Dutch text says "koeler" (the Active Cooler is only
 * "Cooler"), and German stemming makes "Lüfter" and "Luft" one word, so the air sensors come first.
 */
const MIN_TOP3 = 65;
const MIN_MRR = 0.96;

for (const engine of engines()) {
  describe(`search relevance on ${engine.name}`, () => {
    let database: Database;
    const ids = new Map<string, number>();
    beforeAll(async () => {
      database = await engine.open();
      useDatabase(database);
      const found = await rows<{ sku: string; id: number }>(database.db, sql`SELECT sku, id FROM products WHERE master_product_id IS NULL`);
      for (const { sku, id } of found) ids.set(sku, id);
    });
    afterAll(async () => {
      await closeDatabase();
    });

    it('knows every expected product of the set', () => {
      expect(CASES.length).toBeGreaterThanOrEqual(40);
      expect(CASES.flatMap((c) => c.expect).filter((sku) => !ids.has(sku))).toEqual([]);
    });

    it('puts what shoppers expect in the top three', async () => {
      const misses: string[] = [];
      let hits = 0;
      let reciprocal = 0;
      for (const c of CASES) {
        const result = await searchFor(c.query, c.locale);
        const wanted = new Set(c.expect.map((sku) => ids.get(sku)));
        const rank = result.products.findIndex((p) => wanted.has(p.id)) + 1;
        if (rank > 0) reciprocal += 1 / rank;
        if (rank > 0 && rank <= 3) hits++;
        else
          misses.push(
            `${c.locale} "${c.query}" (${c.kind}): ${rank > 0 ? `#${rank}` : 'not in the first 20'}; first: ${result.products
              .slice(0, 3)
              .map((p) => p.name)
              .join(' | ')}`,
          );
      }
      const mrr = reciprocal / CASES.length;
      console.log(`relevance (${engine.name}): ${hits}/${CASES.length} top-3, MRR ${mrr.toFixed(3)}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
      expect(hits).toBeGreaterThanOrEqual(MIN_TOP3);
      expect(mrr).toBeGreaterThanOrEqual(MIN_MRR);
    });
  });
}
