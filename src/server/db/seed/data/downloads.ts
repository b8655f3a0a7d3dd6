/**
 * Files that come with products (manuals, datasheets, firmware), listed on the account's
 * downloads page for customers who bought the product. The seed writes them to
 * product_downloads; the media route generates each file from its row
 * (src/server/media/documents.ts): a one-page PDF for a manual or datasheet, release notes as
 * text for firmware. A download of a master product counts for each of its variants.
 */
import type { DownloadKind } from '#src/lib/account/types.ts';
import type { L10n } from './types.ts';

export type DownloadDef = { sku: string; kind: DownloadKind; title: L10n; file: string };

const pi5 = (sku: string): DownloadDef[] => [
  { sku, kind: 'datasheet', file: 'raspberry-pi-5-product-brief.pdf',
    title: { en: 'Raspberry Pi 5 product brief', nl: 'Raspberry Pi 5 productblad', de: 'Raspberry Pi 5 Produktdatenblatt' } },
  { sku, kind: 'manual', file: 'getting-started-with-raspberry-pi-5.pdf',
    title: { en: 'Getting started with Raspberry Pi 5', nl: 'Aan de slag met de Raspberry Pi 5', de: 'Erste Schritte mit dem Raspberry Pi 5' } },
];

export const DOWNLOADS: DownloadDef[] = [
  ...pi5('RPI5-8GB'),
  ...pi5('RPI5-4GB'),
  { sku: 'RPI4-4GB', kind: 'datasheet', file: 'raspberry-pi-4-datasheet.pdf',
    title: { en: 'Raspberry Pi 4 Model B datasheet', nl: 'Raspberry Pi 4 Model B datasheet', de: 'Raspberry Pi 4 Model B Datenblatt' } },
  { sku: 'ARD-UNO-R4-WIFI', kind: 'datasheet', file: 'arduino-uno-r4-wifi-datasheet.pdf',
    title: { en: 'Arduino Uno R4 WiFi datasheet', nl: 'Arduino Uno R4 WiFi datasheet', de: 'Arduino Uno R4 WiFi Datenblatt' } },
  { sku: 'ARD-UNO-R4-WIFI', kind: 'firmware', file: 'uno-r4-wifi-connectivity-firmware-0.5.2.txt',
    title: { en: 'Connectivity firmware 0.5.2 (release notes)', nl: 'Connectiviteitsfirmware 0.5.2 (release notes)', de: 'Konnektivitäts-Firmware 0.5.2 (Versionshinweise)' } },
  { sku: 'RPI-M2HAT', kind: 'manual', file: 'm2-hat-plus-installation-guide.pdf',
    title: { en: 'M.2 HAT+ installation guide', nl: 'M.2 HAT+ installatiehandleiding', de: 'M.2 HAT+ Installationsanleitung' } },
  { sku: 'KING-SNV3S-500G', kind: 'datasheet', file: 'kingston-nv3-datasheet.pdf',
    title: { en: 'Kingston NV3 datasheet', nl: 'Kingston NV3 datasheet', de: 'Kingston NV3 Datenblatt' } },
  { sku: 'RPI-PICO2-W', kind: 'datasheet', file: 'pico-2-w-datasheet.pdf',
    title: { en: 'Pico 2 W datasheet', nl: 'Pico 2 W datasheet', de: 'Pico 2 W Datenblatt' } },
  { sku: 'RPI-PICO2-W', kind: 'firmware', file: 'micropython-1.24-pico-2-w.txt',
    title: { en: 'MicroPython 1.24 for Pico 2 W (release notes)', nl: 'MicroPython 1.24 voor Pico 2 W (release notes)', de: 'MicroPython 1.24 für Pico 2 W (Versionshinweise)' } },
  { sku: 'MICROBIT-V2', kind: 'manual', file: 'microbit-quick-start-guide.pdf',
    title: { en: 'micro:bit quick start guide', nl: 'micro:bit snelstartgids', de: 'micro:bit Schnellstartanleitung' } },
  { sku: 'PINE-PINECIL-V2', kind: 'manual', file: 'pinecil-v2-user-manual.pdf',
    title: { en: 'Pinecil V2 user manual', nl: 'Pinecil V2 gebruikershandleiding', de: 'Pinecil V2 Bedienungsanleitung' } },
  { sku: 'PINE-PINECIL-V2', kind: 'firmware', file: 'ironos-2.22.txt',
    title: { en: 'IronOS 2.22 firmware (release notes)', nl: 'IronOS 2.22 firmware (release notes)', de: 'IronOS 2.22 Firmware (Versionshinweise)' } },
  { sku: 'ESP32-S3-DEVKITC', kind: 'datasheet', file: 'esp32-s3-devkitc-datasheet.pdf',
    title: { en: 'ESP32-S3 DevKitC datasheet', nl: 'ESP32-S3 DevKitC datasheet', de: 'ESP32-S3 DevKitC Datenblatt' } },
  // On the master: every keyboard layout of the Raspberry Pi 500 gets it.
  { sku: 'RPI500', kind: 'manual', file: 'raspberry-pi-500-getting-started.pdf',
    title: { en: 'Raspberry Pi 500 getting started', nl: 'Raspberry Pi 500 aan de slag', de: 'Raspberry Pi 500 Erste Schritte' } },
  // Bought only in cancelled or refunded orders of the demo customers: never listed for them.
  { sku: 'RPI-CM5-8-32', kind: 'datasheet', file: 'compute-module-5-datasheet.pdf',
    title: { en: 'Compute Module 5 datasheet', nl: 'Compute Module 5 datasheet', de: 'Compute Module 5 Datenblatt' } },
  { sku: 'GB-HDMI-3M', kind: 'datasheet', file: 'hdmi-cable-datasheet.pdf',
    title: { en: 'HDMI cable datasheet', nl: 'HDMI-kabel datasheet', de: 'HDMI-Kabel Datenblatt' } },
  // Datasheets a buyer wants before buying (shown on the product page too).
  { sku: 'RPI5-COOLER', kind: 'datasheet', file: 'raspberry-pi-5-active-cooler-product-brief.pdf',
    title: { en: 'Active Cooler product brief', nl: 'Active Cooler productblad', de: 'Active Cooler Produktdatenblatt' } },
  { sku: 'JOY-HC-SR04', kind: 'datasheet', file: 'hc-sr04-datasheet.pdf',
    title: { en: 'HC-SR04 datasheet', nl: 'HC-SR04 datasheet', de: 'HC-SR04 Datenblatt' } },
  { sku: 'ADA-BME280', kind: 'datasheet', file: 'bme280-datasheet.pdf',
    title: { en: 'BME280 datasheet', nl: 'BME280 datasheet', de: 'BME280 Datenblatt' } },
  { sku: 'ADA-BME280', kind: 'manual', file: 'adafruit-bme280-guide.pdf',
    title: { en: 'Adafruit BME280 wiring and code guide', nl: 'Adafruit BME280 aansluit- en codegids', de: 'Adafruit BME280 Anschluss- und Code-Anleitung' } },
  { sku: 'RPI-TOUCH2-7', kind: 'manual', file: 'touch-display-2-manual.pdf',
    title: { en: 'Touch Display 2 manual', nl: 'Touch Display 2 handleiding', de: 'Touch Display 2 Handbuch' } },
];

/** The path a download is served at. */
export const downloadPath = (d: Pick<DownloadDef, 'sku' | 'file'>): string => `/media/downloads/${d.sku.toLowerCase()}/${d.file}`;
