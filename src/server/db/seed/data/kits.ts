/** Composite kits (configurable bundles) and cart order bumps; products are referenced by SKU. */
import { t } from './types.ts';
import type { L10n } from './types.ts';

export type CompositeStepDef = {
  title: L10n;
  min: number;
  max: number;
  optional?: boolean;
  infinite?: boolean;
  discount: number;
  /** SKUs; the default (first unless `default` is given) is marked is_default on required steps. */
  products: string[];
  default?: string;
};

export type CompositeDef = {
  sku: string;
  mpn: string;
  cat: string;
  brand: string;
  weight: number;
  name: L10n;
  short: L10n;
  desc: L10n;
  steps: CompositeStepDef[];
};

const PICK_PI = t('Choose your Raspberry Pi 5', 'Kies je Raspberry Pi 5', 'Wählen Sie Ihren Raspberry Pi 5');
const POWER = t('Power supply', 'Voeding', 'Netzteil');
const CASE = t('Case', 'Behuizing', 'Gehäuse');
const STORAGE = t('Storage', 'Opslag', 'Speicher');

export const COMPOSITES: CompositeDef[] = [
  {
    sku: 'KIT-RPI5-BYO', mpn: 'KIT-RPI5-BYO', cat: 'starter-kits', brand: 'rpi', weight: 600,
    name: t('Raspberry Pi 5 starter kit – build your own', 'Raspberry Pi 5-starterkit – stel zelf samen', 'Raspberry Pi 5 Starterkit – selbst zusammenstellen'),
    short: t("Pick your Pi, power supply, case and storage and save up to 15%.", "Kies je Pi, voeding, behuizing en opslag en bespaar tot 15%.", "Wählen Sie Pi, Netzteil, Gehäuse und Speicher und sparen Sie bis zu 15 %."),
    desc: t("Put together exactly the Raspberry Pi 5 set you need, step by step. Every part is an official or tested accessory, and you get a discount on the power supply, case and extras. Everything arrives in one box.",
      "Stel stap voor stap precies de Raspberry Pi 5-set samen die jij nodig hebt. Elk onderdeel is een officieel of getest accessoire, en je krijgt korting op de voeding, de behuizing en de extra's. Alles wordt in één doos geleverd.",
      "Stellen Sie Schritt für Schritt genau das Raspberry-Pi-5-Set zusammen, das Sie brauchen. Jedes Teil ist offizielles oder getestetes Zubehör, und Sie erhalten Rabatt auf Netzteil, Gehäuse und Extras. Alles kommt in einem Paket."),
    steps: [
      { title: PICK_PI, min: 1, max: 1, discount: 0, products: ['RPI5-2GB', 'RPI5-4GB', 'RPI5-8GB', 'RPI5-16GB'], default: 'RPI5-8GB' },
      { title: POWER, min: 1, max: 1, discount: 10, products: ['RPI-PSU27W-WH', 'RPI-PSU27W-BK'] },
      { title: CASE, min: 1, max: 1, discount: 10, products: ['RPI5-CASE-RW', 'RPI5-CASE-BG', 'ARGON-ONE-V3', 'PIM-PIBOW5-BK', 'FLIRC-RPI5-CASE'] },
      { title: STORAGE, min: 1, max: 1, discount: 5, products: ['RPI-SD-32G-OS', 'RPI-SD-64G', 'SD-SDSQXAV-128G', 'RPI-SSDKIT-256'] },
      { title: t('Extras', "Extra's", 'Extras'), min: 0, max: 3, optional: true, discount: 15, products: ['RPI5-COOLER', 'RPI-MHDMI-1M-WH', 'RPI-MHDMI-2M-BK', 'RPI-CAM3'] },
    ],
  },
  {
    sku: 'KIT-ARD-ROBOTCAR', mpn: 'KIT-ARD-ROBOTCAR', cat: 'robot-kits', brand: 'arduino', weight: 900,
    name: t('Arduino robot car kit', 'Arduino-robotautokit', 'Arduino-Roboterauto-Bausatz'),
    short: t("Build a two-wheel robot car around an Arduino Uno.", "Bouw een robotauto met twee wielen rond een Arduino Uno.", "Bauen Sie ein zweirädriges Roboterauto rund um einen Arduino Uno."),
    desc: t("Choose your controller, add motors and a driver, and pick the sensors you want to experiment with. The kit is a great introduction to motor control and sensors.",
      "Kies je controller, voeg motoren en een driver toe en kies de sensoren waarmee je wilt experimenteren. De kit is een mooie kennismaking met motorsturing en sensoren.",
      "Wählen Sie Ihren Controller, ergänzen Sie Motoren und Treiber und suchen Sie die Sensoren aus, mit denen Sie experimentieren möchten. Der Bausatz ist ein toller Einstieg in Motorsteuerung und Sensorik."),
    steps: [
      { title: t('Controller board', 'Controllerboard', 'Controller-Board'), min: 1, max: 1, discount: 0, products: ['ARD-UNO-R4-WIFI', 'ARD-UNO-R4-MIN', 'ARD-UNO-R3'] },
      { title: t('Motors', 'Motoren', 'Motoren'), min: 1, max: 2, discount: 10, products: ['DFR-TT-MOTOR-2'] },
      { title: t('Motor driver', 'Motordriver', 'Motortreiber'), min: 1, max: 1, discount: 10, products: ['JOY-L298N'] },
      { title: t('Sensors', 'Sensoren', 'Sensoren'), min: 0, max: 4, optional: true, infinite: true, discount: 15, products: ['JOY-HC-SR04', 'JOY-HC-SR04P', 'POL-VL53L0X', 'JOY-MPU6050'] },
      { title: t('Battery holder', 'Batterijhouder', 'Batteriehalter'), min: 1, max: 1, discount: 0, products: ['JOY-BATT-HOLDER-2X18650', 'JOY-BATT-HOLDER-4AA'] },
    ],
  },
  {
    sku: 'KIT-WEATHER', mpn: 'KIT-WEATHER', cat: 'edu-kits', brand: 'rpi', weight: 250,
    name: t('Weather station kit', 'Weerstationkit', 'Wetterstation-Bausatz'),
    short: t("Measure temperature, humidity and air pressure and show them on a display.", "Meet temperatuur, luchtvochtigheid en luchtdruk en toon ze op een scherm.", "Messen Sie Temperatur, Luftfeuchtigkeit und Luftdruck und zeigen Sie sie auf einem Display an."),
    desc: t("A compact project for home or school: a small board, one or more environmental sensors and an optional display. Our online guide walks you through the wiring and the code.",
      "Een compact project voor thuis of op school: een klein board, een of meer omgevingssensoren en een optioneel scherm. Onze online handleiding helpt je met de bedrading en de code.",
      "Ein kompaktes Projekt für zu Hause oder die Schule: ein kleines Board, ein oder mehrere Umweltsensoren und ein optionales Display. Unsere Online-Anleitung führt Sie durch Verkabelung und Code."),
    steps: [
      { title: t('Board', 'Board', 'Board'), min: 1, max: 1, discount: 0, products: ['RPI-ZERO2WH', 'RPI-PICO2-W', 'ESP32-S3-DEVKITC'] },
      { title: t('Sensors', 'Sensoren', 'Sensoren'), min: 1, max: 3, discount: 10, products: ['ADA-BME280', 'PIM-BME688', 'JOY-DHT22'] },
      { title: t('Display', 'Scherm', 'Display'), min: 0, max: 1, optional: true, discount: 10, products: ['WS-EPD-213-HAT', 'JOY-OLED096-WH'] },
      { title: t('Jumper wires', 'Jumperkabels', 'Jumperkabel'), min: 1, max: 2, discount: 0, products: ['JOY-JMP-FF40-20', 'JOY-JMP-MF40-20'] },
    ],
  },
  {
    sku: 'KIT-RETRO', mpn: 'KIT-RETRO', cat: 'starter-kits', brand: 'rpi', weight: 700,
    name: t('Retro gaming kit', 'Retrogamingkit', 'Retro-Gaming-Kit'),
    short: t("Build your own retro console on a Raspberry Pi 5.", "Bouw je eigen retroconsole op een Raspberry Pi 5.", "Bauen Sie Ihre eigene Retro-Konsole mit einem Raspberry Pi 5."),
    desc: t("The Raspberry Pi 5 is powerful enough for the classic consoles of the eighties and nineties. Choose a stylish case, enough storage for your own game backups and a long HDMI cable to the TV.",
      "De Raspberry Pi 5 is krachtig genoeg voor de klassieke consoles uit de jaren tachtig en negentig. Kies een stijlvolle behuizing, genoeg opslag voor je eigen back-ups van games en een lange HDMI-kabel naar de tv.",
      "Der Raspberry Pi 5 ist stark genug für die klassischen Konsolen der Achtziger und Neunziger. Wählen Sie ein stilvolles Gehäuse, genug Speicher für Ihre eigenen Spiele-Backups und ein langes HDMI-Kabel zum Fernseher."),
    steps: [
      { title: PICK_PI, min: 1, max: 1, discount: 0, products: ['RPI5-4GB', 'RPI5-8GB'] },
      { title: CASE, min: 1, max: 1, discount: 10, products: ['ARGON-ONE-V3', 'RPI5-CASE-BG', 'RPI5-CASE-RW'] },
      { title: STORAGE, min: 1, max: 1, discount: 10, products: ['SD-SDSQXAV-128G', 'SD-SDSQXAV-256G', 'SAM-EVO-PLUS-128G'] },
      { title: t('HDMI cable', 'HDMI-kabel', 'HDMI-Kabel'), min: 1, max: 2, discount: 15, products: ['RPI-MHDMI-2M-BK', 'RPI-MHDMI-1M-BK', 'GB-HDMI-3M'] },
      { title: POWER, min: 1, max: 1, discount: 10, products: ['RPI-PSU27W-BK', 'RPI-PSU27W-WH'] },
    ],
  },
  {
    sku: 'KIT-HOMESERVER', mpn: 'KIT-HOMESERVER', cat: 'starter-kits', brand: 'rpi', weight: 650,
    name: t('Home server kit', 'Thuisserverkit', 'Heimserver-Kit'),
    short: t("A quiet, energy-efficient home server with NVMe storage.", "Een stille, zuinige thuisserver met NVMe-opslag.", "Ein leiser, sparsamer Heimserver mit NVMe-Speicher."),
    desc: t("Run Nextcloud, Home Assistant, Pi-hole or your own containers on less than 10 watts. The SSD kit makes the server fast and reliable, and a network cable completes the set.",
      "Draai Nextcloud, Home Assistant, Pi-hole of je eigen containers op minder dan 10 watt. Het SSD-kit maakt de server snel en betrouwbaar, en een netwerkkabel maakt de set compleet.",
      "Betreiben Sie Nextcloud, Home Assistant, Pi-hole oder eigene Container mit weniger als 10 Watt. Das SSD-Kit macht den Server schnell und zuverlässig, ein Netzwerkkabel macht das Set komplett."),
    steps: [
      { title: PICK_PI, min: 1, max: 1, discount: 0, products: ['RPI5-8GB', 'RPI5-16GB'] },
      { title: STORAGE, min: 1, max: 1, discount: 5, products: ['RPI-SSDKIT-512', 'RPI-SSDKIT-256'] },
      { title: CASE, min: 1, max: 1, discount: 10, products: ['RPI5-CASE-BG', 'GW-P579'] },
      { title: POWER, min: 1, max: 1, discount: 10, products: ['RPI-PSU27W-BK', 'RPI-PSU27W-WH'] },
      { title: t('Network', 'Netwerk', 'Netzwerk'), min: 0, max: 5, optional: true, infinite: true, discount: 0, products: ['GB-CAT6-2', 'GB-CAT6-5', 'TPL-TL-SG105'] },
    ],
  },
];

export type OrderBumpDef = {
  product: string;
  trigger: string | null;
  discount: number;
  active?: boolean;
  title: L10n;
  description: L10n;
};

export const ORDER_BUMPS: OrderBumpDef[] = [
  {
    product: 'RPI5-COOLER', trigger: 'RPI5-8GB', discount: 10,
    title: t('Keep your Pi 5 cool', 'Houd je Pi 5 koel', 'Halten Sie Ihren Pi 5 kühl'),
    description: t('Add the Active Cooler with 10% off and avoid thermal throttling.', 'Voeg de Active Cooler toe met 10% korting en voorkom terugschakelen door hitte.', 'Legen Sie den Active Cooler mit 10 % Rabatt dazu und vermeiden Sie thermisches Drosseln.'),
  },
  {
    product: 'SAM-EVO-PLUS-64G', trigger: 'RPI5-4GB', discount: 15,
    title: t("Don't forget a microSD card", 'Vergeet je microSD-kaart niet', 'Vergessen Sie die microSD-Karte nicht'),
    description: t('A fast 64GB card for Raspberry Pi OS, now 15% cheaper.', 'Een snelle kaart van 64GB voor Raspberry Pi OS, nu 15% voordeliger.', 'Eine schnelle 64-GB-Karte für Raspberry Pi OS, jetzt 15 % günstiger.'),
  },
  {
    product: 'RPI-MHDMI-1M-BK', trigger: 'RPI4-4GB', discount: 10,
    title: t('Need a micro-HDMI cable?', 'Micro-HDMI-kabel nodig?', 'Micro-HDMI-Kabel benötigt?'),
    description: t('Your Raspberry Pi has micro-HDMI ports: add the official cable with 10% off.', 'Je Raspberry Pi heeft micro-HDMI-poorten: neem de officiële kabel mee met 10% korting.', 'Ihr Raspberry Pi hat Micro-HDMI-Anschlüsse: Nehmen Sie das offizielle Kabel mit 10 % Rabatt dazu.'),
  },
  {
    product: 'JOY-JMP-MM40-20', trigger: null, discount: 20,
    title: t('Jumper wires for 20% less', 'Jumperkabels met 20% korting', 'Jumperkabel 20 % günstiger'),
    description: t('You can never have too many: 40 jumper wires with your order.', 'Je kunt er nooit genoeg hebben: 40 jumperkabels bij je bestelling.', 'Davon kann man nie genug haben: 40 Jumperkabel zu Ihrer Bestellung.'),
  },
  {
    product: 'VEL-SOLDER-08', trigger: 'PINE-PINECIL-V2', discount: 10,
    title: t('Solder for your new iron', 'Soldeertin voor je nieuwe bout', 'Lötzinn für Ihren neuen Lötkolben'),
    description: t('100 g lead-free solder wire, 0.8 mm, with 10% off.', '100 g loodvrij soldeertin van 0,8 mm, met 10% korting.', '100 g bleifreies Lötzinn, 0,8 mm, mit 10 % Rabatt.'),
  },
  {
    product: 'RPI-PSU27W-WH', trigger: 'RPI5-16GB', discount: 5, active: false,
    title: t('The right power supply', 'De juiste voeding', 'Das richtige Netzteil'),
    description: t('The official 27W USB-C power supply for the Raspberry Pi 5.', 'De officiële 27W USB-C-voeding voor de Raspberry Pi 5.', 'Das offizielle 27-W-USB-C-Netzteil für den Raspberry Pi 5.'),
  },
];
